import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';

/** A row of the carts read model, as the queries select it. */
export interface CartRow {
  id: string;
  reference: string;
  status: 0 | 1 | 2;
  owner_id: number | null;
  state: CartState;
  pricing: CartPricing;
  paid: boolean;
  paid_with: string | null;
  invoice_number: string | null;
  /** YYYY-MM-DD. */
  invoice_date: string | null;
  /** YYYY-MM-DD, orders on terms (direct debit, wire) only. */
  payment_due_date: string | null;
}

/** CartRow's columns but the state and pricing (a command answers with those it has just written). */
export const CART_ROW_SCALAR_COLUMNS = `c.id, c.reference, c.status, c.owner_id, c.paid, c.paid_with, c.invoice_number,
  to_char(c.invoice_date, 'YYYY-MM-DD') AS invoice_date, to_char(c.payment_due_date, 'YYYY-MM-DD') AS payment_due_date`;

/** The columns every cart query selects, in CartRow's shape. */
export const CART_ROW_COLUMNS = `${CART_ROW_SCALAR_COLUMNS}, c.state, c.pricing`;
