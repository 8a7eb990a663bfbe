import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { CartCommentDto } from './cart-contributions.dto';

describe('comment of a paid order on a campaign', () => {
  it('reads the campaign id and the trimmed comment; null clears it', async () => {
    expect(await readInput(CartCommentDto, { crowdfunding: '7', comment: ' Hâte ! ' })).toEqual({ crowdfunding: 7, comment: 'Hâte !' });
    expect(await readInput(CartCommentDto, { crowdfunding: 7, comment: null })).toEqual({ crowdfunding: 7, comment: '' });
  });

  it('refuses a missing campaign or comment, a campaign that is no id, a comment past 500 characters', async () => {
    expect(await inputErrors(CartCommentDto, {})).toEqual({ crowdfunding: ['Ce champ est obligatoire.'], comment: ['Ce champ est obligatoire.'] });
    expect(await inputErrors(CartCommentDto, { crowdfunding: 'deux', comment: '' })).toEqual({ crowdfunding: ['Un nombre entier valide est requis.'] });
    expect(await inputErrors(CartCommentDto, { crowdfunding: 2 ** 31, comment: '' })).toEqual({
      crowdfunding: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'],
    });
    expect(await inputErrors(CartCommentDto, { crowdfunding: 1, comment: 'x'.repeat(501) })).toEqual({
      comment: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'],
    });
    expect(await inputErrors(CartCommentDto, { crowdfunding: 1, comment: { text: 'x' } })).toEqual({ comment: ['Une chaîne de caractères valide est requise.'] });
  });
});
