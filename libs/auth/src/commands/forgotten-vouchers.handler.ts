import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueInOutbox, parisDay } from '@shop/common';
import { DataSource } from 'typeorm';
import { AccountHoldings } from '../holdings/account-holdings';
import { forgottenVouchersMail } from '../mail/account-mails';
import { DEFAULT_LABEL_ID, LabelResolver } from '../security/label-resolver';

/**
 * `POST api/forgot-voucher`: mails the usable codes bought by (or given to the account of) an
 * address. Same answer whether there are any or not, so it tells nothing about that address.
 */
export class SendForgottenVouchersCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly label: number | string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(SendForgottenVouchersCommand)
export class SendForgottenVouchersHandler implements ICommandHandler<SendForgottenVouchersCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly holdings: AccountHoldings,
    private readonly labels: LabelResolver,
  ) {}

  async execute({ email, label, now }: SendForgottenVouchersCommand): Promise<void> {
    const requestedLabel = label === undefined ? undefined : await this.labels.labelId(label);
    const [owner] = await this.db.query<{ id: number; label_id: number | null }[]>('SELECT id, label_id FROM users WHERE lower(email) = lower($1)', [email]);
    const vouchers = await this.holdings.usableVouchersOf(email, parisDay(now), owner?.id ?? null);
    if (vouchers.length === 0) return;
    await this.db.transaction((manager) => enqueueInOutbox(manager, forgottenVouchersMail(email, requestedLabel ?? owner?.label_id ?? DEFAULT_LABEL_ID, vouchers)));
  }
}
