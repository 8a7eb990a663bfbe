import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CartCommandRunner, leftToPayAfterVouchers, type CartActor } from '@shop/cart';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { DataSource } from 'typeorm';
import { buildPaymentForm, type MoneticoMerchant } from '../domain/monetico-form';
import { bankPaymentData, newPaymentReference, type BankPaymentData } from '../domain/payment-data';

interface BillingRow {
  address: string;
  city: string;
  postal_code: string;
  country: string;
  firstname: string;
  lastname: string;
}

/** The merchant account of the configuration. */
export const merchantOf = (config: AppConfig): MoneticoMerchant => ({ url: config.bankUrl, tpe: config.moneticoTpe, companyCode: config.moneticoCompany, key: config.moneticoKey });

/**
 * `GET api/carts/{id}/payment/`: a new payment attempt of the owner's confirmed cart (a reference of
 * its own, recorded as a cart event with the amount asked), then the sealed bank form for it.
 */
export class StartCardPaymentCommand extends Command<BankPaymentData> {
  constructor(readonly actor: CartActor & { userId: number }, readonly cartId: string) {
    super();
  }
}

@CommandHandler(StartCardPaymentCommand)
export class StartCardPaymentHandler implements ICommandHandler<StartCardPaymentCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: CartCommandRunner,
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
    const [[billing], [user], [label]] = await Promise.all([
      this.db.query<BillingRow[]>('SELECT address, city, postal_code, country, firstname, lastname FROM addresses WHERE id = $1', [state.billingAddressId]),
      this.db.query<{ email: string }[]>('SELECT email FROM users WHERE id = $1', [actor.userId]),
      this.db.query<{ slug: string }[]>('SELECT slug FROM labels WHERE id = $1', [state.labelId]),
    ]);
    const base = this.config.publicUrl;
    const labelSlug = label?.slug ?? 'exemplaire';
    const form = buildPaymentForm(merchantOf(this.config), {
      reference,
      amountCents: attempt.amountCents,
      email: user?.email ?? '',
      at: new Date(attempt.startedAt),
      freeText: cartId,
      returnOkUrl: `${base}/${labelSlug}/checkout/complete/${cartId}`,
      returnErrorUrl: `${base}/${labelSlug}/checkout/summary?fail=1`,
      billing: {
        addressLine1: billing?.address ?? '',
        city: billing?.city ?? '',
        postalCode: billing?.postal_code ?? '',
        country: (billing?.country ?? 'FR').trim(),
        ...(billing ? { firstName: billing.firstname, lastName: billing.lastname } : {}),
      },
    });
    return bankPaymentData(form);
  }
}
