import { AFTER_SALE_MESSAGES as A, unitsAmount, type InvoicedOrder } from './after-sale';
import type { CartCommand } from './cart.commands';
import type { CartEvent } from './cart.events';
import { FULFILMENT_MESSAGES as F } from './fulfilment';
import { bookSnapshot, given, orderLine } from './testing/decider.fixtures';

const AT = '2026-11-23T09:30:00.000Z';
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 7 } };
const books: CartEvent = { type: 'LineAdded', data: { line: orderLine('l1', 'Le Chant des pierres', 'book', 2000, 3) } };
const mug: CartEvent = { type: 'LineAdded', data: { line: orderLine('l2', 'Tasse', 'goodie', 1200, 1) } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 7690, termsAccepted: true } };
const paidByCard: CartEvent = { type: 'CartPaid', data: { means: 'credit-card', amountCents: 7690, paidAt: '2026-11-21T10:00:00Z' } };
const invoiced: CartEvent = { type: 'InvoiceNumbered', data: { number: 'F2026-000042', date: '2026-11-21' } };
const shipped: CartEvent = { type: 'ShipmentShipped', data: { shipmentKey: 'now', carrier: 'colissimo', trackingNumber: null, shippedAt: AT, by: 3 } };
const paidOrder = [created, books, mug, confirmed, paidByCard, invoiced];

/** 3 books at 20 €, a 12 € mug, 4,90 € shipping; the card paid it all. */
const facts = (over: Partial<InvoicedOrder> = {}): InvoicedOrder => ({
  lineTotals: { l1: 6000, l2: 1200 },
  shippingCents: 490,
  invoiceTotalCents: 7690,
  creditedCents: 0,
  cardPaidCents: 7690,
  ...over,
});
let drawn = 0;
const note = () => ({ id: `cn-${++drawn}`, number: `A2026-00000${drawn}`, date: '2026-11-23' });

const refund = (over: Partial<Extract<CartCommand, { type: 'RefundOrder' }>> = {}): CartCommand => ({
  type: 'RefundOrder',
  refundId: `r-${drawn}`,
  lines: [{ lineId: 'l1', quantity: 1 }],
  shipping: false,
  method: 'card',
  reason: ' Livre abîmé ',
  creditNote: note(),
  invoiced: facts(),
  at: AT,
  by: 3,
  ...over,
});
const cancel = (over: Partial<Extract<CartCommand, { type: 'CancelOrder' }>> = {}): CartCommand => ({
  type: 'CancelOrder',
  refundId: 'r-cancel',
  method: 'card',
  reason: 'Demande du client',
  creditNote: note(),
  invoiced: facts(),
  at: AT,
  by: 3,
  ...over,
});
const giveBack = (lines: { lineId: string; quantity: number }[], over: Partial<Extract<CartCommand, { type: 'RecordReturn' }>> = {}): CartCommand => ({
  type: 'RecordReturn',
  returnId: 'ret-1',
  lines,
  note: 'Reçu par La Poste',
  at: AT,
  by: 3,
  ...over,
});
const refundedEvent = (events: CartEvent[]) => events.find((e) => e.type === 'OrderRefunded') as Extract<CartEvent, { type: 'OrderRefunded' }>;

