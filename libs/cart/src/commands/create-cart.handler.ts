import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CatalogueReader } from '@shop/catalogue';
import { randomInt, randomUUID } from 'node:crypto';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 12 random uppercase letters and digits: the order number people and the bank see. */
export function newReference(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The default label (`exemplaire`), for carts created without naming one. */
const DEFAULT_LABEL_ID = 1;

/** `POST api/carts/`: a new cart, owned by the caller when logged in, with an unguessable id. */
export class CreateCartCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly label: number | string | undefined,
  ) {
    super();
  }
}

@CommandHandler(CreateCartCommand)
export class CreateCartHandler implements ICommandHandler<CreateCartCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly catalogue: CatalogueReader,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, label }: CreateCartCommand): Promise<unknown> {
    // An unknown label is a 400 on `label`, as the catalogue's filters answer.
    const labelId = (await this.catalogue.resolveLabelFilter(label)) ?? DEFAULT_LABEL_ID;
    const cartId = randomUUID();
    for (let attempt = 1; ; attempt++) {
      try {
        await this.runner.run(cartId, actor, () => ({ type: 'CreateCart', cartId, labelId, ownerId: actor.userId, reference: newReference() }));
        break;
      } catch (error) {
        // 36^12 references make a clash all but impossible; should one happen, draw again.
        if ((error as { constraint?: string }).constraint !== 'carts_reference_key' || attempt >= 3) throw error;
      }
    }
    return this.presenter.cart(cartId, actor.userId);
  }
}
