import { BadRequestException, ForbiddenException, Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, DrfValidationError, EmailChangeListeners, enqueueInOutbox } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import { vatNumberMatchesSiret } from '../domain/company-identifiers';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { ProfileChange } from '../domain/profile';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { emailChangeMail, newsletterUnsubscribeMail } from '../mail/account-mails';
import { AccountTokenStore } from '../security/account-token.store';
import { DEFAULT_LABEL_ID, LabelResolver } from '../security/label-resolver';
import { emailTaken } from './register-user.handler';
import { isUniqueViolation } from './sql-errors';

/** `PATCH api/users/profile/`: nickname and newsletter at once; a new email only once confirmed. */
export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly change: ProfileChange,
    readonly now: Date,
  ) {
    super();
  }
}

/** `POST api/users/email/confirm/`: the link mailed to the new address applies the change. */
export class ConfirmEmailChangeCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly now: Date,
  ) {
    super();
  }
}

/**
 * `POST api/users/unsubscribe/`: nobody leaves the newsletter on a typed address alone. A subscribed
 * account gets the signed link of the newsletters' footer by mail, and only following it unsubscribes;
 * the answer is the same whether the address has an account, takes the newsletter, or not.
 */
export class RequestUnsubscribeLinkCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly label: number | string | undefined,
  ) {
    super();
  }
}

const nicknameTaken = () => new ForbiddenException({ detail: M.nicknameTaken });

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly listeners: EmailChangeListeners,
  ) {}

  async execute({ userId, change, now }: UpdateProfileCommand): Promise<void> {
    if (change.nickname) {
      const [other] = await this.db.query('SELECT 1 FROM users WHERE lower(nickname) = lower($1) AND id <> $2', [change.nickname, userId]);
      if (other) throw nicknameTaken();
    }
    try {
      await this.db.transaction(async (manager) => {
        if (change.nickname !== undefined) await manager.query('UPDATE users SET nickname = $2, updated_at = now() WHERE id = $1', [userId, change.nickname]);
        if (change.subscribed !== undefined) await manager.query('UPDATE users SET subscribed = $2, updated_at = now() WHERE id = $1', [userId, change.subscribed]);
        if (change.booksellerIban !== undefined) await this.changeIban(manager, userId, change.booksellerIban);
        if (change.booksellerSiret !== undefined || change.booksellerVatNumber !== undefined) await this.changeIdentifiers(manager, userId, change);
        if (change.email !== undefined) await this.requestEmailChange(manager, userId, change.email, now);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_nickname_lower_idx')) throw nicknameTaken();
      throw error;
    }
  }

  /** Direct debits need an IBAN: a bookseller paying that way may replace theirs, not remove it. */
  private async changeIban(manager: EntityManager, userId: number, iban: string | null): Promise<void> {
    const [bookseller] = await manager.query<{ payment_mean: string }[]>('SELECT payment_mean FROM booksellers WHERE user_id = $1 FOR UPDATE', [userId]);
    if (!bookseller) throw DrfValidationError.single('bookseller', M.notABookseller);
    if (iban === null && bookseller.payment_mean === 'sepa-debit') throw DrfValidationError.single('iban', M.ibanRequired);
    await manager.query('UPDATE booksellers SET iban = $2, updated_at = now() WHERE user_id = $1', [userId, iban]);
  }

  /**
   * The company's SIRET and VAT number, either or both: what is not sent stays, and the pair as it
   * ends up must agree (the VAT number's SIREN is the SIRET's), whichever of them was changed.
   */
  private async changeIdentifiers(manager: EntityManager, userId: number, change: ProfileChange): Promise<void> {
    const [bookseller] = await manager.query<{ siret: string | null; vat_number: string | null }[]>('SELECT siret, vat_number FROM booksellers WHERE user_id = $1 FOR UPDATE', [
      userId,
    ]);
    if (!bookseller) throw DrfValidationError.single('bookseller', M.notABookseller);
    const siret = change.booksellerSiret !== undefined ? change.booksellerSiret : bookseller.siret;
    const vatNumber = change.booksellerVatNumber !== undefined ? change.booksellerVatNumber : bookseller.vat_number;
    if (siret !== null && vatNumber !== null && !vatNumberMatchesSiret(vatNumber, siret)) throw DrfValidationError.single('vat_number', M.vatNumberSirenMismatch);
    await manager.query('UPDATE booksellers SET siret = $2, vat_number = $3, updated_at = now() WHERE user_id = $1', [userId, siret, vatNumber]);
  }

  /**
   * Nothing changes yet: a link goes to the new address, and only following it applies the change.
   * The listeners hear of it first, in this transaction: an address refused long ago must not hold
   * back the very link that proves the user owns it.
   */
  private async requestEmailChange(manager: EntityManager, userId: number, email: string, now: Date): Promise<void> {
    const [owner] = await manager.query<{ id: number }[]>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    if (owner?.id === userId) return; // the current address: nothing to confirm
    if (owner) throw emailTaken();
    const [user] = await manager.query<{ label_id: number | null }[]>('SELECT label_id FROM users WHERE id = $1', [userId]);
    const token = await this.tokens.issue(manager, userId, 'email-change', now, email);
    await this.listeners.emailChanged(manager, { userId, email, step: 'requested' });
    await enqueueInOutbox(manager, emailChangeMail(email, user?.label_id ?? DEFAULT_LABEL_ID, token));
  }
}

@CommandHandler(ConfirmEmailChangeCommand)
export class ConfirmEmailChangeHandler implements ICommandHandler<ConfirmEmailChangeCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokenStore,
    private readonly listeners: EmailChangeListeners,
  ) {}

  async execute({ token, now }: ConfirmEmailChangeCommand): Promise<void> {
    try {
      await this.db.transaction(async (manager) => {
        const spent = await this.tokens.consume(manager, 'email-change', token, now);
        if (!spent?.newEmail) throw new BadRequestException({ detail: M.invalidLink });
        await manager.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [spent.userId, spent.newEmail]);
        await this.listeners.emailChanged(manager, { userId: spent.userId, email: spent.newEmail, step: 'confirmed' });
        await this.tokens.spendAll(manager, spent.userId, 'email-change', now);
      });
    } catch (error) {
      // Someone registered the address between the request and the click: the link stays unspent.
      if (isUniqueViolation(error, 'users_email_lower_idx')) throw emailTaken();
      throw error;
    }
  }
}

@CommandHandler(RequestUnsubscribeLinkCommand)
export class RequestUnsubscribeLinkHandler implements ICommandHandler<RequestUnsubscribeLinkCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly labels: LabelResolver,
  ) {}

  async execute({ email, label }: RequestUnsubscribeLinkCommand): Promise<void> {
    // The label is checked first: a 400 only for existing accounts would tell which ones exist.
    const requestedLabel = label === undefined ? undefined : await this.labels.labelId(label);
    const [reader] = await this.db.query<{ email: string; label_id: number | null }[]>('SELECT email, label_id FROM users WHERE lower(email) = lower($1) AND subscribed', [email]);
    if (!reader) return;
    const job = newsletterUnsubscribeMail(reader.email, requestedLabel ?? reader.label_id ?? DEFAULT_LABEL_ID, unsubscribeToken(this.config.jwtSecret, reader.email));
    await this.db.transaction((manager) => enqueueInOutbox(manager, job));
  }
}

export const PROFILE_COMMAND_HANDLERS = [UpdateProfileHandler, ConfirmEmailChangeHandler, RequestUnsubscribeLinkHandler];
