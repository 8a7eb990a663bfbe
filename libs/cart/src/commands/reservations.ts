import { preparedQuery, type SqlParams } from '@shop/common';
import type { EntityManager } from 'typeorm';
import { requireUnitsLeft } from '../domain/stock-holds';
import type { CartState } from '../domain/cart.types';

/** How long a confirmed, unpaid cart holds its limited rewards and variant stock. */
export const RESERVATION_MINUTES = 30;

/**
 * Whether a line may take held units (a reward, possibly limited, or a variant's stock): the
 * commands on a cart with such lines hold, release and consume them under row locks, in a transaction.
 */
export const mayHoldStock = (line: CartState['lines'][number]): boolean => line.contributionId !== null || line.variantId !== null;

/** Units a cart takes, by key (a reward's product id, or a variant id). */
function count(entries: [number, number][]): Map<number, number> {
  const held = new Map<number, number>();
  for (const [key, quantity] of entries) held.set(key, (held.get(key) ?? 0) + quantity);
  return held;
}

/** Units held by other confirmed carts whose hold has not expired (`variant_id` null: a reward's own limit). */
const LIVE_HOLDS = `SELECT coalesce(sum(r.quantity), 0) FROM reservations r JOIN carts c ON c.id = r.cart_id
  WHERE r.cart_id <> $2 AND c.status = 1 AND r.expires_at > $3`;

/**
 * Holds a confirmed cart's limited rewards and variant stock, in the confirming transaction. The
 * reward and variant rows are locked (in id order: no deadlock between two carts), then what is left
 * is counted: a reward's limit minus paid contributions, a variant's stock, minus the live holds of
 * other confirmed carts. Too few: the whole confirmation rolls back with a French refusal.
 * The locked tables are crowdfunding's and the catalogue's: the lock must sit in this transaction.
 */
export async function reserveStock(tx: EntityManager, state: CartState, at: string): Promise<void> {
  const rewards = count(state.lines.filter((l) => l.contributionId !== null).map((l) => [l.product.productId, l.quantity]));
  const variants = count(state.lines.filter((l) => l.variantId !== null).map((l) => [l.variantId as number, l.quantity]));
  const holds: { productId: number; variantId: number | null; quantity: number }[] = [];
  if (rewards.size > 0) {
    const limited = await tx.query<{ product_id: number; limited_quantity: number | null }[]>(
      'SELECT product_id, limited_quantity FROM compensations WHERE product_id = ANY($1) AND limited ORDER BY product_id FOR UPDATE',
      [[...rewards.keys()]],
    );
    for (const { product_id: productId, limited_quantity: limit } of limited) {
      const [{ taken }] = await tx.query<{ taken: string }[]>(
        `SELECT (SELECT coalesce(sum(quantity), 0) FROM contribution_rewards WHERE compensation_id = $1)
              + (${LIVE_HOLDS} AND r.product_id = $1 AND r.variant_id IS NULL) AS taken`,
        [productId, state.cartId, at],
      );
      const left = (limit ?? 0) - Number(taken);
      const quantity = rewards.get(productId) ?? 0;
      requireUnitsLeft('reward', quantity, left);
      holds.push({ productId, variantId: null, quantity });
    }
  }
  if (variants.size > 0) {
    const stocks = await tx.query<{ id: number; product_id: number; stock: number }[]>(
      'SELECT id, product_id, stock FROM product_variants WHERE id = ANY($1) ORDER BY id FOR UPDATE',
      [[...variants.keys()]],
    );
    for (const { id, product_id: productId, stock } of stocks) {
      const [{ taken }] = await tx.query<{ taken: string }[]>(`SELECT (${LIVE_HOLDS} AND r.variant_id = $1) AS taken`, [id, state.cartId, at]);
      const left = stock - Number(taken);
      const quantity = variants.get(id) ?? 0;
      requireUnitsLeft('variant', quantity, left);
      holds.push({ productId, variantId: id, quantity });
    }
  }
  await releaseStock(tx, state.cartId);
  const expiresAt = new Date(Date.parse(at) + RESERVATION_MINUTES * 60_000).toISOString();
  for (const h of holds) {
    await tx.query('INSERT INTO reservations (cart_id, product_id, variant_id, quantity, expires_at) VALUES ($1, $2, $3, $4, $5)', [
      state.cartId,
      h.productId,
      h.variantId,
      h.quantity,
      expiresAt,
    ]);
  }
}

/**
 * A paid cart's variants leave the stock for good (paid late, after its hold expired, too: what is
 * paid ships), then its holds go; a paid reward is counted by its contribution from now on.
 */
export async function consumeStock(tx: EntityManager, cartId: string): Promise<void> {
  // One statement: the holds go, and the variants they held lose what was paid.
  await preparedQuery(
    tx,
    `WITH released AS (DELETE FROM reservations WHERE cart_id = $1 RETURNING variant_id, quantity)
     UPDATE product_variants v SET stock = greatest(0, v.stock - r.quantity), updated_at = now()
       FROM (SELECT variant_id, sum(quantity)::int AS quantity FROM released WHERE variant_id IS NOT NULL GROUP BY variant_id) r
      WHERE r.variant_id = v.id`,
    [cartId],
  );
}

/** Gives back what a cart held: it is open again. */
export async function releaseStock(tx: EntityManager, cartId: string): Promise<void> {
  await preparedQuery(tx, 'DELETE FROM reservations WHERE cart_id = $1', [cartId]);
}

/** The same release as a CTE named `name` of a statement, run only if the CTE `from` has a row. */
export function releaseStockAlongside(params: SqlParams, name: string, from: string, cartId: string): string {
  return `${name} AS (DELETE FROM reservations WHERE cart_id = ${params.add(cartId, 'uuid')} AND EXISTS (SELECT 1 FROM ${from}) RETURNING cart_id)`;
}
