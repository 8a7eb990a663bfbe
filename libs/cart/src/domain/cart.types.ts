/** Status codes the SPA reads: 0 open, 1 confirmed (prices fixed), 2 paid. */
export type CartStatus = 0 | 1 | 2;

import type { ShipmentFulfilment } from './fulfilment';
import type { AfterSale } from './after-sale';

export type ProductKind = 'book' | 'goodie' | 'compensation' | 'giftcard';

export type PaymentMeans = 'credit-card' | 'sepa-debit' | 'wire' | 'voucher';

/**
 * What the cart knows of a product when a line is added: a snapshot from the catalogue, so the
 * decider never reads the catalogue and confirmation can tell when it changed.
 */
/** The part of one unit's price (VAT included) taxed at a rate. */
export interface UnitVatShare {
  rateBp: number;
  unitPriceCents: number;
}

export interface ProductSnapshot {
  productId: number;
  kind: ProductKind;
  name: string;
  /** Public price, VAT included, in cents. */
  unitPriceCents: number;
  vatRateBp: number;
  /**
   * A composite reward's price shared over its VAT rates (a book at 5,5 % and a tote bag at 20 % for
   * one price), the shares adding up to the unit price; absent: the whole price at `vatRateBp`.
   */
  vatShares?: UnitVatShare[];
  /** The product asks for one dedication text per unit. */
  dedication: boolean;
  /** Ids of its variants; a variant must be chosen when there are any. */
  variantIds: number[];
  outOfStock: boolean;
  booksellerOnly: boolean;
  /** 'YYYY-MM-DD' the line can ship (release of a book in production, a campaign's release), null: now. */
  expectedShipmentDate: string | null;
  /** False for gift cards and donations: nothing to deliver. */
  needsDelivery: boolean;
}

/** Who a gift card is for and what the buyer tells them: printed beside the code in the buyer's mail. */
export interface GiftNote {
  recipientName: string;
  message: string;
}

export interface CartLine {
  lineId: string;
  product: ProductSnapshot;
  variantId: number | null;
  quantity: number;
  dedications: string[];
  /** Set when the line is a reward of a contribution. */
  contributionId: string | null;
  /** Only on gift card lines bought as a gift (absent otherwise, and from lines recorded before it existed). */
  gift?: GiftNote;
}

export interface Contribution {
  contributionId: string;
  crowdfundingId: number;
  amountCents: number;
  noCompensation: boolean;
  confirmGift: boolean;
  /** Line ids of the rewards taken with it. */
  rewardLineIds: string[];
  voucherCodes: Record<string, string[]>;
}

export interface VoucherUsage {
  usageId: string;
  code: string;
  amountCents: number;
}

export interface ParcelShop {
  id: string;
  name: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  country: string;
  lat: string;
  long: string;
  nature: string;
  letter: string;
}

/** A card payment attempt: a form sent to the bank under a reference of its own (payment-attempt.ts). */
export interface PaymentAttemptInfo {
  /** 12 capitals and digits, new for each attempt (the bank's `reference`). */
  reference: string;
  /** What the form asks the bank for, in cents. */
  amountCents: number;
  startedAt: string;
  status: 'started' | 'failed';
  /** A failed attempt's reason as the bank gave it (`motifrefus`: 'Annulation' when the customer cancelled). */
  failure?: string;
}

export interface ShipmentChoice {
  mode: string;
  parcelShop: ParcelShop | null;
}

export interface CartState {
  exists: boolean;
  cartId: string;
  /** 12 uppercase letters and digits, for people and the bank ('' for carts created before it existed). */
  reference: string;
  labelId: number;
  ownerId: number | null;
  status: CartStatus;
  lines: CartLine[];
  contributions: Contribution[];
  shippingAddressId: number | null;
  billingAddressId: number | null;
  bundle: boolean | null;
  /** Delivery choices per shipment key (the expected shipment date, or 'all' when bundled). */
  shipments: Record<string, ShipmentChoice>;
  vouchers: VoucherUsage[];
  paymentMeans: PaymentMeans | null;
  paidAt: string | null;
  /** Amount fixed at confirmation, VAT included, shipping included. */
  confirmedTotalCents: number | null;
  /** Set when the cart was merged into its owner's cart at login: it is gone for everyone. */
  mergedInto: string | null;
  /** Given once paid, from the gapless series of the year ('F2026-000042'), with its date (YYYY-MM-DD). */
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** Card payment attempts, oldest first (absent from read-model rows written before they existed). */
  paymentAttempts: PaymentAttemptInfo[];
  /** Orders on terms (direct debit, wire): when the money is due (YYYY-MM-DD) and when staff received it. */
  paymentDueDate: string | null;
  settledAt: string | null;
  /** What became of each paid parcel, by shipment key (absent from read-model rows written before it existed). */
  fulfilment?: Record<string, ShipmentFulfilment>;
  /** The day each rescheduled paid parcel can leave (YYYY-MM-DD), by shipment key: it replaces the one it was paid with. */
  parcelDates?: Record<string, string>;
  /** Refunds, returns and the cancellation of a paid order (after-sale.ts; absent: none). */
  afterSale?: AfterSale;
}

export const emptyCart = (): CartState => ({
  exists: false,
  cartId: '',
  reference: '',
  labelId: 1,
  ownerId: null,
  status: 0,
  lines: [],
  contributions: [],
  shippingAddressId: null,
  billingAddressId: null,
  bundle: null,
  shipments: {},
  vouchers: [],
  paymentMeans: null,
  paidAt: null,
  confirmedTotalCents: null,
  mergedInto: null,
  invoiceNumber: null,
  invoiceDate: null,
  paymentAttempts: [],
  paymentDueDate: null,
  settledAt: null,
  fulfilment: {},
});
