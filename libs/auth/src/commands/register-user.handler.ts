import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, DrfValidationError, enqueueInOutbox } from '@shop/common';
import { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_SEPA_TERM_DAYS } from '../domain/bookseller-terms';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { BooksellerApplication, Registration } from '../domain/registration';
import { accountConfirmationMail } from '../mail/account-mails';
import { AccountTokenStore } from '../security/account-token.store';
import { LabelResolver } from '../security/label-resolver';
import { hashPassword } from '../security/password-hasher';
import { isUniqueViolation } from './sql-errors';

/** `POST api/users/register/`: a reader or bookseller account, inactive until its email is confirmed. */
export class RegisterUserCommand extends Command<{ id: number; email: string }> {
  constructor(
    readonly registration: Registration,
    readonly now: Date,
  ) {
    super();
  }
}

export const emailTaken = () => DrfValidationError.single('email', M.emailTaken);

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: AccountTokenStore,
    private readonly labels: LabelResolver,
  ) {}

  async execute({ registration, now }: RegisterUserCommand): Promise<{ id: number; email: string }> {
    const labelId = await this.labels.labelId(registration.label);
    const [taken] = await this.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [registration.email]);
    if (taken) throw emailTaken();
    const passwordHash = await hashPassword(registration.password);
    try {
      // One transaction: the account and its confirmation mail exist together or not at all.
      return await this.db.transaction(async (manager) => {
        const [{ id }] = await manager.query<{ id: number }[]>(
          `INSERT INTO users (email, password_hash, subscribed, is_active, cgu_accepted_at, label_id)
           VALUES ($1, $2, $3, false, $4, $5) RETURNING id`,
          [registration.email, passwordHash, registration.subscribed, now, labelId],
        );
        if (registration.bookseller) await this.createBookseller(manager, id, registration.bookseller);
        const token = await this.tokens.issue(manager, id, 'account-confirmation', now);
        await enqueueInOutbox(manager, accountConfirmationMail(registration.email, labelId, token));
        return { id, email: registration.email };
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error, 'users_email_lower_idx')) throw emailTaken();
      throw error;
    }
  }

  private async createBookseller(manager: EntityManager, userId: number, application: BooksellerApplication): Promise<void> {
    await manager.query(
      `INSERT INTO booksellers (user_id, company_name, gln, payment_mean, sepa_term, invoice_mail, prisme_member, discount_bp, iban)
       VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8)`,
      [
        userId,
        application.companyName,
        application.gln,
        application.paymentMean,
        DEFAULT_SEPA_TERM_DAYS,
        application.invoiceMail,
        this.config.booksellerDefaultDiscountPercent * 100,
        application.iban,
      ],
    );
    const a = application.address;
    await manager.query(
      `INSERT INTO addresses (user_id, name, firstname, lastname, address, address_line_2, address_line_3, postal_code, city, country, phone, gln)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        userId,
        a.name || application.companyName,
        a.firstname,
        a.lastname,
        a.address,
        a.address_line_2,
        a.address_line_3,
        a.postal_code,
        a.city,
        a.country,
        a.phone,
        a.gln || application.gln,
      ],
    );
  }
}
