import { Injectable } from '@nestjs/common';
import { VariantStock } from '@shop/catalogue';
import { preparedQuery, type SqlParams } from '@shop/common';
import { RewardLimits } from '@shop/crowdfunding';
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
const LIVE_HOLDS = `SELECT coalesce(sum(r.quantity), 0) AS held FROM reservations r JOIN carts c ON c.id = r.cart_id
  WHERE r.cart_id <> $2 AND c.status = 1 AND r.expires_at > $3`;

/**
 * What confirmed carts hold (the `reservations` table, the cart's own), against the limits and
 * stocks that crowdfunding and the catalogue own and lock for it in the command's transaction.
 */
@Injectable()
export class StockHolds {
  constructor(
    private readonly rewards: RewardLimits,
    private readonly variants: VariantStock,
  ) {}

  /**
   * Holds a confirmed cart's limited rewards and variant stock, in the confirming transaction. The
   * reward and variant rows are locked (in id order: no deadlock between two carts), then what is left
   * is counted: a reward's limit minus paid contributions, a variant's stock, minus the live holds of
   * other confirmed carts. Too few: the whole confirmation rolls back with a French refusal.
   */
  async reserve(tx: EntityManager, state: CartState, at: string): Promise<void> {
    const rewards = count(state.lines.filter((l) => l.contributionId !== null).map((l) => [l.product.productId, l.quantity]));
    const variants = count(state.lines.filter((l) => l.variantId !== null).map((l) => [l.variantId as number, l.quantity]));
    const holds: { productId: number; variantId: number | null; quantity: number }[] = [];
    for (const { productId, limit, paid } of await this.rewards.lockLimited(tx, [...rewards.keys()])) {
      const [{ held }] = await tx.query<{ held: string }[]>(`${LIVE_HOLDS} AND r.product_id = $1 AND r.variant_id IS NULL`, [productId, state.cartId, at]);
      const quantity = rewards.get(productId) ?? 0;
      requireUnitsLeft('reward', quantity, limit - paid - Number(held));
      holds.push({ productId, variantId: null, quantity });
    }
    for (const { id, productId, stock } of await this.variants.lock(tx, [...variants.keys()])) {
      const [{ held }] = await tx.query<{ held: string }[]>(`${LIVE_HOLDS} AND r.variant_id = $1`, [id, state.cartId, at]);
      const quantity = variants.get(id) ?? 0;
      requireUnitsLeft('variant', quantity, stock - Number(held));
      holds.push({ productId, variantId: id, quantity });
    }
    await this.release(tx, state.cartId);
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
   * A paid cart's holds go, and the variants they held leave the stock for good (paid late, after
   * its hold expired, too: what is paid ships); a paid reward is counted by its contribution from now on.
   */
  async consume(tx: EntityManager, cartId: string): Promise<void> {
    const released = await preparedQuery<{ variant_id: number | null; quantity: number }>(tx, 'DELETE FROM reservations WHERE cart_id = $1 RETURNING variant_id, quantity', [
      cartId,
    ]);
    await this.variants.take(tx, count(released.filter((r) => r.variant_id !== null).map((r) => [r.variant_id as number, r.quantity])));
  }

  /** Gives back what a cart held: it is open again. */
  async release(tx: EntityManager, cartId: string): Promise<void> {
    await preparedQuery(tx, 'DELETE FROM reservations WHERE cart_id = $1', [cartId]);
  }
}

/** The same release as a CTE named `name` of a statement, run only if the CTE `from` has a row. */
export function releaseStockAlongside(params: SqlParams, name: string, from: string, cartId: string): string {
  return `${name} AS (DELETE FROM reservations WHERE cart_id = ${params.add(cartId, 'uuid')} AND EXISTS (SELECT 1 FROM ${from}) RETURNING cart_id)`;
}
