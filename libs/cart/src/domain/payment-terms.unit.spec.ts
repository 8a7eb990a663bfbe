import type { CartEvent } from './cart.events';
import { isSettled, paymentDueDate } from './payment-terms';
import { given } from './testing/decider.fixtures';

describe('payment due date', () => {
  it('is the invoice day plus the term for a direct debit', () => {
    expect(paymentDueDate('sepa-debit', '2026-11-21')).toBe('2027-02-19');
    expect(paymentDueDate('sepa-debit', '2026-11-21', 60)).toBe('2027-01-20');
    expect(paymentDueDate('sepa-debit', '2026-10-03')).toBe('2027-01-01');
  });

  it('is the last day of the month those 90 days end in for a wire', () => {
    expect(paymentDueDate('wire', '2026-11-21')).toBe('2027-02-28');
    expect(paymentDueDate('wire', '2026-01-31')).toBe('2026-05-31');
    expect(paymentDueDate('wire', '2026-12-31')).toBe('2027-03-31');
    // 90 days ending on the 1st of a month: the end of that month, not of the one before.
    expect(paymentDueDate('wire', '2026-10-03')).toBe('2027-01-31');
  });

  it('counts February 29th in leap years only, including century rules', () => {
    expect(paymentDueDate('sepa-debit', '2023-12-01')).toBe('2024-02-29');
    expect(paymentDueDate('wire', '2023-12-01')).toBe('2024-02-29');
    expect(paymentDueDate('sepa-debit', '2025-11-30')).toBe('2026-02-28');
    expect(paymentDueDate('wire', '2025-11-30')).toBe('2026-02-28');
    expect(paymentDueDate('wire', '2099-11-01')).toBe('2100-01-31');
    // 2100 is not a leap year, 2400 is.
    expect(paymentDueDate('sepa-debit', '2099-12-01')).toBe('2100-03-01');
    expect(paymentDueDate('wire', '2099-12-01')).toBe('2100-03-31');
    expect(paymentDueDate('sepa-debit', '2399-12-01')).toBe('2400-02-29');
    expect(paymentDueDate('wire', '2399-12-01')).toBe('2400-02-29');
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => paymentDueDate('wire', '21/11/2026')).toThrow();
  });
});

const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 7 } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 12000 } };
const at = '2026-11-21T10:00:00.000Z';
const paidByDebit: CartEvent = { type: 'CartPaid', data: { means: 'sepa-debit', amountCents: 12000, paidAt: at } };
const numbered: CartEvent = { type: 'InvoiceNumbered', data: { number: 'F2026-000042', date: '2026-11-21' } };
const onTerms: CartEvent = { type: 'PaymentTermsGranted', data: { means: 'sepa-debit', dueDate: '2027-02-19' } };

describe('cart decider: payment on terms', () => {
  it('places a confirmed order by direct debit with its due date, unpaid until settled', () => {
    const result = given(created, confirmed).when(
      { type: 'MarkPaid', means: 'sepa-debit', amountCents: 12000, paidAt: at },
      { type: 'GrantPaymentTerms', means: 'sepa-debit', invoiceDate: '2026-11-21', termDays: 90 },
    );
    expect(result.events).toEqual([paidByDebit, onTerms]);
    expect(result.state).toMatchObject({ status: 2, paymentMeans: 'sepa-debit', paymentDueDate: '2027-02-19', settledAt: null });
    expect(isSettled(result.state)).toBe(false);
  });

  it('gives a wire 90 days end of month', () => {
    const result = given(created, confirmed).when(
      { type: 'MarkPaid', means: 'wire', amountCents: 12000, paidAt: at },
      { type: 'GrantPaymentTerms', means: 'wire', invoiceDate: '2026-11-21', termDays: 90 },
    );
    expect(result.events[1]).toEqual({ type: 'PaymentTermsGranted', data: { means: 'wire', dueDate: '2027-02-28' } });
  });

  it('counts from the invoice date once the order has one, and grants terms once', () => {
    const result = given(created, confirmed, paidByDebit, numbered).when({ type: 'GrantPaymentTerms', means: 'sepa-debit', invoiceDate: '2026-12-01', termDays: 90 });
    expect(result.events).toEqual([onTerms]);
    expect(
      given(created, confirmed, paidByDebit, numbered, onTerms).when({ type: 'GrantPaymentTerms', means: 'sepa-debit', invoiceDate: '2026-11-21', termDays: 90 }).events,
    ).toEqual([]);
  });

  it('refuses terms to an order not placed with that means', () => {
    expect(given(created, confirmed).when({ type: 'GrantPaymentTerms', means: 'wire', invoiceDate: '2026-11-21', termDays: 90 }).refusal?.status).toBe(400);
    const byCard: CartEvent = { type: 'CartPaid', data: { means: 'credit-card', amountCents: 12000, paidAt: at } };
    expect(given(created, confirmed, byCard).when({ type: 'GrantPaymentTerms', means: 'wire', invoiceDate: '2026-11-21', termDays: 90 }).refusal).not.toBeNull();
    expect(given().when({ type: 'GrantPaymentTerms', means: 'wire', invoiceDate: '2026-11-21', termDays: 90 }).refusal?.status).toBe(404);
  });

  it('settles an order on terms once; it is then paid', () => {
    const result = given(created, confirmed, paidByDebit, numbered, onTerms).when({ type: 'SettlePayment', settledAt: '2027-02-19T08:00:00.000Z' });
    expect(result.events).toEqual([{ type: 'PaymentSettled', data: { settledAt: '2027-02-19T08:00:00.000Z' } }]);
    expect(isSettled(result.state)).toBe(true);
    const settled = result.events[0];
    expect(given(created, confirmed, paidByDebit, numbered, onTerms, settled).when({ type: 'SettlePayment', settledAt: at }).events).toEqual([]);
  });

  it('refuses to settle what is not an order on terms', () => {
    const byCard: CartEvent = { type: 'CartPaid', data: { means: 'credit-card', amountCents: 12000, paidAt: at } };
    expect(given(created, confirmed, byCard).when({ type: 'SettlePayment', settledAt: at }).refusal?.detail).toBe("Cette commande n'attend pas de règlement.");
    expect(given(created, confirmed).when({ type: 'SettlePayment', settledAt: at }).refusal?.detail).toBe("Cette commande n'attend pas de règlement.");
    expect(given().when({ type: 'SettlePayment', settledAt: at }).refusal?.status).toBe(404);
  });

  it('counts card and voucher payments as paid at once', () => {
    const byCard: CartEvent = { type: 'CartPaid', data: { means: 'credit-card', amountCents: 12000, paidAt: at } };
    expect(isSettled(given(created, confirmed, byCard).state)).toBe(true);
    expect(isSettled(given(created, confirmed).state)).toBe(false);
  });
});
