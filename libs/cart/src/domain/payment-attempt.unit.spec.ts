import { CartRefusal } from './cart-errors';
import { decide, evolve } from './cart.decider';
import { checkCardAmountOwed } from './payment-attempt';
import type { CartCommand } from './cart.commands';
import type { CartEvent } from './cart.events';
import { emptyCart, type CartState } from './cart.types';
import { bookSnapshot } from './testing/decider.fixtures';

const product = bookSnapshot();
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 3, reference: 'ABCDEF123456' } };
const withLine: CartEvent = { type: 'LineAdded', data: { line: { lineId: 'l1', product, variantId: null, quantity: 1, dedications: [], contributionId: null } } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2000 } };
const started: CartEvent = { type: 'PaymentAttemptStarted', data: { reference: 'K7Q2X9AB01CD', amountCents: 2000, startedAt: '2026-11-21T10:00:00Z' } };
const failed: CartEvent = { type: 'PaymentAttemptFailed', data: { reference: 'K7Q2X9AB01CD', code: 'Annulation' } };
const paid: CartEvent = { type: 'CartPaid', data: { means: 'credit-card', amountCents: 2000, paidAt: '2026-11-21T10:01:00Z' } };
const start: CartCommand = { type: 'StartPaymentAttempt', reference: 'K7Q2X9AB01CD', amountCents: 2000, startedAt: '2026-11-21T10:00:00Z', payerId: 3 };
const fail: CartCommand = { type: 'FailPaymentAttempt', reference: 'K7Q2X9AB01CD', code: 'Annulation' };

const given = (...events: CartEvent[]): CartState => events.reduce(evolve, emptyCart());
const refusal = (f: () => unknown): CartRefusal | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof CartRefusal) return e;
    throw e;
  }
};

describe('card payment attempts', () => {
  it('records an attempt with its reference and amount on a confirmed cart', () => {
    // given a confirmed cart, when an attempt starts, then it is recorded as started
    const events = decide(start, given(created, withLine, confirmed));
    expect(events).toEqual([started]);
    expect(given(created, withLine, confirmed, ...events).paymentAttempts).toEqual([{ ...started.data, status: 'started' }]);
    // and the same reference again changes nothing, while a new one is another attempt
    expect(decide(start, given(created, withLine, confirmed, started))).toEqual([]);
    const second = decide({ ...start, reference: 'ZZZZ99990000' }, given(created, withLine, confirmed, started));
    expect(given(created, withLine, confirmed, started, ...second).paymentAttempts.map((a) => a.reference)).toEqual(['K7Q2X9AB01CD', 'ZZZZ99990000']);
  });

  it('refuses an attempt on an unconfirmed, paid or missing cart, or with nothing to pay', () => {
    expect(refusal(() => decide(start, given(created, withLine)))?.detail).toBe('Le panier doit être validé avant le paiement.');
    expect(refusal(() => decide(start, given(created, withLine, confirmed, paid)))?.detail).toBe('Cette commande est déjà payée.');
    expect(refusal(() => decide(start, given()))?.status).toBe(404);
    expect(refusal(() => decide({ ...start, amountCents: 0 }, given(created, withLine, confirmed)))?.detail).toContain('rien à payer');
  });

  it('answers not found to anyone but the owner, an anonymous cart included', () => {
    // given a confirmed cart of user 3, when someone else or nobody asks for the bank form, then 404
    expect(refusal(() => decide({ ...start, payerId: 4 }, given(created, withLine, confirmed)))).toMatchObject({ detail: 'Pas trouvé.', status: 404 });
    expect(refusal(() => decide({ ...start, payerId: null }, given(created, withLine, confirmed)))?.status).toBe(404);
    const anonymous: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
    expect(refusal(() => decide({ ...start, payerId: 3 }, given(anonymous, withLine, confirmed)))?.status).toBe(404);
  });

  it("records the bank's cancellation of an attempt once, and never over a payment", () => {
    // given a started attempt, when the bank cancels it, then it is failed and the cart stays unpaid
    const events = decide(fail, given(created, withLine, confirmed, started));
    expect(events).toEqual([failed]);
    const after = given(created, withLine, confirmed, started, ...events);
    expect(after).toMatchObject({ status: 1, paymentAttempts: [{ reference: 'K7Q2X9AB01CD', status: 'failed' }] });
    // and a second cancellation, or one after the payment, changes nothing
    expect(decide(fail, after)).toEqual([]);
    expect(decide(fail, given(created, withLine, confirmed, started, paid))).toEqual([]);
    // while an unknown reference is refused
    expect(refusal(() => decide({ ...fail, reference: 'INCONNUE0000' }, after))?.status).toBe(404);
  });

  it('still pays after a cancellation (an authorisation can arrive after an Annulation), once', () => {
    const state = given(created, withLine, confirmed, started, failed);
    const events = decide({ type: 'MarkPaid', means: 'credit-card', amountCents: 2000, paidAt: '2026-11-21T10:02:00Z' }, state);
    expect(events).toEqual([{ type: 'CartPaid', data: { means: 'credit-card', amountCents: 2000, paidAt: '2026-11-21T10:02:00Z' } }]);
    expect(decide({ type: 'MarkPaid', means: 'credit-card', amountCents: 2000, paidAt: '2026-11-21T10:03:00Z' }, given(created, withLine, confirmed, started, paid))).toEqual([]);
  });
});

describe("the bank's card notification", () => {
  it('pays a confirmed cart when the amount received is what is left to pay', () => {
    // given a confirmed cart owing 20 €, when the bank received 20 €, then nothing is refused
    expect(refusal(() => checkCardAmountOwed(given(created, withLine, confirmed), 2000))).toBeNull();
  });

  it('refuses another amount than what is left to pay, vouchers counted', () => {
    // given a confirmed cart owing 20 €, when the bank received 25 €, then the cart refuses, saying both amounts
    expect(refusal(() => checkCardAmountOwed(given(created, withLine, confirmed), 2500))?.detail).toBe('il reste 2000 centimes à payer, la banque en a reçu 2500');
    // given a 5 € voucher applied before confirming, when the bank received the full 20 €, then it is refused too
    const voucher: CartEvent = { type: 'VoucherApplied', data: { usageId: 'u1', code: 'ABCD1234', amountCents: 500 } };
    expect(refusal(() => checkCardAmountOwed(given(created, withLine, voucher, confirmed), 2000))?.detail).toBe('il reste 1500 centimes à payer, la banque en a reçu 2000');
  });

  it('leaves an open or paid cart to the payment rules themselves', () => {
    // an open cart is refused by MarkPaid ('must be confirmed'); a paid one is paid once
    expect(refusal(() => checkCardAmountOwed(given(created, withLine), 2500))).toBeNull();
    expect(refusal(() => checkCardAmountOwed(given(created, withLine, confirmed, paid), 2500))).toBeNull();
  });
});
