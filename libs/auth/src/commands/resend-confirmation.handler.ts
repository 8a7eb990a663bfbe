import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueInOutbox } from '@shop/common';
import { DataSource } from 'typeorm';
import { accountConfirmationMail } from '../mail/account-mails';
import { AccountTokenStore } from '../security/account-token.store';
import { DEFAULT_LABEL_ID, LabelResolver } from '../security/label-resolver';

/**
 * `POST api/users/confirm/resend/`: a new confirmation link for an account never validated; the
 * previous links stop working. Answers the same whether the address exists, is waiting or is active.
 */
export class ResendConfirmationCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly label: number | string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}

@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly labels: LabelResolver,
  ) {}

  async execute({ email, label, now }: ResendConfirmationCommand): Promise<void> {
    // The label is checked first: a 400 only for existing accounts would tell which ones exist.
    const requestedLabel = label === undefined ? undefined : await this.labels.labelId(label);
    await this.db.transaction(async (manager) => {
      // Never confirmed only: an account staff disabled after confirmation is not reopened by mail.
      const [user] = await manager.query<{ id: number; email: string; label_id: number | null }[]>(
        `SELECT id, email, label_id FROM users
          WHERE lower(email) = lower($1) AND NOT is_active AND email_confirmed_at IS NULL
          FOR UPDATE`,
        [email],
      );
      if (!user) return;
      await this.tokens.spendAll(manager, user.id, 'account-confirmation', now);
      const token = await this.tokens.issue(manager, user.id, 'account-confirmation', now);
      await enqueueInOutbox(manager, accountConfirmationMail(user.email, requestedLabel ?? user.label_id ?? DEFAULT_LABEL_ID, token));
    });
  }
}
