import type { Address, Cart, CartLine, ProductBase, Shipment, ShipmentOption } from '@/types/api';

/** Spec §9: how payment means are shown. */
export const PAYMENT_MEAN_LABELS: Record<string, string> = {
  wire: 'Virement',
  'sepa-debit': 'Prélèvement',
  'credit-card': 'CB',
  'credit-cart': 'CB',
  voucher: "Bon d'achat",
};

export const paymentMeanLabel = (mean: string | null | undefined) => (mean ? (PAYMENT_MEAN_LABELS[mean] ?? mean) : '—');

/** The date an order counts from: its invoice date, else nothing known. */
export const orderDate = (order: Cart) => order.invoice_date;

/** The expanded lines of a cart (ids are left out). */
export const linesOf = (order: Cart) => order.cart_lines.filter((l): l is CartLine => typeof l === 'object' && l !== null);

export const productOf = (line: CartLine): ProductBase | null => (typeof line.product === 'object' ? line.product : null);

export const lineName = (line: CartLine) => {
  const product = productOf(line);
  const variant = typeof line.variant === 'object' && line.variant ? ` — ${line.variant.name}` : '';
  return `${product?.name ?? 'Article'}${variant}`;
};

export const shipmentsOf = (order: Cart) => order.shipments.filter((s): s is Shipment => typeof s === 'object' && s !== null);

export const addressOf = (value: number | Address | null): Address | null => (typeof value === 'object' ? value : null);

/** The carrier of a shipment's chosen mode, from its expanded options. */
export function carrierOf(shipment: Shipment): string {
  const option = shipment.options.find((o): o is ShipmentOption => typeof o === 'object' && o.mode === shipment.mode);
  return option?.carrier_name ?? shipment.mode ?? '—';
}

/** Number of items of an order. */
export const itemCount = (order: Cart) => linesOf(order).reduce((n, l) => n + l.quantity, 0);
