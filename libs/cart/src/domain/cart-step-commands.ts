import type { ParcelShop, PaymentMeans, ProductSnapshot } from './cart.types';
import type { LabelSales } from './label-sales';

/*
 * The cart's own commands that other commands come to (checkout-confirmation.ts, checkout-rules.ts,
 * payment-attempt.ts, pay-on-terms.ts, shipment-choice.ts return them as steps). They live here,
 * apart from the union of cart.commands.ts, which names those files' commands in turn: so neither
 * imports the other.
 */

/**
 * Current catalogue snapshots of the cart's products, keyed by line id (absent: no longer sold).
 * `termsAccepted`: the customer accepted the CGV before confirming (L221-14); nothing confirms without.
 */
export interface ConfirmCommand {
  type: 'Confirm';
  current: Record<string, ProductSnapshot | null>;
  totalCents: number;
  termsAccepted: boolean;
  /** What the label of each product line sells now, by line id (absent: not known, the line stays). */
  lineSales: Record<string, LabelSales>;
  /** Whether the label of each campaign the cart backs takes contributions now, by campaign id (absent: it does). */
  crowdfundingOpen: Record<number, boolean>;
  /**
   * The label the customer confirms on (absent or null: the cart's own): an order belongs to the
   * label where it was confirmed (its confirmation page, its mails, the bank's return).
   */
  labelId?: number | null;
}

export interface MarkPaidCommand {
  type: 'MarkPaid';
  means: PaymentMeans;
  amountCents: number;
  paidAt: string;
}

export interface ChooseShipmentModeCommand {
  type: 'ChooseShipmentMode';
  shipmentKey: string;
  mode: string;
}

export interface ChooseParcelShopCommand {
  type: 'ChooseParcelShop';
  shipmentKey: string;
  parcelShop: ParcelShop;
}
