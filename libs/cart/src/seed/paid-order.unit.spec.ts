import { describe, expect, it } from '@jest/globals';
import { CartRefusal } from '../domain/cart-errors';
import type { RewardSnapshot } from '../domain/cart.commands';
import { bookSnapshot } from '../domain/testing/decider.fixtures';
import { paidOrderRecords, type PaidOrderPlan } from './paid-order';

const reward: RewardSnapshot = {
  product: bookSnapshot({ productId: 50, kind: 'compensation', name: 'Le livre dédicacé', unitPriceCents: 2500, dedication: true, expectedShipmentDate: '2027-03-01' }),
  crowdfundingId: 7,
  remainingQuantity: null,
  lockedByVoucher: false,
};

/** A reader's order: a book (its quantity raised), a contribution with a dedicated reward, home delivery. */
const plan = (over: Partial<PaidOrderPlan> = {}): PaidOrderPlan => ({
  cartId: '0e0e0e0e-0000-4000-8000-000000000001',
  reference: 'ABC123000001',
  labelId: 1,
  ownerId: 42,
  nickname: 'Camille',
  terms: { booksellerDiscountBp: null },
  startedAnonymous: true,
  lines: [{ lineId: 'l1', product: bookSnapshot(), variantId: null, quantity: 1, changedTo: 2 }],
  contributions: [
    {
      contributionId: 'k1',
      crowdfundingId: 7,
      amountCents: 2600,
      rewards: [{ lineId: 'r1', reward, quantity: 1, variantId: null, dedications: ['Pour Léa'] }],
      cheapestAvailableRewardCents: 100,
    },
  ],
  addressId: 9,
  mode: 'colissimo',
  parcelShop: null,
  unconfirmedBefore: null,
  failedAttempts: 1,
  attemptReferences: ['P0AAAA000001', 'P1AAAA000001'],
  numberInvoice: (day) => `F${day.slice(0, 4)}-000042`,
  seller: { name: 'Éditions Exemplaire', address: '12 rue des Imprimeurs, 69002 Lyon', siret: '912 345 675 00017', vatNumber: 'FR65912345675' },
  buyer: { name: 'Camille Martin', address: ['12 rue des Lilas', '69004 Lyon', 'France'], professional: false },
  at: (step) => new Date(Date.UTC(2026, 10, 20, 9, 0, step)).toISOString(),
  shippedAt: null,
  shippedBy: 3,
  trackingNumber: (rank) => `6A0000000000${rank}`,
  requestId: (step) => `r-${step}`,
  ...over,
});

describe('paidOrderRecords', () => {
  it('decides the whole journey of a paid order with the cart’s own events, versions and authors', () => {
    // given a plan; when it is decided
    const records = paidOrderRecords(plan());
    // then the stream is the commands' events, in order, numbered from 1
    expect(records.events.map((e) => e.type)).toEqual([
      'CartCreated',
      'LineAdded',
      'OwnerAssigned',
      'ContributionAdded',
      'LineQuantityChanged',
      'AddressesChosen',
      'BundleChosen',
      'CartConfirmed',
      'PaymentAttemptStarted',
      'PaymentAttemptFailed',
      'PaymentAttemptStarted',
      'CartPaid',
      'InvoiceNumbered',
    ]);
    expect(records.events.map((e) => e.version)).toEqual(records.events.map((_, i) => i + 1));
    // the anonymous shopper, then the owner, then the bank; one request per command
    expect(records.events[1].metadata).toEqual({ userId: null, requestId: 'r-1', at: '2026-11-20T09:00:01.000Z' });
    expect(records.events[2].metadata.userId).toBe(42);
    expect(records.events.find((e) => e.type === 'CartPaid')?.metadata.userId).toBeNull();
    // and the order is paid, numbered, at its confirmed total (two books and the contribution, shipping included)
    expect(records.state).toMatchObject({ status: 2, ownerId: 42, invoiceNumber: 'F2026-000042', invoiceDate: '2026-11-20', paymentMeans: 'credit-card' });
    expect(records.pricing.totals.totalCents).toBe(records.state.confirmedTotalCents);
    expect(records.invoice).toMatchObject({ number: 'F2026-000042', date: '2026-11-20' });
    expect(records.cart).toMatchObject({
      id: records.state.cartId,
      status: 2,
      paid: true,
      stream_version: records.version,
      invoice_number: 'F2026-000042',
      paid_with: 'credit-card',
    });
    // and its contribution is recorded as the payment records it
    expect(records.contributions).toEqual([
      {
        crowdfundingId: 7,
        userId: 42,
        cartId: records.state.cartId,
        cartReference: 'ABC123000001',
        nickname: 'Camille',
        amountCents: 2600,
        rewards: [{ compensationId: 50, variantId: null, quantity: 1, dedications: ['Pour Léa'] }],
      },
    ]);
  });

  it('ships the parcels whose content is there, and keeps the pricing the order was paid with', () => {
    // given an order of a book only, shipped two days later
    const paidOnly = paidOrderRecords(plan({ contributions: [], lines: [{ lineId: 'l1', product: bookSnapshot(), variantId: null, quantity: 1 }] }));
    const shipped = paidOrderRecords(
      plan({ contributions: [], lines: [{ lineId: 'l1', product: bookSnapshot(), variantId: null, quantity: 1 }], shippedAt: '2026-11-22T10:00:00.000Z' }),
    );
    // then the last event is staff's shipping, by its staff member, at that time
    expect(shipped.events.at(-1)).toMatchObject({
      type: 'ShipmentShipped',
      data: { shipmentKey: 'now', carrier: 'colissimo', by: 3 },
      metadata: { userId: 3, at: '2026-11-22T10:00:00.000Z' },
    });
    expect(shipped.lastModifiedAt).toBe('2026-11-22T10:00:00.000Z');
    expect(shipped.pricing.totals).toEqual(paidOnly.pricing.totals);
    // and a reward released later waits: its parcel is not shipped
    const waiting = paidOrderRecords(plan({ lines: [], shippedAt: '2026-11-22T10:00:00.000Z' }));
    expect(waiting.events.at(-1)?.type).toBe('InvoiceNumbered');
  });

  it('refuses a plan the cart would refuse', () => {
    // given a reward for booksellers only, in a reader's plan; then the decider's refusal comes out
    const booksellers: RewardSnapshot = { ...reward, product: { ...reward.product, booksellerOnly: true } };
    const refused = plan({
      contributions: [{ ...plan().contributions[0], rewards: [{ lineId: 'r1', reward: booksellers, quantity: 1, variantId: null, dedications: ['Pour Léa'] }] }],
    });
    expect(() => paidOrderRecords(refused)).toThrow(CartRefusal);
  });
});
