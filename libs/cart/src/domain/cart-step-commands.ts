import type { ParcelShop, PaymentMeans, ProductSnapshot } from './cart.types';

/*
 * The cart's own commands that other commands come to (checkout-confirmation.ts, checkout-rules.ts,
 * payment-attempt.ts, pay-on-terms.ts, shipment-choice.ts return them as steps). They live here,
 * apart from the union of cart.commands.ts, which names those files' commands in turn: so neither
 * imports the other.
 */

/**
 * Current catalogue snapshots of the cart's products, keyed by line id (absent: no longer sold).
 * `termsAccepted`: the customer accepted the CGV before confirming (L221-14).
 */
export interface ConfirmCommand {
  type: 'Confirm';
  current: Record<string, ProductSnapshot | null>;
  totalCents: number;
  termsAccepted?: boolean;
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