describe('refunding a paid order', () => {
  it('refunds units of a line at their invoiced price, to the card, with its credit note', () => {
    const { events, state } = given(...paidOrder).when(refund({ refundId: 'r1', creditNote: { id: 'cn', number: 'A2026-000001', date: '2026-11-23' } }));
    expect(events).toEqual([
      {
        type: 'OrderRefunded',
        data: {
          refundId: 'r1',
          creditNote: { id: 'cn', number: 'A2026-000001', date: '2026-11-23' },
          lines: [{ lineId: 'l1', quantity: 1, amountCents: 2000 }],
          shippingCents: 0,
          amountCents: 2000,
          cardCents: 2000,
          voucherCents: 0,
          reason: 'Livre abîmé',
          at: AT,
          by: 3,
        },
      },
    ]);
    expect(state.afterSale?.refunds[0]).toMatchObject({ refundId: 'r1', creditNoteNumber: 'A2026-000001', card: 'pending', amountCents: 2000 });
  });

  it('shares a line’s total over its units so that every unit refunded, in any steps, gives back the total exactly', () => {
    expect([unitsAmount(1000, 3, 0, 1), unitsAmount(1000, 3, 1, 1), unitsAmount(1000, 3, 2, 1)]).toEqual([333, 334, 333]);
    const first = given(...paidOrder).when(refund({ lines: [{ lineId: 'l1', quantity: 2 }], invoiced: facts({ lineTotals: { l1: 5999, l2: 1200 } }) }));
    const second = given(...paidOrder, ...first.events).when(refund({ lines: [{ lineId: 'l1', quantity: 1 }], invoiced: facts({ lineTotals: { l1: 5999, l2: 1200 } }) }));
    expect(refundedEvent(first.events).data.amountCents + refundedEvent(second.events).data.amountCents).toBe(5999);
  });

  it('refunds the shipping once, alone or with lines', () => {
    const { events } = given(...paidOrder).when(refund({ lines: [], shipping: true }));
    expect(refundedEvent(events).data).toMatchObject({ shippingCents: 490, amountCents: 490 });
    expect(given(...paidOrder, ...events).when(refund({ lines: [], shipping: true })).refusal).toMatchObject({ errors: { shipping: [A.shippingDone] } });
  });

  it('refuses an empty refund, unknown or repeated lines, rewards and more units than are left, by index (DRF lists)', () => {
    expect(given(...paidOrder).when(refund({ lines: [] })).refusal).toMatchObject({ detail: A.nothingChosen });
    const bad = given(...paidOrder).when(
      refund({
        lines: [
          { lineId: 'l9', quantity: 1 },
          { lineId: 'l1', quantity: 4 },
          { lineId: 'l2', quantity: 0 },
        ],
      }),
    );
    expect(bad.refusal?.errors).toEqual({
      lines: [{ line: [A.unknownLine] }, { quantity: [A.quantityLeft('Le Chant des pierres', 3)] }, { quantity: [A.quantity] }],
    });
    const twice = given(...paidOrder).when(
      refund({
        lines: [
          { lineId: 'l2', quantity: 1 },
          { lineId: 'l2', quantity: 1 },
        ],
      }),
    );
    expect(twice.refusal?.errors).toEqual({ lines: [{}, { line: [A.repeatedLine] }] });
    const done = given(...paidOrder, ...given(...paidOrder).when(refund({ lines: [{ lineId: 'l2', quantity: 1 }] })).events);
    expect(done.when(refund({ lines: [{ lineId: 'l2', quantity: 1 }] })).refusal?.errors).toEqual({ lines: [{ quantity: [A.quantityLeft('Tasse', 0)] }] });
  });

  it('never credits more than the invoice leaves, other credit notes included', () => {
    const refusal = given(...paidOrder).when(refund({ lines: [{ lineId: 'l1', quantity: 3 }], invoiced: facts({ creditedCents: 2000 }) })).refusal;
    expect(refusal).toMatchObject({ detail: A.aboveInvoice(5690) });
    expect(A.aboveInvoice(5690)).toContain('56,90 €');
  });

  it('gives back to the card what it paid, the rest as a voucher; a voucher refund goes all to the voucher', () => {
    // The card paid 50 € of 76,90 € (a voucher paid the rest).
    const split = given(...paidOrder).when(refund({ lines: [{ lineId: 'l1', quantity: 3 }], invoiced: facts({ cardPaidCents: 5000 }) }));
    expect(refundedEvent(split.events).data).toMatchObject({ amountCents: 6000, cardCents: 5000, voucherCents: 1000 });
    const next = given(...paidOrder, ...split.events).when(refund({ lines: [{ lineId: 'l2', quantity: 1 }], invoiced: facts({ cardPaidCents: 5000 }) }));
    expect(next.refusal).toMatchObject({ errors: { method: [A.cardDone] } });
    const voucher = given(...paidOrder, ...split.events).when(refund({ lines: [{ lineId: 'l2', quantity: 1 }], method: 'voucher', invoiced: facts({ cardPaidCents: 5000 }) }));
    expect(refundedEvent(voucher.events).data).toMatchObject({ amountCents: 1200, cardCents: 0, voucherCents: 1200 });
    expect(voucher.state.afterSale?.refunds[1].card).toBeNull();
  });

  it('refunds to the card only an order the card paid, and a voucher only to an account', () => {
    const paidByVoucher: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } };
    expect(given(created, books, confirmed, paidByVoucher, invoiced).when(refund()).refusal).toMatchObject({ errors: { method: [A.notByCard] } });
    const anonymous: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
    expect(given(anonymous, books, confirmed, paidByCard, invoiced).when(refund({ method: 'voucher' })).refusal).toMatchObject({ errors: { method: [A.noAccount] } });
  });

  it('refunds only a paid, invoiced order that exists', () => {
    expect(given().when(refund()).refusal).toMatchObject({ status: 404 });
    expect(given(created, books, confirmed).when(refund()).refusal).toMatchObject({ detail: A.notPaid });
    expect(given(created, books, confirmed, paidByCard).when(refund()).refusal).toMatchObject({ detail: A.notInvoiced });
  });

  it('records the bank’s answer to the card part once', () => {
    const refunded = given(...paidOrder).when(refund({ refundId: 'r1' })).events;
    const settle = (accepted: boolean): CartCommand => ({
      type: 'SettleCardRefund',
      refundId: 'r1',
      accepted,
      detail: accepted ? 'recredit effectue' : 'montant trop eleve',
      at: AT,
    });
    const done = given(...paidOrder, ...refunded).when(settle(true));
    expect(done.events).toEqual([{ type: 'CardRefundSettled', data: { refundId: 'r1', accepted: true, detail: 'recredit effectue', at: AT } }]);
    expect(done.state.afterSale?.refunds[0].card).toBe('refunded');
    expect(given(...paidOrder, ...refunded, ...done.events).when(settle(false)).events).toEqual([]);
    const refused = given(...paidOrder, ...refunded).when(settle(false));
    expect(refused.state.afterSale?.refunds[0]).toMatchObject({ card: 'refused', cardDetail: 'montant trop eleve' });
    // What the bank refused is the card's to give back again.
    const again = given(...paidOrder, ...refunded, ...refused.events).when(
      refund({
        lines: [
          { lineId: 'l1', quantity: 2 },
          { lineId: 'l2', quantity: 1 },
        ],
        shipping: true,
      }),
    );
    expect(refundedEvent(again.events).data).toMatchObject({ amountCents: 5690, cardCents: 5690 });
    expect(given(...paidOrder).when(settle(true)).refusal).toMatchObject({ status: 404 });
  });
});

