import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CatalogueReader } from '@shop/catalogue';
import { randomUUID } from 'node:crypto';
import type { CartEvent } from '../domain/cart.events';
import type { GiftNote } from '../domain/cart.types';
import { productSnapshot } from '../domain/product-snapshot';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartLineRepresentation } from '../serializers/cart.serializer';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/** `POST api/carts/products`: a book, goodie or gift card into a cart, snapshotted from the catalogue. */
export class AddProductCommand extends Command<CartLineRepresentation | null> {
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
    readonly productId: number,
    readonly quantity: number,
    readonly variantId: number | null,
    /** The recipient and message of a gift card bought as a gift. */
    readonly gift: GiftNote | null = null,
  ) {
    super();
  }
}

@CommandHandler(AddProductCommand)
export class AddProductHandler implements ICommandHandler<AddProductCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly catalogue: CatalogueReader,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, cartId, productId, quantity, variantId, gift }: AddProductCommand): Promise<CartLineRepresentation | null> {
    // The price the reader was shown (the catalogue's short-lived cache); confirmation re-reads them all.
    const facts = (await this.catalogue.cachedProductFacts([productId])).get(productId);
    const lineId = randomUUID();
    const outcome = await this.runner.run(cartId, actor, (_state, { today }) => ({
      type: 'AddProduct',
      lineId,
      productId,
      product: facts ? productSnapshot(facts, variantId, today) : null,
      labelSales: facts?.labelSales ?? null,
      variantId,
      quantity,
      viewerIsBookseller: actor.isBookseller,
      gift,
    }));
    // The same product again raises the quantity of its line: answer that line.
    const events = outcome.newEvents.map((e) => ({ type: e.type, data: e.data }) as CartEvent);
    const touched = events.map((e) => (e.type === 'LineAdded' ? e.data.line.lineId : e.type === 'LineQuantityChanged' ? e.data.lineId : null)).find(Boolean);
    // Answered from the row the transaction wrote: no second read.
    return this.presenter.line(cartId, touched ?? lineId, actor.userId, outcome.row);
  }
}
