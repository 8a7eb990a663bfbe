import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountReader } from '@shop/auth';
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
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
    readonly changes: DeliveryChanges,
  ) {
    super();
  }
}

@CommandHandler(UpdateDeliveryCommand)
export class UpdateDeliveryHandler implements ICommandHandler<UpdateDeliveryCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly accounts: AccountReader,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, cartId, changes }: UpdateDeliveryCommand): Promise<unknown> {
    const ownedAddressIds = await this.ownedAmongChosen(actor, changes);
    await this.runner.run(cartId, actor, () => {
      const commands: CartCommand[] = [];
      if (changes.shippingAddressId !== undefined || changes.billingAddressId !== undefined) {
        commands.push({
          type: 'ChooseAddresses',
          callerId: actor.userId,
          shippingAddressId: changes.shippingAddressId,
          billingAddressId: changes.billingAddressId,
          ownedAddressIds,
        });
      }
      if (changes.bundle !== undefined) commands.push({ type: 'ChooseBundle', bundle: changes.bundle });
      return commands;
    });
    return this.presenter.cart(cartId, actor.userId);
  }

  /** Which of the chosen addresses are the caller's, as the address book says (an anonymous caller has none). */
  private async ownedAmongChosen(actor: CartActor, changes: DeliveryChanges): Promise<number[]> {
    const chosen = [changes.shippingAddressId, changes.billingAddressId].filter((id): id is number => typeof id === 'number');
    if (actor.userId === null || chosen.length === 0) return [];
    return [...(await this.accounts.ownedAddressIds(actor.userId, chosen))];
  }
}
