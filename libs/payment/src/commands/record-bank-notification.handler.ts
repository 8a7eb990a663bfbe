import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, preparedQuery } from '@shop/common';
import { DataSource } from 'typeorm';
import { isSealValid } from '../domain/monetico-seal';
import { BANK_ACK, BANK_NOTIFICATIONS_CHANNEL } from '../domain/payment-data';

/**
 * The bank's server-to-server notification, its fields as posted (null when they are not what the
 * bank sends, see BankNotificationPipe: it never sealed that), and the id of the bank's HTTP request (kept with the row, so
 * the worker's job and log lines carry it). Answers the bank's acknowledgement text.
 */
export class RecordBankNotificationCommand extends Command<string> {
  constructor(
    readonly fields: Record<string, string> | null,
    readonly from: string,
    readonly requestId: string | null = null,
  ) {
    super();
  }
}

/**
 * A valid seal (over every field but MAC): the raw notification is stored and the bank gets cdr=0
 * at once, even for an 'Annulation'. The row is the bank-callbacks outbox: committed before the
 * answer, relayed by the worker to BullMQ (woken by a NOTIFY right after the commit), so Redis being down delays the payment without losing it
 * and never fails the acknowledgement. A bad seal: cdr=1, a security warning, nothing stored.
 */
/**
 * The worker's wake-up (a NOTIFY), once per burst: PostgreSQL serialises the commits of notifying
 * transactions, so one NOTIFY per stored notification made a burst of 200 acknowledgements three
 * times slower. A wake-up asked while one is on its way sends one more after it, so a row committed
 * meanwhile is never left to the relay's next poll; a failed one is left to that poll.
 */
class CoalescedNotify {
  private sending = false;
  private again = false;

  constructor(
    private readonly db: DataSource,
    private readonly channel: string,
  ) {}

  wake(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    this.db
      .query(`SELECT pg_notify($1, '')`, [this.channel])
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }
}

@CommandHandler(RecordBankNotificationCommand)
export class RecordBankNotificationHandler implements ICommandHandler<RecordBankNotificationCommand> {
  private readonly logger = new Logger('BankNotification');
  private readonly wakeRelay: CoalescedNotify;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.wakeRelay = new CoalescedNotify(db, BANK_NOTIFICATIONS_CHANNEL);
  }

  async execute({ fields, from, requestId }: RecordBankNotificationCommand): Promise<string> {
    if (!fields || !isSealValid(fields, this.config.moneticoKey)) {
      const reference = String(fields?.reference ?? '?').slice(0, 40);
      this.logger.warn(`Sécurité : notification bancaire au sceau invalide refusée (référence « ${reference} », adresse ${from})`);
      return BANK_ACK.badSeal;
    }
    await preparedQuery(this.db, 'INSERT INTO bank_notifications (reference, code_retour, fields, request_id) VALUES ($1, $2, $3, $4)', [
      fields.reference ?? '',
      fields['code-retour'] ?? '',
      JSON.stringify(fields),
      requestId,
    ]);
    // Committed: the worker's relay may be woken. Not awaited: the bank's answer never waits for it.
    this.wakeRelay.wake();
    return BANK_ACK.ok;
  }
}
