import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountReader } from '@shop/auth';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import type { CartCommand } from '../domain/cart.commands';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/** The delivery fields a PATCH may change; absent ones stay as they are. */
export interface DeliveryChanges {
  shippingAddressId?: number | null;
  billingAddressId?: number | null;
  bundle?: boolean | null;
}

/** `PATCH api/carts/{id}/` with addresses and/or the bundle choice. */
export class UpdateDeliveryCommand extends Command<unknown> {
  constructor(readonly actor: CartActor, readonly cartId: string, readonly changes: DeliveryChanges) {
    super();
  }
}

@CommandHandler(UpdateDeliveryCommand)
export class UpdateDeliveryHandler implements ICommandHandler<UpdateDeliveryCommand> {
  constructor(private readonly runner: CartCommandRunner, private readonly accounts: AccountReader, private readonly presenter: CartPresenter) {}

  async execute({ actor, cartId, changes }: UpdateDeliveryCommand): Promise<unknown> {
    const chosen = [changes.shippingAddressId, changes.billingAddressId].filter((id): id is number => typeof id === 'number');
    // Someone else's address does not exist for the caller (404), as in the address book.
    const owned = actor.userId === null ? new Set<number>() : await this.accounts.ownedAddressIds(actor.userId, chosen);
    if (chosen.some((id) => !owned.has(id))) throw CartRefusal.detail(M.cartMissing, 404);
    await this.runner.run(cartId, actor, (state) => {
      const commands: CartCommand[] = [];
      if (changes.shippingAddressId !== undefined || changes.billingAddressId !== undefined) {
        // Addresses go on the caller's own cart only: an anonymous cart is readable by anyone holding its id.
        if (chosen.length > 0 && state.ownerId !== actor.userId) throw CartRefusal.detail(M.cartMissing, 404);
        commands.push({
          type: 'ChooseAddresses',
          shippingAddressId: changes.shippingAddressId !== undefined ? changes.shippingAddressId : state.shippingAddressId,
          billingAddressId: changes.billingAddressId !== undefined ? changes.billingAddressId : state.billingAddressId,
        });
      }
      if (changes.bundle !== undefined) commands.push({ type: 'ChooseBundle', bundle: changes.bundle });
      return commands;
    });
    return this.presenter.cart(cartId, actor.userId);
  }
}
