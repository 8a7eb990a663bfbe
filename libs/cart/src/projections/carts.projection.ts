import { preparedQuery, SqlParams } from '@shop/common';
import type { EntityManager } from 'typeorm';
import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';
import { isSettled } from '../domain/payment-terms';
import { CART_ROW_SCALAR_COLUMNS, type CartRow } from '../serializers/cart-row';

/** What the read model stores beside the state: the pricing computed when the state changed. */
export interface CartView {
  state: CartState;
  version: number;
  pricing: CartPricing;
}

/** The read model's columns, with the SQL type of each (a statement's parameters are typed by them). */
const PROJECTED_COLUMNS: [string, string][] = [
  ['id', 'uuid'],
  ['reference', 'text'],
  ['label_id', 'int'],
  ['owner_id', 'int'],
  ['status', 'smallint'],
  ['stream_version', 'int'],
  ['state', 'jsonb'],
  ['pricing', 'jsonb'],
  ['need_delivery', 'boolean'],
  ['total_cents', 'int'],
  ['remaining_to_pay_cents', 'int'],
  ['shipping_address_id', 'int'],
  ['billing_address_id', 'int'],
  ['paid_with', 'text'],
  ['paid', 'boolean'],
  ['paid_at', 'timestamptz'],
  ['invoice_number', 'text'],
  ['invoice_date', 'date'],
  ['payment_due_date', 'date'],
];

// The label follows the state too: an order confirmed on another label than its cart's belongs to that one.
const UPDATED_ON_CONFLICT = PROJECTED_COLUMNS.map(([name]) => name).filter((name) => name !== 'id' && name !== 'reference');

/** The read model's values of a cart, in PROJECTED_COLUMNS' order. */
export function projectedValues(view: CartView): unknown[] {
  const { state, pricing } = view;
  return [
    state.cartId,
    state.reference,
    state.labelId,
    state.ownerId,
    state.status,
    view.version,
    JSON.stringify(state),
    JSON.stringify(pricing),
    pricing.needDelivery,
    pricing.totals.totalCents,
    pricing.totals.remainingToPayCents,
    state.shippingAddressId,
    state.billingAddressId,
    state.status === 2 ? state.paymentMeans : null,
    isSettled(state),
    state.paidAt,
    state.invoiceNumber,
    state.invoiceDate,
    state.paymentDueDate ?? null,
  ];
}

/** The read model's column names, in the order of `projectedValues`. */
export const PROJECTED_COLUMN_NAMES = PROJECTED_COLUMNS.map(([name]) => name);

/**
 * The upsert of a cart's row as a statement or a CTE: `source` is `VALUES` for the statement, or a
 * CTE to select from (the row is written only if that CTE has a row). Never moves a row back to an
 * earlier version.
 */
function upsertCart(params: SqlParams, view: CartView, source: 'VALUES' | { from: string }): string {
  const values = projectedValues(view);
  const placeholders = [...values.map((value, i) => params.add(value, PROJECTED_COLUMNS[i][1])), 'now()'].join(', ');
  const rows = source === 'VALUES' ? `VALUES (${placeholders})` : `SELECT ${placeholders} FROM ${source.from}`;
  return `INSERT INTO carts AS c (${PROJECTED_COLUMNS.map(([name]) => name).join(', ')}, last_modified_at)
     ${rows}
     ON CONFLICT (id) DO UPDATE SET ${UPDATED_ON_CONFLICT.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}, last_modified_at = now()
     WHERE c.stream_version < EXCLUDED.stream_version
     RETURNING ${CART_ROW_SCALAR_COLUMNS}`;
}

/** The row as the command wrote it: the scalar columns read back, the state and pricing it holds. */
const writtenRow = (view: CartView, row: Omit<CartRow, 'state' | 'pricing'>): CartRow => ({ ...row, state: view.state, pricing: view.pricing });

/**
 * Keeps the `carts` row in step with the stream, inside the command's transaction (Emmett-style
 * inline projection): the API reads this row, never the events, to serve a cart. Returns the row as
 * written (the command answers from it without reading it again); null when the row already held a
 * later version.
 */
export async function projectCart(tx: EntityManager, view: CartView): Promise<CartRow | null> {
  const params = new SqlParams();
  const [row] = await preparedQuery<Omit<CartRow, 'state' | 'pricing'>>(tx, upsertCart(params, view, 'VALUES'), params.values);
  return row ? writtenRow(view, row) : null;
}

/**
 * The same upsert as the CTE `projected`, for the statement that appends the cart's events
 * (eventStore.appendAlongside): written only if the append's `moved` has a row.
 */
export function projectCartAlongside(params: SqlParams, view: CartView): { cte: string; select: string; row: (selected: ProjectedSelection) => CartRow | null } {
  return {
    cte: `projected AS (${upsertCart(params, view, { from: 'moved' })})`,
    select: `(SELECT row_to_json(p) FROM projected p) AS projected`,
    row: (selected) => (selected.projected ? writtenRow(view, selected.projected) : null),
  };
}

/** What `projectCartAlongside`'s select list reads: the written row's scalar columns, as JSON (none: a later version was there). */
export interface ProjectedSelection {
  projected: Omit<CartRow, 'state' | 'pricing'> | null;
}
