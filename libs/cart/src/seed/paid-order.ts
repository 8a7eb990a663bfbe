import type { BuyerTerms } from '@shop/auth';
import { parisDay } from '@shop/common';
import type { PaidContribution } from '@shop/crowdfunding';
import type { EventMetadata } from '@shop/event-store';
import { paidContributions } from '../commands/paid-cart.effects';
import type { CartCommand, RewardRequest } from '../domain/cart.commands';
import { decide, evolve } from '../domain/cart.decider';
import type { CartEvent } from '../domain/cart.events';
import { CartState, emptyCart, ParcelShop, ProductSnapshot } from '../domain/cart.types';
import { priceCartView, type CartPricing } from '../domain/cart-view';
import { drawUpInvoice } from '../invoices/invoice-book.service';
import type { Buyer, InvoiceDocument, Seller } from '../invoices/invoice-document';
import { PROJECTED_COLUMN_NAMES, projectedValues } from '../projections/carts.projection';
import { withCurrentParcelShops } from '../projections/paid-pricing';

/** Shown in the backers list when the backer has no nickname (as the payment does). */
const NO_NICKNAME = 'Anonyme';

/** A product line the shopper put in the cart (and maybe changed or took out again). */
export interface PlannedLine {
  lineId: string;
  product: ProductSnapshot;
  variantId: number | null;
  quantity: number;
  /** The quantity the shopper changed it to before paying (LineQuantityChanged). */
  changedTo?: number;
  /** Taken out of the cart before paying (LineRemoved). */
  removed?: boolean;
}

/** A contribution to a running campaign, with its rewards (Contribute's inputs). */
export interface PlannedContribution {
  contributionId: string;
  crowdfundingId: number;
  amountCents: number;
  rewards: Omit<RewardRequest, 'voucherCodes'>[];
  cheapestAvailableRewardCents: number | null;
}

/**
 * One paid order as a shopper and the shop went through it: every choice is in the plan, the
 * events come from the cart's decider, exactly as the commands' handlers would have appended them.
 */
export interface PaidOrderPlan {
  cartId: string;
  reference: string;
  labelId: number;
  ownerId: number;
  nickname: string | null;
  terms: BuyerTerms;
  /** The shopper filled the cart before logging in (OwnerAssigned at login). */
  startedAnonymous: boolean;
  lines: PlannedLine[];
  contributions: PlannedContribution[];
  addressId: number;
  /** Delivery mode of every parcel, and the relay point when the mode is Mondial Relay. */
  mode: 'colissimo' | 'mondial_relay' | 'pickup';
  parcelShop: ParcelShop | null;
  /** Confirmed once before, then back to the cart: by the shopper, or by the expiry of an unpaid confirmation. */
  unconfirmedBefore: 'customer' | 'expired' | null;
  /** Card payments refused by the bank before the one that paid. */
  failedAttempts: number;
  /** 12 capitals and digits per attempt (the bank's references), one more than the failures. */
  attemptReferences: string[];
  /** The next number of the invoice series of the payment's day (F2026-000042), gapless in payment order. */
  numberInvoice: (day: string) => string;
  seller: Seller;
  buyer: Buyer;
  /** When each step happened, in order (ISO): the plan's `steps` many instants at least. */
  at: (step: number) => string;
  /** When staff shipped the parcels (null: not yet), and who did. */
  shippedAt: string | null;
  shippedBy: number | null;
  /** Tracking numbers of the parcels, in the carrier's form, by parcel rank. */
  trackingNumber: (rank: number, carrier: string) => string;
  requestId: (step: number) => string;
}

/** An event as it goes into `stream_events`, with its version and metadata. */
export interface SeededEvent {
  version: number;
  type: CartEvent['type'];
  data: CartEvent['data'];
  metadata: EventMetadata;
}

/** Everything a paid order is in the database: its stream, read-model row, invoice and contributions. */
export interface PaidOrderRecords {
  events: SeededEvent[];
  /** The `carts` row, column → value, as the projection writes it (with its creation and last change). */
  cart: Record<string, unknown>;
  state: CartState;
  version: number;
  /** The read model's pricing (as the payment priced it, with the parcels' relay points). */
  pricing: CartPricing;
  invoice: InvoiceDocument;
  contributions: PaidContribution[];
  createdAt: string;
  lastModifiedAt: string;
}

