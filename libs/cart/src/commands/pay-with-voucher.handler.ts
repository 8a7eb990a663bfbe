import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/**
 * `POST api/carts/{id}/pay_with_voucher/`: a confirmed cart its vouchers cover entirely is paid
 * with them ('Valider' of the summary). The payment's effects (invoice number, vouchers spent,
 * contributions, mail) happen in the same transaction.
 */
export class PayWithVoucherCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
  ) {
    super();
  }
}

@CommandHandler(PayWithVoucherCommand)
export class PayWithVoucherHandler implements ICommandHandler<PayWithVoucherCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, cartId }: PayWithVoucherCommand): Promise<unknown> {
    await this.runner.run(cartId, actor, (_state, { at }) => ({ type: 'PayWithVouchers', paidAt: at }));
    return this.presenter.cart(cartId, actor.userId);
  }
}
