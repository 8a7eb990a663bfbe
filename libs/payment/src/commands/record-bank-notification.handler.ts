import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@shop/common';
import { DataSource } from 'typeorm';
import { isSealValid } from '../domain/monetico-seal';
import { BANK_ACK, BANK_NOTIFICATIONS_CHANNEL } from '../domain/payment-data';

/**
 * The bank's server-to-server notification, its fields as posted (null when they are not all single
 * strings: the bank never sealed that), and the id of the bank's HTTP request (kept with the row, so
 * the worker's job and log lines carry it). Answers the bank's acknowledgement text.
 */
export class RecordBankNotificationCommand extends Command<string> {
  constructor(readonly fields: Record<string, string> | null, readonly from: string, readonly requestId: string | null = null) {
    super();
  }
}

/**
 * A valid seal (over every field but MAC): the raw notification is stored and the bank gets cdr=0
 * at once, even for an 'Annulation'. The row is the bank-callbacks outbox: committed before the
 * answer, relayed by the worker to BullMQ, so Redis being down delays the payment without losing it
 * and never fails the acknowledgement. A bad seal: cdr=1, a security warning, nothing stored.
 */
@CommandHandler(RecordBankNotificationCommand)
export class RecordBankNotificationHandler implements ICommandHandler<RecordBankNotificationCommand> {
  private readonly logger = new Logger('BankNotification');

  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async execute({ fields, from, requestId }: RecordBankNotificationCommand): Promise<string> {
    if (!fields || !isSealValid(fields, this.config.moneticoKey)) {
      const reference = String(fields?.reference ?? '?').slice(0, 40);
      this.logger.warn(`Sécurité : notification bancaire au sceau invalide refusée (référence « ${reference} », adresse ${from})`);
      return BANK_ACK.badSeal;
    }
    // One statement: the row, and the worker's wake-up, which PostgreSQL delivers only once the row is committed.
    await this.db.query(
      `WITH stored AS (INSERT INTO bank_notifications (reference, code_retour, fields, request_id) VALUES ($1, $2, $3, $4) RETURNING id)
       SELECT pg_notify($5, '') FROM stored`,
      [fields.reference ?? '', fields['code-retour'] ?? '', JSON.stringify(fields), requestId, BANK_NOTIFICATIONS_CHANNEL],
    );
    return BANK_ACK.ok;
  }
}
