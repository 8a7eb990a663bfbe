import type { DomainEvent } from '@shop/event-store';
import type { CartLine, Contribution, GiftNote, ParcelShop, PaymentMeans, ProductSnapshot } from './cart.types';
import type { Carrier } from './fulfilment';
import type { DrawnCreditNote, RefundedLine } from './after-sale';

type E<T extends string, D> = DomainEvent<T, D>;

/** Everything that can happen to a cart, as facts. Exhaustively handled by `evolve`. */
export type CartEvent =
  | E<'CartCreated', { cartId: string; labelId: number; ownerId: number | null; reference?: string }>
  | E<'OwnerAssigned', { ownerId: number }>
  | E<'CartMergedInto', { targetCartId: string }>
  | E<'LineAdded', { line: CartLine }>
  | E<'LineQuantityChanged', { lineId: string; quantity: number }>
  | E<'LineDedicationsChanged', { lineId: string; dedications: string[] }>
  /** The gift card line's recipient and message; null: no longer a gift. */
  | E<'LineGiftChanged', { lineId: string; gift: GiftNote | null }>
  | E<'LineRemoved', { lineId: string }>
  | E<'ContributionAdded', { contribution: Contribution; rewardLines: CartLine[] }>
  /** The contribution left the cart, and with it these reward lines. */
  | E<'ContributionRemoved', { contributionId: string; rewardLineIds: string[] }>
  | E<'AddressesChosen', { shippingAddressId: number | null; billingAddressId: number | null }>
  | E<'BundleChosen', { bundle: boolean | null }>
  | E<'ShipmentModeChosen', { shipmentKey: string; mode: string }>
  | E<'ParcelShopChosen', { shipmentKey: string; parcelShop: ParcelShop }>
  | E<'VoucherApplied', { usageId: string; code: string; amountCents: number }>
  | E<'VoucherRemoved', { usageId: string }>
  /** Confirmation found the catalogue changed: the lines now carry the new snapshot (or are gone). */
  | E<'CartContentChanged', { updated: { lineId: string; product: ProductSnapshot }[]; removedLineIds: string[] }>
  /** `termsAccepted`: the CGV were accepted then; the event's time is the proof's (absent from older clients). */
  | E<'CartConfirmed', { totalCents: number; termsAccepted?: true; labelId?: number }>
  | E<'CartUnconfirmed', { reason: 'customer' | 'expired' }>
  | E<'PaymentMeansChosen', { means: PaymentMeans }>
  | E<'CartPaid', { means: PaymentMeans; amountCents: number; paidAt: string }>
  | E<'InvoiceNumbered', { number: string; date: string }>
  | E<'PaymentAttemptStarted', { reference: string; amountCents: number; startedAt: string }>
  /** `reason`: the bank's `motifrefus` ('Annulation': the customer cancelled on its page; else a refusal); absent from events written before it was kept. */
  | E<'PaymentAttemptFailed', { reference: string; code: string; reason?: string }>
  /** Staff cancelled part or all of the paid order with a credit note (avoir) of the gapless 'A' series. */
  | E<'CreditNoteIssued', { creditNoteId: string; number: string; date: string; amountCents: number; reason: string }>
  /** A bookseller's order paid by direct debit or wire: placed now, money due on this day (YYYY-MM-DD). */
  | E<'PaymentTermsGranted', { means: 'sepa-debit' | 'wire'; dueDate: string }>
  /** Staff received the money of an order on terms. */
  | E<'PaymentSettled', { settledAt: string }>
  /** The owner sent a paid parcel to another relay point of the same carrier: mode and prices unchanged. */
  | E<'ParcelShopChangedAfterPayment', { shipmentKey: string; parcelShop: ParcelShop; previousParcelShop: ParcelShop | null }>
  /** Staff handed a paid parcel to its carrier (`by`: the staff member's id). */
  | E<'ShipmentShipped', { shipmentKey: string; carrier: Carrier; trackingNumber: string | null; shippedAt: string; by: number | null }>
  /** Staff put a paid parcel to collect aside at the publisher's. */
  | E<'ShipmentReadyForPickup', { shipmentKey: string; readyAt: string; by: number | null }>
  /** A paid parcel not yet gone leaves on another day: its content's availability moved (a reward's shipping date changed by staff). */
  | E<'ShipmentRescheduled', { shipmentKey: string; expectedExpeditionDate: string; previousDate: string; at: string; by: number | null }>
  /**
   * Staff refunded part of a paid order (after-sale.ts): its credit note, the lines and shipping
   * given back, and how: `cardCents` to the bank card (sent through the outbox), `voucherCents` as a voucher.
   */
  | E<
      'OrderRefunded',
      {
        refundId: string;
        creditNote: DrawnCreditNote;
        lines: RefundedLine[];
        shippingCents: number;
        amountCents: number;
        cardCents: number;
        voucherCents: number;
        reason: string;
        at: string;
        by: number | null;
      }
    >
  /** Staff cancelled the paid order before any parcel left (its refund is the OrderRefunded before it). */
  | E<'OrderCancelled', { reason: string; at: string; by: number | null }>
  /** Goods of a paid order came back to the publisher. */
  | E<'ReturnRecorded', { returnId: string; lines: { lineId: string; quantity: number }[]; note: string; at: string; by: number | null }>
  /** The bank's answer to a refund's card part. */
  | E<'CardRefundSettled', { refundId: string; accepted: boolean; detail: string; at: string }>
  /** Staff asked the bank again for a card refund it had refused. */
  | E<'CardRefundRetried', { refundId: string; at: string; by: number | null }>;

export type CartEventType = CartEvent['type'];