const rewardsCents = (c: PlannedContribution) => c.rewards.reduce((sum, r) => sum + r.quantity * r.reward.product.unitPriceCents, 0);

/** Decides commands one after another, keeping the events with their metadata, as the command runner appends them. */
class Journey {
  state: CartState = emptyCart();
  readonly events: SeededEvent[] = [];
  private step = 0;

  constructor(private readonly plan: PaidOrderPlan) {}

  /** The instant of the next step. */
  get nextAt(): string {
    return this.plan.at(this.step);
  }

  /**
   * One command (or several in one request), by `userId`, at the plan's next instant (or at `when`);
   * `system`: the shop's own (the worker's expiry), recorded as such.
   */
  run(userId: number | null, build: (state: CartState, at: string) => CartCommand | CartCommand[], when?: string, system = false): string {
    const at = when ?? this.plan.at(this.step);
    const metadata: EventMetadata = { userId, requestId: this.plan.requestId(this.step), at, ...(system ? { actor: 'system' } : {}) };
    this.step++;
    const built = build(this.state, at);
    for (const command of Array.isArray(built) ? built : [built]) {
      for (const event of decide(command, this.state)) {
        this.state = evolve(this.state, event);
        this.events.push({ version: this.events.length + 1, type: event.type, data: event.data, metadata });
      }
    }
    return at;
  }
}

/**
 * The records of one paid order, decided by the cart's own decider from the plan: the shopper's
 * cart (lines, changes, contributions, addresses, delivery), the checkout's confirmation, the
 * bank's refusals and payment, the invoice number, then staff shipping the parcels. Pure: the
 * scale data set writes these records in bulk (COPY) instead of running each command.
 * Throws the decider's refusal when the plan breaks a rule of the cart.
 */
