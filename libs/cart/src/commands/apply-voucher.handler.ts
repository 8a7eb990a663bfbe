import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { priceCartView } from '../domain/cart-view';
import { CartPresenter } from '../queries/cart-presenter.service';
import { VoucherLedger } from '../vouchers/voucher-ledger';
import { CartActor, parisDay } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/**
 * `POST api/carts/{id}/voucher/ {code}`: any valid, unexpired code with something left, for at
 * most what is left to pay. The voucher is spent only when the order is paid.
 */
export class ApplyVoucherCommand extends Command<unknown> {
  constructor(readonly actor: CartActor, readonly cartId: string, readonly code: string) {
    super();
  }
}

@CommandHandler(ApplyVoucherCommand)
export class ApplyVoucherHandler implements ICommandHandler<ApplyVoucherCommand> {
  constructor(private readonly runner: CartCommandRunner, private readonly vouchers: VoucherLedger, private readonly presenter: CartPresenter) {}

  async execute({ actor, cartId, code }: ApplyVoucherCommand): Promise<unknown> {
    const voucher = await this.vouchers.usable(code, parisDay(new Date()));
    await this.runner.run(cartId, actor, (state, { terms, today }) => ({
      type: 'ApplyVoucher',
      usageId: randomUUID(),
      code: voucher.code,
      availableCents: voucher.remainingCents,
      remainingToPayCents: priceCartView(state, terms, today).totals.remainingToPayCents,
    }));
    return this.presenter.cart(cartId, actor.userId);
  }
}
