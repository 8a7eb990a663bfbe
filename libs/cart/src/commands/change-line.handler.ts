import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { GiftNote } from '../domain/cart.types';
import { CartLookup } from '../queries/cart-lookup.service';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartLineRepresentation } from '../serializers/cart.serializer';
import type { CartActor } from './cart-actor';
import { CartFolds } from './cart-folds';
import { CartCommandRunner } from './cart-runner.service';

/**
 * `PUT api/cartlines/{id}`: quantity and one dedication per unit (spec section 5, 'Cart line'), and
 * a gift card's recipient and message (undefined: unchanged).
 */
export class ChangeLineCommand extends Command<CartLineRepresentation | null> {
  constructor(
    readonly actor: CartActor,
    readonly lineId: string,
    readonly quantity: number | null,
    readonly dedications: string[],
    readonly gift?: GiftNote,
  ) {
    super();
  }
}

@CommandHandler(ChangeLineCommand)
export class ChangeLineHandler implements ICommandHandler<ChangeLineCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly folds: CartFolds,
    private readonly lookup: CartLookup,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, lineId, quantity, dedications, gift }: ChangeLineCommand): Promise<CartLineRepresentation | null> {
    const cartId = this.folds.cartOfLine(lineId) ?? (await this.lookup.cartOfLine(lineId));
    const outcome = await this.runner.run(cartId, actor, () => ({
      type: 'ChangeLine',
      lineId,
      quantity,
      dedications,
      viewerIsBookseller: actor.isBookseller,
      ...(gift ? { gift } : {}),
    }));
    return this.presenter.line(cartId, lineId, actor.userId, outcome.row);
  }
}
