import type { EntityManager } from 'typeorm';
import type { CartPricing } from '../domain/cart-view';
import type { CartState } from '../domain/cart.types';
import { isSettled } from '../domain/payment-terms';
import { CART_ROW_COLUMNS, type CartRow } from '../serializers/cart-row';

/** What the read model stores beside the state: the pricing computed when the state changed. */
export interface CartView {
  state: CartState;
  version: number;
  pricing: CartPricing;
}

/**
 * Keeps the `carts` row in step with the stream, inside the command's transaction (Emmett-style
 * inline projection): the API reads this row, never the events, to serve a cart. Returns the row as
 * written (the command answers from it without reading it again); null when the row already held a
 * later version.
 */
export async function projectCart(tx: EntityManager, view: CartView): Promise<CartRow | null> {
  const { state, pricing } = view;
  const [row] = await tx.query<CartRow[]>(
    `INSERT INTO carts AS c (id, reference, label_id, owner_id, status, stream_version, state, pricing, need_delivery, total_cents,
                        remaining_to_pay_cents, shipping_address_id, billing_address_id, paid_with, paid, paid_at,
                        invoice_number, invoice_date, payment_due_date, last_modified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, now())
     ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id, status = EXCLUDED.status, stream_version = EXCLUDED.stream_version,
       state = EXCLUDED.state, pricing = EXCLUDED.pricing, need_delivery = EXCLUDED.need_delivery, total_cents = EXCLUDED.total_cents,
       remaining_to_pay_cents = EXCLUDED.remaining_to_pay_cents, shipping_address_id = EXCLUDED.shipping_address_id,
       billing_address_id = EXCLUDED.billing_address_id, paid_with = EXCLUDED.paid_with, paid = EXCLUDED.paid,
       paid_at = EXCLUDED.paid_at, invoice_number = EXCLUDED.invoice_number, invoice_date = EXCLUDED.invoice_date,
       payment_due_date = EXCLUDED.payment_due_date, last_modified_at = now()
     WHERE c.stream_version < EXCLUDED.stream_version
     RETURNING ${CART_ROW_COLUMNS}`,
    [
      state.cartId, state.reference, state.labelId, state.ownerId, state.status, view.version, JSON.stringify(state), JSON.stringify(pricing),
      pricing.needDelivery, pricing.totals.totalCents, pricing.totals.remainingToPayCents, state.shippingAddressId, state.billingAddressId,
      state.status === 2 ? state.paymentMeans : null, isSettled(state), state.paidAt, state.invoiceNumber, state.invoiceDate,
      state.paymentDueDate ?? null,
    ],
  );
  return row ?? null;
}

/** The next number of an invoice series, gapless: the counter row stays locked until the transaction ends. */
export async function nextInvoiceNumber(tx: EntityManager, series: string): Promise<number> {
  const rows = await tx.query<{ last_number: number }[]>(
    `INSERT INTO invoice_counters (series, last_number) VALUES ($1, 1)
     ON CONFLICT (series) DO UPDATE SET last_number = invoice_counters.last_number + 1 RETURNING last_number`,
    [series],
  );
  return rows[0].last_number;
}
