import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@shop/common';
import { DataSource } from 'typeorm';
import type { PaymentAttemptInfo } from '../domain/payment-attempt';

/** The cart a card payment attempt was started on, and that attempt as the cart recorded it. */
export interface CartOfPaymentAttempt {
  cartId: string;
  ownerId: number | null;
  attempt: PaymentAttemptInfo;
}

/**
 * Finds a cart by the reference of one of its payment attempts (the bank's `reference`): what the
 * payment module needs to act on a bank notification, without reading the carts table itself.
 */
@Injectable()
export class CartOfPaymentAttemptReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * One prepared statement on the read model, through the GIN index of the attempts. No LIMIT (a
   * reference is one attempt's): with one, PostgreSQL's generic plan of the prepared statement
   * scanned the whole table, expecting an early match. The containment value comes as a parameter,
   * not built in SQL for every row a scan meets.
   */
  async find(reference: string): Promise<CartOfPaymentAttempt | null> {
    const [row] = await preparedQuery<{ id: string; owner_id: number | null; attempts: PaymentAttemptInfo[] }>(
      this.db,
      `SELECT id, owner_id, state -> 'paymentAttempts' AS attempts FROM carts WHERE state -> 'paymentAttempts' @> $1::jsonb`,
      [JSON.stringify([{ reference }])],
    );
    const attempt = row?.attempts.find((a) => a.reference === reference);
    return row && attempt ? { cartId: row.id, ownerId: row.owner_id, attempt } : null;
  }
}