describe('cancelling a paid order', () => {
  it('refunds everything still refundable, then marks the order cancelled: its parcels no longer leave', () => {
    const partly = given(...paidOrder).when(refund({ lines: [{ lineId: 'l1', quantity: 1 }] })).events;
    const { events, state } = given(...paidOrder, ...partly).when(cancel());
    expect(refundedEvent(events).data).toMatchObject({
      lines: [
        { lineId: 'l1', quantity: 2, amountCents: 4000 },
        { lineId: 'l2', quantity: 1, amountCents: 1200 },
      ],
      shippingCents: 490,
      amountCents: 5690,
      cardCents: 5690,
    });
    expect(events[1]).toEqual({ type: 'OrderCancelled', data: { reason: 'Demande du client', at: AT, by: 3 } });
    expect(state.afterSale?.cancelledAt).toBe(AT);
    const ship: CartCommand = {
      type: 'ShipShipment',
      shipmentKey: 'now',
      shipment: { mode: 'colissimo', expectedExpeditionDate: '2026-11-21' },
      trackingNumber: null,
      today: '2026-11-23',
      at: AT,
      by: 3,
    };
    expect(given(...paidOrder, ...partly, ...events).when(ship).refusal).toMatchObject({ status: 409, detail: F.cancelled });
    expect(given(...paidOrder, ...partly, ...events).when(refund()).refusal).toMatchObject({ status: 409, detail: A.cancelled });
    expect(given(...paidOrder, ...partly, ...events).when(cancel()).refusal).toMatchObject({ status: 409, detail: A.cancelled });
  });

  it('is refused once a parcel left, and for an order holding a contribution', () => {
    expect(given(...paidOrder, shipped).when(cancel()).refusal).toMatchObject({ status: 409, detail: A.parcelLeft });
    const contribution: CartEvent = {
      type: 'ContributionAdded',
      data: {
        contribution: { contributionId: 'k1', crowdfundingId: 1, amountCents: 1000, noCompensation: true, confirmGift: false, rewardLineIds: [], voucherCodes: {} },
        rewardLines: [],
      },
    };
    expect(given(created, books, contribution, confirmed, paidByCard, invoiced).when(cancel()).refusal).toMatchObject({ detail: A.hasContribution });
  });

  it('only marks cancelled an order already refunded in full', () => {
    const all = given(...paidOrder).when(
      refund({
        lines: [
          { lineId: 'l1', quantity: 3 },
          { lineId: 'l2', quantity: 1 },
        ],
        shipping: true,
      }),
    ).events;
    expect(
      given(...paidOrder, ...all)
        .when(cancel())
        .events.map((e) => e.type),
    ).toEqual(['OrderCancelled']);
  });
});

