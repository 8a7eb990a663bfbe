import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { enqueueInOutbox } from '@shop/common';
import { DataSource } from 'typeorm';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { passwordResetMail } from '../mail/account-mails';
import { AccountTokenStore } from '../security/account-token.store';
import { DEFAULT_LABEL_ID, LabelResolver } from '../security/label-resolver';
import { hashPassword, verifyPassword } from '../security/password-hasher';
import { RefreshTokenStore } from '../security/refresh-token.store';

/** `POST api/users/confirm/`: the mailed link activates the account, once. */
export class ConfirmAccountCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly token: string,
    readonly now: Date,
  ) {
    super();
  }
}

/** `POST api/users/password/forgot`: mails a reset link when the account exists; answers the same either way. */
export class ForgotPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly label: number | string | undefined,
    readonly now: Date,
  ) {
    super();
  }
}

/** `POST api/users/password/reset`: a new password through the mailed link; every session ends. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly token: string,
    readonly password: string,
    readonly now: Date,
  ) {
    super();
  }
}

/** `POST api/users/password`: a logged-in user changes the password; every session ends. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly oldPassword: string,
    readonly password: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmAccountCommand)
export class ConfirmAccountHandler implements ICommandHandler<ConfirmAccountCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokenStore,
  ) {}

  async execute({ email, token, now }: ConfirmAccountCommand): Promise<void> {
    await this.db.transaction(async (manager) => {
      const spent = await this.tokens.consume(manager, 'account-confirmation', token, now, email);
      if (!spent) throw new BadRequestException({ detail: M.invalidLink });
      // An account staff deactivated stays so: the link proves the mailbox, not staff's consent.
      await manager.query('UPDATE users SET is_active = deactivated_at IS NULL, email_confirmed_at = $2, updated_at = now() WHERE id = $1', [spent.userId, now]);
    });
  }
}

@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly labels: LabelResolver,
  ) {}

  async execute({ email, label, now }: ForgotPasswordCommand): Promise<void> {
    // The label is checked first: a 400 only for existing accounts would tell which ones exist.
    const requestedLabel = label === undefined ? undefined : await this.labels.labelId(label);
    const [user] = await this.db.query<{ id: number; email: string; label_id: number | null }[]>('SELECT id, email, label_id FROM users WHERE lower(email) = lower($1)', [email]);
    if (!user) return;
    const labelId = requestedLabel ?? user.label_id ?? DEFAULT_LABEL_ID;
    await this.db.transaction(async (manager) => {
      const token = await this.tokens.issue(manager, user.id, 'password-reset', now);
      await enqueueInOutbox(manager, passwordResetMail(user.email, labelId, token));
    });
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly refreshTokens: RefreshTokenStore,
  ) {}

  async execute({ email, token, password, now }: ResetPasswordCommand): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      const spent = await this.tokens.consume(manager, 'password-reset', token, now, email);
      if (!spent) throw new BadRequestException({ detail: M.resetLinkInvalid });
      // The link proves the mailbox: an account never confirmed becomes confirmed (not one staff disabled).
      await manager.query(
        `UPDATE users SET password_hash = $2, updated_at = now(),
                is_active = CASE WHEN email_confirmed_at IS NULL AND deactivated_at IS NULL THEN true ELSE is_active END,
                email_confirmed_at = coalesce(email_confirmed_at, $3)
          WHERE id = $1`,
        [spent.userId, passwordHash, now],
      );
      await this.tokens.spendAll(manager, spent.userId, 'password-reset', now);
      await this.refreshTokens.revokeAllOfUser(manager, spent.userId);
    });
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly refreshTokens: RefreshTokenStore,
  ) {}

  async execute({ userId, oldPassword, password }: ChangePasswordCommand): Promise<void> {
    const [user] = await this.db.query<{ password_hash: string }[]>('SELECT password_hash FROM users WHERE id = $1', [userId]);
    if (!user || !(await verifyPassword(user.password_hash, oldPassword))) throw new ForbiddenException({ detail: M.wrongOldPassword });
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (manager) => {
      await manager.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
      await this.refreshTokens.revokeAllOfUser(manager, userId);
    });
  }
}

export const ACCOUNT_COMMAND_HANDLERS = [ConfirmAccountHandler, ForgotPasswordHandler, ResetPasswordHandler, ChangePasswordHandler];
