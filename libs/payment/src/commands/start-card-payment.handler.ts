import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountReader } from '@shop/auth';
import { CartCommandRunner, leftToPayAfterVouchers, type CartActor } from '@shop/cart';
import { CatalogueReader } from '@shop/catalogue';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { buildPaymentForm, type MoneticoMerchant } from '../domain/monetico-form';
import { bankPaymentData, newPaymentReference, type BankPaymentData } from '../domain/payment-data';

/** The merchant account of the configuration. */
export const merchantOf = (config: AppConfig): MoneticoMerchant => ({ url: config.bankUrl, tpe: config.moneticoTpe, companyCode: config.moneticoCompany, key: config.moneticoKey });

/**
 * `GET api/carts/{id}/payment/`: a new payment attempt of the owner's confirmed cart (a reference of
 * its own, recorded as a cart event with the amount asked), then the sealed bank form for it.
 */
export class StartCardPaymentCommand extends Command<BankPaymentData> {
  constructor(
    readonly actor: CartActor & { userId: number },
    readonly cartId: string,
  ) {
    super();
  }
}

@CommandHandler(StartCardPaymentCommand)
export class StartCardPaymentHandler implements ICommandHandler<StartCardPaymentCommand> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: CartCommandRunner,
    private readonly accounts: AccountReader,
    private readonly catalogue: CatalogueReader,
  ) {}

  async execute({ actor, cartId }: StartCardPaymentCommand): Promise<BankPaymentData> {
    const reference = newPaymentReference();
    const outcome = await this.runner.run(cartId, actor, (state, { at }) => ({
      type: 'StartPaymentAttempt',
      reference,
      amountCents: leftToPayAfterVouchers(state) ?? 0,
      startedAt: at,
      payerId: actor.userId,
    }));
    const { state } = outcome;
    const attempt = state.paymentAttempts.find((a) => a.reference === reference);
    if (!attempt) throw new Error(`tentative ${reference} non enregistrée`);
    // The billing address and the payer's mail (accounts), the label's slug (catalogue), read at once.
    const billingId = state.billingAddressId;
    const [addresses, payer, labelSlugs] = await Promise.all([
      this.accounts.addresses(billingId === null ? [] : [billingId]),
      this.accounts.contact(actor.userId),
      this.catalogue.labelSlugs([state.labelId]),
    ]);
    const billing = billingId === null ? undefined : addresses.get(billingId);
    const base = this.config.publicUrl;
    const labelSlug = labelSlugs.get(state.labelId) ?? 'exemplaire';
    const form = buildPaymentForm(merchantOf(this.config), {
      reference,
      amountCents: attempt.amountCents,
      email: payer?.email ?? '',
      at: new Date(attempt.startedAt),
      freeText: cartId,
      returnOkUrl: `${base}/${labelSlug}/checkout/complete/${cartId}`,
      returnErrorUrl: `${base}/${labelSlug}/checkout/summary?fail=1`,
      billing: {
        addressLine1: billing?.address ?? '',
        city: billing?.city ?? '',
        postalCode: billing?.postal_code ?? '',
        country: (billing?.country.code ?? 'FR').trim(),
        ...(billing ? { firstName: billing.firstname, lastName: billing.lastname } : {}),
      },
    });
    return bankPaymentData(form);
  }
}
