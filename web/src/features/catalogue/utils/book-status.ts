import { formatDate, parisToday } from '@/lib/format';
import type { ProductBase } from '@/types/api';

/** Spec §4: shown on a product out of stock with no restocking date ahead (and the product greyed). */
export const OUT_OF_STOCK = 'Rupture de stock';

/** Spec §4: a product out of stock with a restocking date ahead. */
export function restockingMessage(date: string): string {
  return `En cours de réapprovisionnement, prochain arrivage prévu le ${formatDate(date)}.`;
}

/** Spec §1, §4: a book in production is pre-ordered and shipped on release. */
export function preorderMessage(release: string | null | undefined): string {
  return release
    ? `Ce livre est en cours de production : précommandez-le dès maintenant, il vous sera expédié dès sa sortie, prévue le ${formatDate(release)}.`
    : 'Ce livre est en cours de production : précommandez-le dès maintenant, il vous sera expédié dès sa sortie.';
}

/** Where a product stands: to pre-order, in stock, waiting for a known delivery, or out of stock. */
export type Availability = { kind: 'preorder'; release: string | null } | { kind: 'in-stock' } | { kind: 'restocking'; date: string } | { kind: 'out-of-stock' };

/**
 * Spec §4 'Book display': a book not published yet is pre-ordered; otherwise out of stock means
 * 'restocking' when a restocking date lies ahead, 'out-of-stock' when none does.
 */
export function availability(
  product: Pick<ProductBase, 'out_of_stock' | 'restocking_date'> & { published?: boolean; release?: string | null },
  today: string = parisToday(),
): Availability {
  if (product.published === false) return { kind: 'preorder', release: product.release ?? null };
  if (!product.out_of_stock) return { kind: 'in-stock' };
  if (product.restocking_date && product.restocking_date > today) return { kind: 'restocking', date: product.restocking_date };
  return { kind: 'out-of-stock' };
}

/** The stock line of a product, if it has one (pre-orders say theirs elsewhere). */
export function stockMessage(status: Availability): string | null {
  if (status.kind === 'restocking') return restockingMessage(status.date);
  if (status.kind === 'out-of-stock') return OUT_OF_STOCK;
  return null;
}

/** Whether the product can go into the cart now (pre-orders can; out of stock cannot, even while restocking). */
export function canOrder(status: Availability): boolean {
  return status.kind === 'preorder' || status.kind === 'in-stock';
}
