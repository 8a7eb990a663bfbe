import { HttpException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountReader } from '@shop/auth';
import { CartCommandRunner, DEFAULT_TERM_DAYS, PAYMENT_TERMS_MESSAGES as M, type CartActor, type DeferredMeans } from '@shop/cart';

/** The bookseller gives their IBAN in their area before paying by direct debit. */
export const IBAN_MISSING = M.ibanMissing;

/**
 * `POST api/carts/{id}/direct_debit/` and `POST api/carts/{id}/wire/`: a bookseller places their
 * confirmed order and pays later. In one cart transaction: CartPaid with the means (status 2, so the
 * same effects as any payment: invoice number, contributions, stock, confirmation mail), then
 * PaymentTermsGranted with the due date. The order stays unpaid (`paid` false) until staff settle it.
 */
export class PayOnTermsCommand extends Command<void> {
  constructor(
    readonly actor: CartActor & { userId: number },
    readonly cartId: string,
    readonly means: DeferredMeans,
  ) {
    super();
  }
}

@CommandHandler(PayOnTermsCommand)
export class PayOnTermsHandler implements ICommandHandler<PayOnTermsCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly accounts: AccountReader,
  ) {}

  async execute({ actor, cartId, means }: PayOnTermsCommand): Promise<void> {
    if (!actor.isBookseller) throw new HttpException({ detail: M.booksellersOnly }, 403);
    // The bookseller's own debit term (90 days unless staff agreed another); a wire is always 90 days end of month.
    const termDays = means === 'sepa-debit' ? ((await this.accounts.sepaTermDays(actor.userId)) ?? DEFAULT_TERM_DAYS) : DEFAULT_TERM_DAYS;
    // A wire needs no IBAN: only a direct debit asks whether one is on file.
    const ibanOnFile = means !== 'sepa-debit' || (await this.accounts.hasIban(actor.userId));
    await this.runner.run(cartId, actor, (_state, { at, today }) => ({
      type: 'PayOnTerms',
      means,
      payerId: actor.userId,
      ibanOnFile,
      termDays,
      at,
      today,
    }));
  }
}
