import type { DataSource } from 'typeorm';

/** What the worker did, as its tables record it: card payments by outcome, paid orders by means, mails. */
export interface BusinessCounts {
  /** Bank notifications acted upon, one per (reference, code-retour): the bank's copies count once. */
  cardPayments: Record<'paid' | 'cancelled' | 'anomaly', number>;
  /** Invoiced orders by payment means (credit-card, sepa-debit, wire, voucher). */
  ordersPaid: Record<string, number>;
  /** Mails sent, and failed sending attempts (a mail retried then sent still counts its failures). */
  mails: Record<'sent' | 'failed', number>;
}

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
  SELECT 'mail', 'failed', (coalesce(sum(attempts), 0) - count(*) FILTER (WHERE status = 'sent'))::int FROM mail_log`;

export async function readBusinessCounts(db: DataSource): Promise<BusinessCounts> {
  const rows = await db.query<{ kind: string; label: string; n: number }[]>(COUNTS_SQL);
  const counts: BusinessCounts = { cardPayments: { paid: 0, cancelled: 0, anomaly: 0 }, ordersPaid: {}, mails: { sent: 0, failed: 0 } };
  for (const { kind, label, n } of rows) {
    if (kind === 'card') counts.cardPayments[label as keyof BusinessCounts['cardPayments']] = n;
    else if (kind === 'order') counts.ordersPaid[label] = n;
    else counts.mails[label as keyof BusinessCounts['mails']] = n;
  }
  return counts;
}

/**
 * The counts, read at most once per `ttlMs`: several collectors and scrapers share one read, and
 * concurrent scrapes wait for the same query instead of each starting one.
 */
export class CachedBusinessCounts {
  private value: { at: number; counts: Promise<BusinessCounts> } | null = null;

  constructor(private readonly db: DataSource, private readonly ttlMs = 5_000, private readonly now = () => Date.now()) {}

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
