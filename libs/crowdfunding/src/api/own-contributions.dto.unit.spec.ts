import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { ContributionPreferencesDto, preferencesOf } from './own-contributions.dto';

const read = async (plain: unknown) => preferencesOf(await readInput(ContributionPreferencesDto, plain));

describe('a backer’s display choices (PATCH api/contributions/{id}/)', () => {
  it('takes the given choices only, the comment trimmed; null clears the comment', async () => {
    expect(await read({ hidden: true, comment: '  Bravo !  ', unknown: 1 })).toEqual({ hidden: true, comment: 'Bravo !' });
    expect(await read({ display_amount: 'false', display_nickname: 1, unsubscribed: false, comment: null })).toEqual({
      displayAmount: false,
      displayNickname: true,
      unsubscribed: false,
      comment: '',
    });
    expect(await read({})).toEqual({});
  });

  it('refuses null or other values for the flags, and a comment that is no text or too long', async () => {
    expect(await inputErrors(ContributionPreferencesDto, { hidden: 'oui', display_amount: null, comment: 'x'.repeat(501) })).toEqual({
      hidden: ['Doit être un booléen valide.'],
      display_amount: ['Doit être un booléen valide.'],
      comment: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'],
    });
    expect(await inputErrors(ContributionPreferencesDto, { comment: 42 })).toEqual({ comment: ['Une chaîne de caractères valide est requise.'] });
    expect(await inputErrors(ContributionPreferencesDto, [true])).toEqual({ non_field_errors: ['Données invalides. Un objet JSON est attendu.'] });
  });
});