describe('recording a return', () => {
  it('records units that came back from a parcel that left, never more than were sold', () => {
    const { events, state } = given(...paidOrder, shipped).when(giveBack([{ lineId: 'l1', quantity: 2 }]));
    expect(events).toEqual([{ type: 'ReturnRecorded', data: { returnId: 'ret-1', lines: [{ lineId: 'l1', quantity: 2 }], note: 'Reçu par La Poste', at: AT, by: 3 } }]);
    expect(state.afterSale?.returns).toHaveLength(1);
    expect(given(...paidOrder, shipped, ...events).when(giveBack([{ lineId: 'l1', quantity: 2 }])).refusal?.errors).toEqual({
      lines: [{ quantity: [A.returnLeft('Le Chant des pierres', 1)] }],
    });
  });

  it('needs a parcel gone and at least one line', () => {
    expect(given(...paidOrder).when(giveBack([{ lineId: 'l1', quantity: 1 }])).refusal).toMatchObject({ detail: A.nothingShipped });
    expect(given(...paidOrder, shipped).when(giveBack([])).refusal).toMatchObject({ errors: { lines: [A.nothingReturned] } });
    expect(
      given(created, { type: 'LineAdded', data: { line: { lineId: 'l1', product: bookSnapshot(), variantId: null, quantity: 1, dedications: [], contributionId: null } } }).when(
        giveBack([{ lineId: 'l1', quantity: 1 }]),
      ).refusal,
    ).toMatchObject({ detail: A.notPaid });
  });
});

describe('a credit note of an amount', () => {
  const issue = (amountCents: number, creditedCents = 0): CartCommand => ({
    type: 'IssueCreditNote',
    creditNote: { id: 'cn', number: 'A2026-000009', date: '2026-11-23' },
    amountCents,
    reason: 'Geste commercial',
    invoiceTotalCents: 7690,
    creditedCents,
  });

  it('is issued on a paid, invoiced order, within what the invoice still allows', () => {
    expect(given(...paidOrder).when(issue(1000)).events).toEqual([
      { type: 'CreditNoteIssued', data: { creditNoteId: 'cn', number: 'A2026-000009', date: '2026-11-23', amountCents: 1000, reason: 'Geste commercial' } },
    ]);
    expect(given(...paidOrder).when(issue(7000, 1000)).refusal).toMatchObject({ errors: { amount: [A.creditNoteAbove('66,90\u202f€')] } });
  });

  it('is refused on an order not invoiced, and unknown orders are not found', () => {
    expect(given(created, books, confirmed).when(issue(100)).refusal).toMatchObject({ detail: A.creditNoteNotInvoiced });
    expect(given().when(issue(100)).refusal).toMatchObject({ status: 404 });
  });

  it('asks the bank again for a card refund it refused, while the card can still take it back', () => {
    const refunded = given(...paidOrder).when(refund({ refundId: 'r1' })).events;
    const refusedByBank: CartEvent = { type: 'CardRefundSettled', data: { refundId: 'r1', accepted: false, detail: 'carte expiree', at: AT } };
    const retry = (over: Partial<Extract<CartCommand, { type: 'RetryCardRefund' }>> = {}): CartCommand => ({
      type: 'RetryCardRefund',
      refundId: 'r1',
      cardPaidCents: 7690,
      at: AT,
      by: 3,
      ...over,
    });
    // given a refund the bank refused, when staff ask again: pending again, the bank's words gone
    const again = given(...paidOrder, ...refunded, refusedByBank).when(retry());
    expect(again.events).toEqual([{ type: 'CardRefundRetried', data: { refundId: 'r1', at: AT, by: 3 } }]);
    expect(again.state.afterSale?.refunds[0].card).toBe('pending');
    expect(again.state.afterSale?.refunds[0]).not.toHaveProperty('cardDetail');
    // only a refused one: pending or refunded refunds are not asked twice
    expect(given(...paidOrder, ...refunded).when(retry()).refusal).toMatchObject({ status: 409, detail: A.retryNotRefused });
    expect(given(...paidOrder, ...refunded, refusedByBank, ...again.events).when(retry()).refusal).toMatchObject({ status: 409 });
    // never more than the card paid: what another refund took since counts
    expect(given(...paidOrder, ...refunded, refusedByBank).when(retry({ cardPaidCents: 100 })).refusal).toMatchObject({ detail: A.retryAboveCard });
    expect(given(...paidOrder, ...refunded, refusedByBank).when(retry({ refundId: 'inconnu' })).refusal).toMatchObject({ status: 404 });
  });
});
