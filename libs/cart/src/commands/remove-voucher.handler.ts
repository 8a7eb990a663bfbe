import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CartLookup } from '../queries/cart-lookup.service';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/** Which usage to take off: by the code on a cart (`DELETE carts/{id}/voucher/`) or by its id (`DELETE voucher-usages/{id}`). */
export type VoucherUsageRef = { cartId: string; code: string } | { usageId: string };

/** Takes a voucher off a cart; the cart's answer for the first form, nothing for the second. */
export class RemoveVoucherCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly ref: VoucherUsageRef,
  ) {
    super();
  }
}

@CommandHandler(RemoveVoucherCommand)
export class RemoveVoucherHandler implements ICommandHandler<RemoveVoucherCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly lookup: CartLookup,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, ref }: RemoveVoucherCommand): Promise<unknown> {
    const cartId = 'usageId' in ref ? await this.lookup.cartOfVoucherUsage(ref.usageId) : ref.cartId;
    const usage = 'usageId' in ref ? { usageId: ref.usageId } : { code: ref.code };
    await this.runner.run(cartId, actor, () => ({ type: 'RemoveVoucher', usage }));
    return 'usageId' in ref ? undefined : this.presenter.cart(cartId, actor.userId);
  }
}
