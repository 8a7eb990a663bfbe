import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { CreditNoteDto, creditNoteInput } from './credit-note.dto';

const read = async (body: unknown) => creditNoteInput(await readInput(CreditNoteDto, body));

describe('credit note body', () => {
  it('reads euros with a point or a comma, as a text or a number, into cents', async () => {
    expect(await read({ amount: '12.50', reason: ' Livre abîmé ' })).toEqual({ amountCents: 1250, reason: 'Livre abîmé' });
    expect(await read({ amount: '3,5', reason: 'x' })).toEqual({ amountCents: 350, reason: 'x' });
    expect(await read({ amount: 0.07, reason: 'x' })).toEqual({ amountCents: 7, reason: 'x' });
    expect(await read({ amount: '1000000', reason: 'x' })).toEqual({ amountCents: 100_000_000, reason: 'x' });
  });

  it('keeps its French messages: required, format, above zero, and the reason’s', async () => {
    expect(await inputErrors(CreditNoteDto, {})).toEqual({ amount: ['Ce champ est obligatoire.'], reason: ['Ce champ est obligatoire.'] });
    expect(await inputErrors(CreditNoteDto, { amount: ' ', reason: ' ' })).toEqual({ amount: ['Ce champ est obligatoire.'], reason: ['Ce champ ne peut être vide.'] });
    expect(await inputErrors(CreditNoteDto, { amount: '0', reason: 'x' })).toEqual({ amount: ['Le montant doit être supérieur à zéro.'] });
    for (const amount of ['12.345', '-3', '1e3', '12 €', true, [1]]) {
      expect(await inputErrors(CreditNoteDto, { amount, reason: 'x' })).toEqual({ amount: ['Saisissez un montant en euros, par exemple 12.50.'] });
    }
    expect(await inputErrors(CreditNoteDto, { amount: '1', reason: 'x'.repeat(501) })).toEqual({ reason: ['Le motif ne doit pas dépasser 500 caractères.'] });
  });

  it('holds the amount within what any form of the shop carries (1 million euros)', async () => {
    expect(await inputErrors(CreditNoteDto, { amount: '1000000.01', reason: 'x' })).toEqual({ amount: ['Assurez-vous que cette valeur est inférieure ou égale à 1000000.'] });
    expect(await inputErrors(CreditNoteDto, { amount: '9999999.99', reason: 'x' })).toEqual({ amount: ['Assurez-vous que cette valeur est inférieure ou égale à 1000000.'] });
  });
});
