import type { CartEvent } from './cart.events';
import type { PayOnTermsCommand } from './pay-on-terms';
import { given } from './testing/decider.fixtures';

const at = '2026-11-21T10:00:00.000Z';
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 7 } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 12000 } };
const voucher = (amountCents: number): CartEvent => ({ type: 'VoucherApplied', data: { usageId: 'u1', code: 'ABCD1234', amountCents } });
const payOnTerms = (over: Partial<PayOnTermsCommand> = {}): PayOnTermsCommand => ({
  type: 'PayOnTerms',
  means: 'sepa-debit',
  payerId: 7,
  ibanOnFile: true,
  termDays: 90,
  at,
  today: '2026-11-21',
  ...over,
});

describe('a bookseller placing an order on terms (POST carts/{id}/direct_debit/, wire/)', () => {
  it('pays the confirmed order with the means, then grants its due date', () => {
    const result = given(created, confirmed).when(payOnTerms());
    expect(result.events).toEqual([
      { type: 'CartPaid', data: { means: 'sepa-debit', amountCents: 12000, paidAt: at } },
      { type: 'PaymentTermsGranted', data: { means: 'sepa-debit', dueDate: '2027-02-19' } },
    ]);
    expect(result.state).toMatchObject({ status: 2, paymentMeans: 'sepa-debit', paymentDueDate: '2027-02-19', settledAt: null });
  });

  it('counts the bookseller’s own term, and what the vouchers leave to pay', () => {
    const result = given(created, voucher(2000), confirmed).when(payOnTerms({ termDays: 60 }));
    expect(result.events).toEqual([
      { type: 'CartPaid', data: { means: 'sepa-debit', amountCents: 10000, paidAt: at } },
      { type: 'PaymentTermsGranted', data: { means: 'sepa-debit', dueDate: '2027-01-20' } },
    ]);
  });

  it('needs no IBAN for a wire, paid 90 days end of month', () => {
    expect(given(created, confirmed).when(payOnTerms({ means: 'wire', ibanOnFile: false })).events[1]).toEqual({
      type: 'PaymentTermsGranted',
      data: { means: 'wire', dueDate: '2027-02-28' },
    });
  });

  it('answers not found to anyone but the owner, and on an anonymous or missing cart', () => {
    expect(given(created, confirmed).when(payOnTerms({ payerId: 8 })).refusal).toMatchObject({ detail: 'Pas trouvé.', status: 404 });
    const anonymous: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
    expect(given(anonymous, confirmed).when(payOnTerms()).refusal?.status).toBe(404);
    expect(given().when(payOnTerms()).refusal?.status).toBe(404);
  });

  it('refuses a direct debit without an IBAN on file', () => {
    expect(given(created, confirmed).when(payOnTerms({ ibanOnFile: false })).refusal?.detail).toBe('Renseignez votre IBAN dans votre espace libraire pour payer par prélèvement.');
  });

  it('refuses an order the vouchers already cover', () => {
    expect(given(created, voucher(12000), confirmed).when(payOnTerms()).refusal?.detail).toBe('Il ne reste rien à payer : validez la commande avec vos bons d’achat.');
  });

  it('debits only orders above 50 € (spec §9); a smaller one goes by wire or card', () => {
    const small: CartEvent = { type: 'CartConfirmed', data: { totalCents: 3590 } };
    expect(given(created, small).when(payOnTerms()).refusal?.detail).toBe(
      'Seules les commandes de plus de 50 € sont prélevées : réglez celle-ci par virement ou par carte bancaire.',
    );
    expect(given(created, voucher(7000), confirmed).when(payOnTerms()).refusal?.detail).toBe(
      'Seules les commandes de plus de 50 € sont prélevées : réglez celle-ci par virement ou par carte bancaire.',
    );
    expect(given(created, small).when(payOnTerms({ means: 'wire', ibanOnFile: false })).events).toHaveLength(2);
    expect(given(created, voucher(6999), confirmed).when(payOnTerms()).events).toHaveLength(2);
  });

  it('refuses an open cart, as any payment does', () => {
    expect(given(created).when(payOnTerms()).refusal?.detail).toBe('Le panier doit être validé avant le paiement.');
  });

  it('changes nothing when sent twice with the same means, even without an IBAN any more', () => {
    const placed = given(created, confirmed).when(payOnTerms()).events;
    expect(given(created, confirmed, ...placed).when(payOnTerms({ ibanOnFile: false })).events).toEqual([]);
    // another means on the placed order is refused: no terms for a means it was not placed with
    expect(given(created, confirmed, ...placed).when(payOnTerms({ means: 'wire' })).refusal?.detail).toBe('Le panier doit être validé avant le paiement.');
  });
});
