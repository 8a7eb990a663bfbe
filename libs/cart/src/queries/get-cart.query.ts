import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SerializeContext, ShapeQuery } from '@shop/common';
import { CartPresenter } from './cart-presenter.service';

/** `GET api/carts/{id}/`: a cart for its owner, or for whoever holds the id of an anonymous cart. */
export class GetCartQuery extends Query<unknown> {
  constructor(
    readonly cartId: string,
    readonly viewerId: number | null,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery> {
  constructor(private readonly presenter: CartPresenter) {}

  execute({ cartId, viewerId, shape, ctx }: GetCartQuery): Promise<unknown> {
    return this.presenter.cart(cartId, viewerId, shape, ctx);
  }
}
