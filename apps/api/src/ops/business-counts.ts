import { PAID_ORDER_COUNTS_SQL } from '@shop/cart';
import { OUTBOX_COUNTS_SQL, type UnfinishedAge } from '@shop/common';
import { MAIL_COUNTS_SQL } from '@shop/mail';
import { BANK_NOTIFICATION_COUNTS_SQL } from '@shop/payment';
import type { DataSource } from 'typeorm';

/** What the worker did, as its tables record it: card payments by outcome, paid orders by means, mails. */
export interface BusinessCounts {
  /** Bank notifications acted upon, one per (reference, code-retour): the bank's copies count once. */
  cardPayments: Record<'paid' | 'cancelled' | 'anomaly', number>;
  /** Invoiced orders by payment means (credit-card, sepa-debit, wire, voucher). */
  ordersPaid: Record<string, number>;
  /**
   * Mails sent, failed sending attempts (a mail retried then sent still counts its failures; a
   * refusal is one), mails refused for good and mails skipped because their address was suppressed.
   */
  mails: Record<'sent' | 'failed' | 'refused' | 'skipped', number>;
  /** Addresses suppressed now (refused for good and not lifted): goes down when staff lift one. */
  mailSuppressions: number;
  /** Work the worker's reconciler handed again after Redis lost its job, per source. */
  requeued: Record<QueueSource, number>;
  /** Work handed to a queue and still unfinished, per source and minimum age ('1m', '10m', '1h'). */
  unfinished: Record<QueueSource, Record<UnfinishedAge, number>>;
}

/** Where queued work comes from: the outbox (mails, expiries) and the bank's notifications. */
export type QueueSource = 'outbox' | 'bank';

/** Every module's counters in one statement: the grouped scans go to PostgreSQL in a single round trip. */
const COUNTS_SQL = [BANK_NOTIFICATION_COUNTS_SQL, PAID_ORDER_COUNTS_SQL, MAIL_COUNTS_SQL, OUTBOX_COUNTS_SQL].join('\n  UNION ALL\n');

export async function readBusinessCounts(db: DataSource): Promise<BusinessCounts> {
  const rows = await db.query<{ kind: string; label: string; n: number }[]>(COUNTS_SQL);
  const none = () => ({ '1m': 0, '10m': 0, '1h': 0 });
  const counts: BusinessCounts = {
    cardPayments: { paid: 0, cancelled: 0, anomaly: 0 },
    ordersPaid: {},
    mails: { sent: 0, failed: 0, refused: 0, skipped: 0 },
    mailSuppressions: 0,
    requeued: { outbox: 0, bank: 0 },
    unfinished: { outbox: none(), bank: none() },
  };
  for (const { kind, label, n } of rows) {
    if (kind === 'card') counts.cardPayments[label as keyof BusinessCounts['cardPayments']] = n;
    else if (kind === 'order') counts.ordersPaid[label] = n;
    else if (kind === 'mail-suppressed') counts.mailSuppressions = n;
    else if (kind === 'requeued') counts.requeued[label as QueueSource] = n;
    else if (kind === 'unfinished') {
      const [source, age] = label.split('|') as [QueueSource, UnfinishedAge];
      counts.unfinished[source][age] = n;
    } else counts.mails[label as keyof BusinessCounts['mails']] = n;
  }
  return counts;
}

/**
 * The counts, read at most once per `ttlMs`: several collectors and scrapers share one read, and
 * concurrent scrapes wait for the same query instead of each starting one.
 */
export class CachedBusinessCounts {
  private value: { at: number; counts: Promise<BusinessCounts> } | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly ttlMs = 5_000,
    private readonly now = () => Date.now(),
  ) {}

  read(): Promise<BusinessCounts> {
    if (!this.value || this.now() - this.value.at >= this.ttlMs) {
      const counts = readBusinessCounts(this.db);
      this.value = { at: this.now(), counts };
      // A failed read is not kept: the next scrape tries again.
      counts.catch(() => {
        if (this.value?.counts === counts) this.value = null;
      });
    }
    return this.value.counts;
  }
}