export function paidOrderRecords(plan: PaidOrderPlan): PaidOrderRecords {
  const journey = new Journey(plan);
  const owner = plan.ownerId;
  const shopper = plan.startedAnonymous ? null : owner;
  const bookseller = plan.terms.booksellerDiscountBp !== null;
  const createdAt = journey.run(shopper, () => ({ type: 'CreateCart', cartId: plan.cartId, labelId: plan.labelId, ownerId: shopper, reference: plan.reference }));

  for (const line of plan.lines) {
    journey.run(shopper, () => ({
      type: 'AddProduct',
      lineId: line.lineId,
      productId: line.product.productId,
      product: line.product,
      // The plan picks what the labels sell.
      labelSales: null,
      variantId: line.variantId,
      quantity: line.quantity,
      viewerIsBookseller: bookseller && shopper !== null,
    }));
  }
  if (plan.startedAnonymous) journey.run(owner, () => ({ type: 'AssignOwner', ownerId: owner }));
  for (const c of plan.contributions) {
    journey.run(owner, () => ({
      type: 'Contribute',
      contributionId: c.contributionId,
      crowdfundingId: c.crowdfundingId,
      campaignFound: true,
      campaignRunning: true,
      crowdfundingOpen: true,
      askedRewards: c.rewards.map((r) => ({ compensationId: r.reward.product.productId, found: true })),
      amountCents: c.amountCents,
      noCompensation: c.rewards.length === 0,
      confirmGift: c.rewards.length > 0 && c.cheapestAvailableRewardCents !== null && c.amountCents - rewardsCents(c) >= c.cheapestAvailableRewardCents,
      rewards: c.rewards.map((r) => ({ ...r, voucherCodes: [] })),
      cheapestAvailableRewardCents: c.cheapestAvailableRewardCents,
      viewerIsBookseller: bookseller,
      vouchers: {},
      voucherHolders: {},
    }));
  }
  for (const line of plan.lines) {
    if (line.changedTo !== undefined) {
      journey.run(owner, () => ({ type: 'ChangeLine', lineId: line.lineId, quantity: line.changedTo!, dedications: [], viewerIsBookseller: bookseller }));
    }
    if (line.removed) journey.run(owner, () => ({ type: 'RemoveLine', lineId: line.lineId }));
  }

  // The delivery step: addresses, the bundle when parcels leave on several dates, each parcel's mode.
  journey.run(owner, () => ({ type: 'ChooseAddresses', callerId: owner, shippingAddressId: plan.addressId, billingAddressId: plan.addressId, ownedAddressIds: [plan.addressId] }));
  const checkoutDay = parisDay(journey.nextAt);
  const planned = priceCartView(journey.state, plan.terms, checkoutDay);
  if (planned.expectedShipmentDates.length > 1) journey.run(owner, () => ({ type: 'ChooseBundle', bundle: true }));
  if (plan.mode !== 'colissimo') {
    for (const shipment of priceCartView(journey.state, plan.terms, checkoutDay).shipments) {
      journey.run(owner, (_, at) => ({
        type: 'ChooseShipment',
        shipmentKey: shipment.key,
        callerId: owner,
        mode: plan.mode,
        ...(plan.mode === 'mondial_relay' && plan.parcelShop ? { relayPoint: { parcelShop: plan.parcelShop, available: true } } : {}),
        terms: plan.terms,
        at,
      }));
    }
  }
  const confirm = () =>
    journey.run(owner, (state, at) => ({
      type: 'ConfirmCheckout',
      current: Object.fromEntries(state.lines.map((l) => [l.lineId, l.product])),
      terms: plan.terms,
      today: parisDay(at),
      termsAccepted: true,
      lineSales: {},
      crowdfundingOpen: {},
    }));
  confirm();
  if (plan.unconfirmedBefore) {
    // The worker's expiry acts for nobody; the shopper's own step back is theirs.
    const expired = plan.unconfirmedBefore === 'expired';
    journey.run(expired ? null : owner, () => ({ type: 'Unconfirm', reason: plan.unconfirmedBefore! }), undefined, expired);
    confirm();
  }

  // The bank: refused attempts, then the one it paid, numbered in the same transaction.
  const owed = journey.state.confirmedTotalCents ?? 0;
  plan.attemptReferences.forEach((reference, i) => {
    journey.run(owner, (_, at) => ({ type: 'StartPaymentAttempt', reference, amountCents: owed, startedAt: at, payerId: owner }));
    if (i < plan.failedAttempts) journey.run(null, () => ({ type: 'FailPaymentAttempt', reference, code: 'Annulation' }));
  });
  const paidAt = journey.run(null, (_, at) => [
    { type: 'PayByCard', amountCents: owed, paidAt: at },
    { type: 'NumberInvoice', number: plan.numberInvoice(parisDay(at)), date: parisDay(at) },
  ]);
  const pricing = priceCartView(journey.state, plan.terms, parisDay(paidAt));
  const invoice = drawUpInvoice({ cartId: plan.cartId, state: journey.state, terms: plan.terms, seller: plan.seller, buyer: plan.buyer, dueDate: null }, []);
  if (!invoice) throw new Error(`cart: la commande ${plan.reference} n'a pas de numéro de facture`);
  const contributions = paidContributions(journey.state, plan.nickname || NO_NICKNAME);

  // Staff ship the parcels whose content is there (those to collect are made ready instead).
  let lastModifiedAt = paidAt;
  let shipped = false;
  const shippedAt = plan.shippedAt;
  if (shippedAt) {
    const today = parisDay(shippedAt);
    pricing.shipments.forEach((shipment, rank) => {
      if (shipment.expectedExpeditionDate > today) return;
      const fulfilled = { mode: shipment.mode, expectedExpeditionDate: shipment.expectedExpeditionDate };
      const by = plan.shippedBy;
      lastModifiedAt = journey.run(
        by,
        (_, at) =>
          shipment.mode === 'pickup'
            ? { type: 'MarkShipmentReady', shipmentKey: shipment.key, shipment: fulfilled, today, at, by }
            : { type: 'ShipShipment', shipmentKey: shipment.key, shipment: fulfilled, trackingNumber: plan.trackingNumber(rank, shipment.mode), today, at, by },
        shippedAt,
      );
      shipped = true;
    });
  }
  // A paid order's later events keep the pricing it was paid with (paidOrderPricing).
  const finalPricing = shipped ? withCurrentParcelShops(pricing, journey.state) : pricing;
  const version = journey.events.length;
  const values = projectedValues({ state: journey.state, version, pricing: finalPricing });
  return {
    events: journey.events,
    cart: { ...Object.fromEntries(PROJECTED_COLUMN_NAMES.map((name, i) => [name, values[i]])), created_at: createdAt, last_modified_at: lastModifiedAt },
    state: journey.state,
    version,
    pricing: finalPricing,
    invoice,
    contributions,
    createdAt,
    lastModifiedAt,
  };
}
