import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartLookup } from '../queries/cart-lookup.service';
import type { CartActor } from './cart-actor';
import { CartFolds } from './cart-folds';
import { CartCommandRunner } from './cart-runner.service';

/** `DELETE api/cartlines/{id}`: the line leaves its cart (a reward leaves its contribution). */
export class RemoveLineCommand extends Command<void> {
  constructor(
    readonly actor: CartActor,
    readonly lineId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveLineCommand)
export class RemoveLineHandler implements ICommandHandler<RemoveLineCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly folds: CartFolds,
    private readonly lookup: CartLookup,
  ) {}

  async execute({ actor, lineId }: RemoveLineCommand): Promise<void> {
    const cartId = this.folds.cartOfLine(lineId) ?? (await this.lookup.cartOfLine(lineId));
    await this.runner.run(cartId, actor, () => ({ type: 'RemoveLine', lineId }));
  }
}
