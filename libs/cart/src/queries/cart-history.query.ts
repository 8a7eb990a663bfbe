import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader } from '@shop/auth';
import type { SerializeContext, ShapeQuery } from '@shop/common';
import { eventStore, replay } from '@shop/event-store';
import { DataSource } from 'typeorm';
import { isUuid, parisDay } from '../commands/cart-actor';
import { cartBatchDecider } from '../domain/cart-batch';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { priceCartView } from '../domain/cart-view';
import type { CartEvent } from '../domain/cart.events';
import { isSettled } from '../domain/payment-terms';
import type { CartRow } from '../serializers/cart-row';
import { CartPresenter } from './cart-presenter.service';

const notFound = () => CartRefusal.detail(M.cartMissing, 404);

/** `GET api/staff/carts/{id}/events/`: a cart's whole stream, in order, with who and when. */
export class GetCartEventsQuery extends Query<unknown[]> {
  constructor(readonly cartId: string) {
    super();
  }
}

/** `GET api/staff/carts/{id}/state/?version=N`: the cart as it was once event N happened (the last when N is absent). */
export class GetCartStateQuery extends Query<unknown> {
  constructor(
    readonly cartId: string,
    readonly version: number | null,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

@QueryHandler(GetCartEventsQuery)
export class GetCartEventsHandler implements IQueryHandler<GetCartEventsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ cartId }: GetCartEventsQuery): Promise<unknown[]> {
    if (!isUuid(cartId)) throw notFound();
    const events = await eventStore.read<CartEvent>(this.db.manager, cartId);
    if (events.length === 0) throw notFound();
    return events.map((e) => ({
      version: e.version,
      type: e.type,
      data: e.data,
      metadata: e.metadata,
      recorded_at: new Date(e.recordedAt).toISOString(),
    }));
  }
}

@QueryHandler(GetCartStateQuery)
export class GetCartStateHandler implements IQueryHandler<GetCartStateQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ cartId, version, shape, ctx }: GetCartStateQuery): Promise<unknown> {
    if (!isUuid(cartId)) throw notFound();
    const events = await eventStore.read<CartEvent>(this.db.manager, cartId, version ?? undefined);
    const last = events[events.length - 1];
    // Past the last version there is no such state: read returns fewer events than asked for.
    if (!last || (version !== null && last.version !== version)) throw notFound();
    // The same evolve as the commands: the state is the events' fold, never the read model's copy.
    const state = replay(cartBatchDecider, events);
    const terms = await this.accounts.buyerTerms(state.ownerId);
    const row: CartRow = {
      id: cartId,
      reference: state.reference,
      status: state.status,
      owner_id: state.ownerId,
      state,
      // Priced on the day of event N, as the shopper saw it then.
      pricing: priceCartView(state, terms, parisDay(last.metadata.at)),
      paid: isSettled(state),
      paid_with: state.status === 2 ? state.paymentMeans : null,
      invoice_number: state.invoiceNumber,
      invoice_date: state.invoiceDate,
      payment_due_date: state.paymentDueDate,
    };
    // Who the order is for, by address: staff opening it from a bookmark read it as from the list.
    const owner = state.ownerId === null ? null : ((await this.accounts.emails([state.ownerId])).get(state.ownerId) ?? null);
    return { version: last.version, owner_email: owner, ...((await this.presenter.many([row], shape, ctx))[0] as object) };
  }
}
