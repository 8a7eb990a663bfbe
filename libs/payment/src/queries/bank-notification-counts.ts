import { UNFINISHED_AGES_SQL, type CountRowsSql } from '@shop/common';

/**
 * The bank notifications' counters: card payments acted upon by outcome, one per (reference,
 * code-retour) so that the bank's copies count once; notifications handed again after Redis lost
 * their job; and those handed long ago and still unprocessed.
 */
export const BANK_NOTIFICATION_COUNTS_SQL: CountRowsSql = `
  SELECT 'card' AS kind, outcome AS label, count(DISTINCT (reference, code_retour))::int AS n
    FROM bank_notifications WHERE outcome IN ('paid', 'cancelled', 'anomaly') GROUP BY outcome
  UNION ALL
  SELECT 'requeued', 'bank', coalesce(sum(requeued), 0)::int FROM bank_notifications WHERE requeued > 0
  UNION ALL
  SELECT 'unfinished', 'bank|' || a.age, count(n.id)::int
    FROM ${UNFINISHED_AGES_SQL}
    LEFT JOIN bank_notifications n ON n.enqueued_at IS NOT NULL AND n.processed_at IS NULL AND n.enqueued_at < now() - make_interval(secs => a.secs)
   GROUP BY a.age`;
