import type { DataSource } from 'typeorm';

/** What the worker did, as its tables record it: card payments by outcome, paid orders by means, mails. */
export interface BusinessCounts {
  /** Bank notifications acted upon, one per (reference, code-retour): the bank's copies count once. */
  cardPayments: Record<'paid' | 'cancelled' | 'anomaly', number>;
  /** Invoiced orders by payment means (credit-card, sepa-debit, wire, voucher). */
  ordersPaid: Record<string, number>;
  /** Mails sent, and failed sending attempts (a mail retried then sent still counts its failures). */
  mails: Record<'sent' | 'failed', number>;
  /** Work the worker's reconciler handed again after Redis lost its job, per source. */
  requeued: Record<QueueSource, number>;
  /** Work handed to a queue and still unfinished, per source and minimum age ('1m', '10m', '1h'). */
  unfinished: Record<QueueSource, Record<UnfinishedAge, number>>;
}

/** Where queued work comes from: the outbox (mails, expiries) and the bank's notifications. */
export type QueueSource = 'outbox' | 'bank';
export const UNFINISHED_AGES = { '1m': 60, '10m': 600, '1h': 3600 } as const;
export type UnfinishedAge = keyof typeof UNFINISHED_AGES;

/**
 * One statement for every count: the three grouped scans go to PostgreSQL in a single round trip.
 * Failed mail attempts are every attempt but the one that sent, so the count never goes down.
 */
const COUNTS_SQL = `
  SELECT 'card' AS kind, outcome AS label, count(DISTINCT (reference, code_retour))::int AS n
    FROM bank_notifications WHERE outcome IN ('paid', 'cancelled', 'anomaly') GROUP BY outcome
  UNION ALL
  SELECT 'order', paid_with, count(*)::int FROM carts WHERE invoice_number IS NOT NULL AND paid_with IS NOT NULL GROUP BY paid_with
  UNION ALL
  SELECT 'mail', 'sent', count(*) FILTER (WHERE status = 'sent')::int FROM mail_log
  UNION ALL
  SELECT 'mail', 'failed', (coalesce(sum(attempts), 0) - count(*) FILTER (WHERE status = 'sent'))::int FROM mail_log
  UNION ALL
  SELECT 'requeued', 'outbox', coalesce(sum(requeued), 0)::int FROM outbox WHERE requeued > 0
  UNION ALL
  SELECT 'requeued', 'bank', coalesce(sum(requeued), 0)::int FROM bank_notifications WHERE requeued > 0
  UNION ALL
  SELECT 'unfinished', 'outbox|' || a.age, count(o.id)::int
    FROM (VALUES ('1m', 60), ('10m', 600), ('1h', 3600)) a(age, secs)
    LEFT JOIN outbox o ON o.dispatched_at IS NOT NULL AND o.completed_at IS NULL
                      AND greatest(o.dispatched_at, coalesce(o.run_at, o.dispatched_at)) < now() - make_interval(secs => a.secs)
   GROUP BY a.age
  UNION ALL
  SELECT 'unfinished', 'bank|' || a.age, count(n.id)::int
    FROM (VALUES ('1m', 60), ('10m', 600), ('1h', 3600)) a(age, secs)
    LEFT JOIN bank_notifications n ON n.enqueued_at IS NOT NULL AND n.processed_at IS NULL AND n.enqueued_at < now() - make_interval(secs => a.secs)
   GROUP BY a.age`;

export async function readBusinessCounts(db: DataSource): Promise<BusinessCounts> {
  const rows = await db.query<{ kind: string; label: string; n: number }[]>(COUNTS_SQL);
  const none = () => ({ '1m': 0, '10m': 0, '1h': 0 });
  const counts: BusinessCounts = {
    cardPayments: { paid: 0, cancelled: 0, anomaly: 0 },
    ordersPaid: {},
    mails: { sent: 0, failed: 0 },
    requeued: { outbox: 0, bank: 0 },
    unfinished: { outbox: none(), bank: none() },
  };
  for (const { kind, label, n } of rows) {
    if (kind === 'card') counts.cardPayments[label as keyof BusinessCounts['cardPayments']] = n;
    else if (kind === 'order') counts.ordersPaid[label] = n;
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
