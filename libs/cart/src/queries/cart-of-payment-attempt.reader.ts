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

  /** One prepared statement on the read model, through the GIN index of the attempts; null: no cart has that reference. */
  async find(reference: string): Promise<CartOfPaymentAttempt | null> {
    const [row] = await preparedQuery<{ id: string; owner_id: number | null; attempt: PaymentAttemptInfo }>(
      this.db,
      `SELECT c.id, c.owner_id, jsonb_path_query_first(c.state -> 'paymentAttempts', '$[*] ? (@.reference == $r)', jsonb_build_object('r', $1::text)) AS attempt
         FROM carts c
        WHERE c.state -> 'paymentAttempts' @> jsonb_build_array(jsonb_build_object('reference', $1::text))
        LIMIT 1`,
      [reference],
    );
    return row ? { cartId: row.id, ownerId: row.owner_id, attempt: row.attempt } : null;
  }
}
