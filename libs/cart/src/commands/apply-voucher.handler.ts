import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { VoucherClaimLimiter, VoucherLedger } from '@shop/wallet';
import { priceCartView } from '../domain/cart-view';
import { isUsableVoucher } from '../domain/voucher-code';
import { CartLookup } from '../queries/cart-lookup.service';
import { CartPresenter } from '../queries/cart-presenter.service';
import { CartActor, parisDay } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/**
 * `POST api/carts/{id}/voucher/ {code}`: any valid, unexpired code with something left, that no
 * other account claimed, for at most what is left to pay. The voucher is spent only when the order is paid.
 */
export class ApplyVoucherCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
    readonly code: string,
    readonly ip: string,
  ) {
    super();
  }
}

@CommandHandler(ApplyVoucherCommand)
export class ApplyVoucherHandler implements ICommandHandler<ApplyVoucherCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly vouchers: VoucherLedger,
    private readonly presenter: CartPresenter,
    private readonly lookup: CartLookup,
    private readonly limiter: VoucherClaimLimiter,
  ) {}

  async execute({ actor, cartId, code, ip }: ApplyVoucherCommand): Promise<unknown> {
    // The answer tells whether a code exists: codes count against the cart's owner (or the anonymous
    // cart) and the IP before they are looked up, as on the account page, so codes cannot be found by
    // trying them (not even many at once); a right code gives its points back.
    const cart = await this.lookup.visible(cartId, actor.userId);
    const attempt = await this.limiter.begin(cart.owner_id ?? { cartId: cart.id }, ip);
    const voucher = await this.vouchers.typed(code, parisDay(new Date()));
    if (isUsableVoucher(voucher, cart.owner_id)) await attempt.rightCode();
    await this.runner.run(cartId, actor, (state, { terms, today }) => ({
      type: 'ApplyVoucher',
      usageId: randomUUID(),
      voucher,
      remainingToPayCents: priceCartView(state, terms, today).totals.remainingToPayCents,
    }));
    return this.presenter.cart(cartId, actor.userId);
  }
}
