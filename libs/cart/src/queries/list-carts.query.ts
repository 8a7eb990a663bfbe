import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, ListQuerySpec, Page, paginate, SerializeContext } from '@shop/common';
import { DataSource } from 'typeorm';
import { CART_ROW_COLUMNS, CartRow } from '../serializers/cart-row';
import { CART_EXPANDABLE } from '../serializers/cart.serializer';
import { CartPresenter } from './cart-presenter.service';

/** What `GET api/carts/` accepts: the order list asks `status=2&ordering=-last_modified_at`. */
export const CART_LIST_SPEC: ListQuerySpec = {
  ordering: { last_modified_at: 'c.last_modified_at', created_at: 'c.created_at', paid_at: 'c.paid_at', invoice_date: 'c.invoice_date', reference: 'c.reference' },
  defaultOrdering: ['-last_modified_at'],
  filters: { status: 'smallint', paid: 'boolean' },
  expandable: CART_EXPANDABLE,
};

/** The caller's own carts, one DRF page: another user's carts never appear. */
export class ListCartsQuery extends Query<Page<unknown>> {
  constructor(
    readonly ownerId: number,
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

@QueryHandler(ListCartsQuery)
export class ListCartsHandler implements IQueryHandler<ListCartsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ ownerId, list, url, ctx }: ListCartsQuery): Promise<Page<unknown>> {
    const params: unknown[] = [ownerId];
    let where = 'c.owner_id = $1';
    if (list.filters.status !== undefined) where += ` AND c.status = $${params.push(list.filters.status)}`;
    if (list.filters.paid !== undefined) where += ` AND c.paid = $${params.push(list.filters.paid)}`;
    // Columns come from the spec's whitelist only; nulls last ascending, first descending, id breaks ties.
    const order = list.ordering
      .map((o) => `${o.column} ${o.direction} NULLS ${o.direction === 'ASC' ? 'LAST' : 'FIRST'}`)
      .concat('c.id ASC')
      .join(', ');
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM carts c WHERE ${where}`, params);
    const rows = await this.db.query<CartRow[]>(
      `SELECT ${CART_ROW_COLUMNS} FROM carts c WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, list.limit, list.offset],
    );
    return paginate(url, count, await this.presenter.many(rows, list, ctx), list.limit, list.offset);
  }
}
