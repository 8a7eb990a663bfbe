import { Injectable } from '@nestjs/common';
import { preparedQuery } from '@shop/common';
import type { EntityManager } from 'typeorm';

/** A variant's stock as read under its row lock. */
export interface LockedVariant {
  id: number;
  productId: number;
  stock: number;
}

/**
 * The stock of product variants, for the cart's holds and payments: read under row locks in the
 * caller's transaction, and lowered by what a payment takes. The catalogue owns `product_variants`;
 * the cart never writes it itself.
 */
@Injectable()
export class VariantStock {
  /** Locks the variants' rows (in id order: two transactions never wait on each other crosswise) and reads their stock. */
  async lock(tx: EntityManager, ids: number[]): Promise<LockedVariant[]> {
    if (ids.length === 0) return [];
    const rows = await tx.query<{ id: number; product_id: number; stock: number }[]>(
      'SELECT id, product_id, stock FROM product_variants WHERE id = ANY($1) ORDER BY id FOR UPDATE',
      [ids],
    );
    return rows.map((r) => ({ id: r.id, productId: r.product_id, stock: r.stock }));
  }

  /** Paid units leave the stock for good (never below zero: what was paid late, after its hold expired, ships too). */
  async take(tx: EntityManager, taken: Map<number, number>): Promise<void> {
    if (taken.size === 0) return;
    await preparedQuery(
      tx,
      `UPDATE product_variants v SET stock = greatest(0, v.stock - t.quantity), updated_at = now()
         FROM unnest($1::int[], $2::int[]) AS t(variant_id, quantity)
        WHERE t.variant_id = v.id`,
      [[...taken.keys()], [...taken.values()]],
    );
  }
}
