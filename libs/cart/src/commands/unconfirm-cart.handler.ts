import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/** `GET api/carts/{id}/unconfirm`: back to an open cart, to change it before paying. */
export class UnconfirmCartCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
  ) {
    super();
  }
}

@CommandHandler(UnconfirmCartCommand)
export class UnconfirmCartHandler implements ICommandHandler<UnconfirmCartCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, cartId }: UnconfirmCartCommand): Promise<unknown> {
    await this.runner.run(cartId, actor, () => ({ type: 'Unconfirm', reason: 'customer' }));
    return this.presenter.cart(cartId, actor.userId);
  }
}
