import { HttpException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountReader } from '@shop/auth';
import { CartCommandRunner, CartRefusal, DEFAULT_TERM_DAYS, leftToPayAfterVouchers, PAYMENT_TERMS_MESSAGES as M, type CartActor, type DeferredMeans } from '@shop/cart';

/** The bookseller gives their IBAN in their area before paying by direct debit. */
export const IBAN_MISSING = 'Renseignez votre IBAN dans votre espace libraire pour payer par prélèvement.';

/**
 * `POST api/carts/{id}/direct_debit/` and `POST api/carts/{id}/wire/`: a bookseller places their
 * confirmed order and pays later. In one cart transaction: CartPaid with the means (status 2, so the
 * same effects as any payment: invoice number, contributions, stock, confirmation mail), then
 * PaymentTermsGranted with the due date. The order stays unpaid (`paid` false) until staff settle it.
 */
export class PayOnTermsCommand extends Command<void> {
  constructor(readonly actor: CartActor & { userId: number }, readonly cartId: string, readonly means: DeferredMeans) {
    super();
  }
}

@CommandHandler(PayOnTermsCommand)
export class PayOnTermsHandler implements ICommandHandler<PayOnTermsCommand> {
  constructor(private readonly runner: CartCommandRunner, private readonly accounts: AccountReader) {}

  async execute({ actor, cartId, means }: PayOnTermsCommand): Promise<void> {
    if (!actor.isBookseller) throw new HttpException({ detail: M.booksellersOnly }, 403);
    // The bookseller's own debit term (90 days unless staff agreed another); a wire is always 90 days end of month.
    const termDays = means === 'sepa-debit' ? ((await this.accounts.sepaTermDays(actor.userId)) ?? DEFAULT_TERM_DAYS) : DEFAULT_TERM_DAYS;
    const missingIban = means === 'sepa-debit' && !(await this.accounts.hasIban(actor.userId));
    await this.runner.run(cartId, actor, (state, { at, today }) => {
      // Only its owner pays a cart: an anonymous one is not found either.
      if (state.ownerId !== actor.userId) throw CartRefusal.detail('Pas trouvé.', 404);
      // Sent twice (a double click): the order is already placed this way, answer it as it is.
      if (state.status === 2 && state.paymentMeans === means) return [];
      // No account to take the debit from: the order is not placed.
      if (missingIban) throw CartRefusal.detail(IBAN_MISSING);
      const owed = leftToPayAfterVouchers(state);
      if (state.status === 1 && owed === 0) throw CartRefusal.detail(M.nothingToPay);
      return [
        { type: 'MarkPaid', means, amountCents: owed ?? 0, paidAt: at },
        // The invoice is dated the paying day (PaidCartEffects), the day the terms count from.
        { type: 'GrantPaymentTerms', means, invoiceDate: today, termDays },
      ];
    });
  }
}
