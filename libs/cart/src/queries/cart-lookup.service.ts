import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '@shop/common';
import { DataSource } from 'typeorm';
import { isUuid } from '../commands/cart-actor';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { CART_ROW_COLUMNS, CartRow } from '../serializers/cart-row';

const notFound = () => CartRefusal.detail(M.cartMissing, 404);

/** Finds carts in the read model: by id for a viewer, by one of their line or voucher-usage ids, a user's active cart. */
@Injectable()
export class CartLookup {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The cart as its viewer may see it: an owned cart only by its owner, a merged cart by nobody (404).
   * `written`: the row a command's transaction just wrote, answered without reading it again.
   */
  async visible(cartId: string, viewerId: number | null, written?: CartRow | null): Promise<CartRow> {
    if (!isUuid(cartId)) throw notFound();
    const [row] = written?.id === cartId ? [written] : await preparedQuery<CartRow>(this.db, `SELECT ${CART_ROW_COLUMNS} FROM carts c WHERE c.id = $1`, [cartId]);
    if (!row || (row.owner_id !== null && row.owner_id !== viewerId) || row.state.mergedInto) throw notFound();
    return row;
  }

  /** The cart holding a line (the line ids are unique across carts); authorization is the command's. */
  async cartOfLine(lineId: string): Promise<string> {
    return this.findBy(lineId, `c.state -> 'lines' @> $1::jsonb`, [{ lineId }]);
  }

  async cartOfVoucherUsage(usageId: string): Promise<string> {
    return this.findBy(usageId, `c.state -> 'vouchers' @> $1::jsonb`, [{ usageId }]);
  }

  /** The user's open cart last changed, other than `except`: where an anonymous cart merges at login. */
  async activeCartOf(userId: number, except: string): Promise<string | null> {
    const [row] = await this.db.query<{ id: string }[]>('SELECT id FROM carts WHERE owner_id = $1 AND status = 0 AND id <> $2 ORDER BY last_modified_at DESC, id LIMIT 1', [
      userId,
      except,
    ]);
    return row?.id ?? null;
  }

  /** The user's cart in progress (open or confirmed, never merged), the one changed last; null when they have none. */
  async currentCartOf(userId: number): Promise<string | null> {
    const [row] = await this.db.query<{ id: string }[]>(
      `SELECT id FROM carts WHERE owner_id = $1 AND status IN (0, 1) AND state->>'mergedInto' IS NULL
       ORDER BY last_modified_at DESC, id LIMIT 1`,
      [userId],
    );
    return row?.id ?? null;
  }

  private async findBy(id: string, condition: string, contains: unknown): Promise<string> {
    if (!isUuid(id)) throw notFound();
    const [row] = await this.db.query<{ id: string }[]>(`SELECT c.id FROM carts c WHERE ${condition}`, [JSON.stringify(contains)]);
    if (!row) throw notFound();
    return row.id;
  }
}
