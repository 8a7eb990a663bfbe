import { emptyCart, type CartState } from '../domain/cart.types';
import { CARD_ATTEMPT_GRACE_MS, decideExpiry } from './cart-expiry';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const confirmed = (over: Partial<CartState> = {}): CartState => ({ ...emptyCart(), exists: true, cartId: 'c', status: 1, ...over });
const history = [
  { type: 'CartCreated' as const, version: 1 },
  { type: 'CartConfirmed' as const, version: 4 },
];

describe('expiry of a confirmed cart', () => {
  it('expires the confirmation the job was written for', () => {
    expect(decideExpiry(confirmed(), history, { cartId: 'c', confirmedVersion: 4 }, NOW)).toEqual({ kind: 'expire' });
  });

  it('leaves a cart confirmed again, paid, unconfirmed or gone', () => {
    const again = [...history, { type: 'CartUnconfirmed' as const, version: 5 }, { type: 'CartConfirmed' as const, version: 6 }];
    expect(decideExpiry(confirmed(), again, { cartId: 'c', confirmedVersion: 4 }, NOW)).toEqual({ kind: 'leave', why: 'confirmed-again' });
    expect(decideExpiry(confirmed({ status: 2 }), history, { cartId: 'c', confirmedVersion: 4 }, NOW)).toEqual({ kind: 'leave', why: 'paid' });
    expect(decideExpiry(confirmed({ status: 0 }), history, { cartId: 'c', confirmedVersion: 4 }, NOW)).toEqual({ kind: 'leave', why: 'not-confirmed' });
    expect(decideExpiry(emptyCart(), [], { cartId: 'c', confirmedVersion: 4 }, NOW)).toEqual({ kind: 'leave', why: 'gone' });
  });

  it('waits 20 minutes after the last card payment started', () => {
    const startedAt = new Date(NOW - 5 * 60_000).toISOString();
    const state = confirmed({ paymentAttempts: [{ reference: 'R', amountCents: 100, startedAt, status: 'started' }] });
    expect(decideExpiry(state, history, { cartId: 'c', confirmedVersion: 4 }, NOW)).toEqual({ kind: 'later', at: Date.parse(startedAt) + CARD_ATTEMPT_GRACE_MS });
    expect(decideExpiry(state, history, { cartId: 'c', confirmedVersion: 4 }, NOW + 15 * 60_000)).toEqual({ kind: 'expire' });
  });
});
