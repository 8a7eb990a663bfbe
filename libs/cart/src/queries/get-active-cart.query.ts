import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SerializeContext, ShapeQuery } from '@shop/common';
import { CartLookup } from './cart-lookup.service';
import { CartPresenter } from './cart-presenter.service';

/**
 * `GET api/carts/active/`: the logged-in user's cart in progress (status 0 or 1, spec §4), the one
 * changed last; null when they have none (the route answers 204: having no cart is no error, and
 * a 404 on every page load would be one in the browser's console). A browser where the user logs in
 * finds it here, so the cart follows the user from one device to another.
 */
export class GetActiveCartQuery extends Query<unknown> {
  constructor(
    readonly userId: number,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

@QueryHandler(GetActiveCartQuery)
export class GetActiveCartHandler implements IQueryHandler<GetActiveCartQuery> {
  constructor(
    private readonly lookup: CartLookup,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ userId, shape, ctx }: GetActiveCartQuery): Promise<unknown> {
    const id = await this.lookup.currentCartOf(userId);
    if (id === null) return null;
    return this.presenter.cart(id, userId, shape, ctx);
  }
}
