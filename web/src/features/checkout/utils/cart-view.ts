import type { Address, Cart, CartLine, ProductVariant, ShipmentOption } from '@/types/api';

/** The lines of a cart when expanded. */
export const expandedLines = (cart: Pick<Cart, 'cart_lines'>): CartLine[] => cart.cart_lines.filter((l): l is CartLine => typeof l === 'object' && l !== null);

/** The name a line shows: the product's, with its variant ('T-shirt — Taille M'). */
export function lineName(line: CartLine): string {
  const product = typeof line.product === 'object' && line.product ? line.product.full_name || line.product.name : 'Article';
  const variant = typeof line.variant === 'object' && line.variant ? (line.variant as ProductVariant).name : null;
  return variant ? `${product} — ${variant}` : product;
}

/** How many items the cart holds (the quantities of its lines). */

/** An address field of the cart when expanded. */
export const expandedAddress = (value: number | Address | null): Address | null => (typeof value === 'object' ? value : null);

/** The options of a shipment when expanded. */
export const expandedOptions = (options: (string | ShipmentOption)[]): ShipmentOption[] => options.filter((o): o is ShipmentOption => typeof o === 'object' && o !== null);

/** Spec §4: a 'Valider' button replaces payment when vouchers leave nothing to pay. */
export const nothingLeftToPay = (cart: Pick<Cart, 'remaining_to_pay'>): boolean => Number(cart.remaining_to_pay) <= 0;
