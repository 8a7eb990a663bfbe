import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartCommandRunner, type CartActor } from '@shop/cart';

/**
 * `POST api/staff/carts/{id}/settle/`: staff record that the money of an order on terms (direct
 * debit, wire) came in; the order becomes paid. Recorded as PaymentSettled under the staff member's
 * id; settling twice changes nothing, and only an order on terms can be settled.
 */
export class SettlePaymentCommand extends Command<void> {
  constructor(
    readonly staff: { userId: number; requestId: string },
    readonly cartId: string,
  ) {
    super();
  }
}

@CommandHandler(SettlePaymentCommand)
export class SettlePaymentHandler implements ICommandHandler<SettlePaymentCommand> {
  constructor(private readonly runner: CartCommandRunner) {}

  async execute({ staff, cartId }: SettlePaymentCommand): Promise<void> {
    const actor: CartActor = { userId: staff.userId, isBookseller: false, requestId: staff.requestId, staff: true };
    await this.runner.run(cartId, actor, (_state, { at }) => ({ type: 'SettlePayment', settledAt: at }));
  }
}
