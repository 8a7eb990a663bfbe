import type { CountRowsSql } from '@shop/common';

/**
 * The mails' counters, in one scan of the log: mails sent, failed attempts (every attempt but the one that sent, so the
 * count never goes down; a refusal is one), mails refused for good and mails skipped because their
 * address was suppressed; and the addresses suppressed now (kind `mail-suppressed`: lifting one
 * lowers it).
 */
export const MAIL_COUNTS_SQL: CountRowsSql = `
  SELECT 'mail' AS kind, counted.label, counted.n
  FROM (
    SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
           (coalesce(sum(attempts), 0) - count(*) FILTER (WHERE status = 'sent'))::int AS failed,
           count(*) FILTER (WHERE status = 'refused')::int AS refused,
           count(*) FILTER (WHERE status = 'skipped')::int AS skipped
    FROM mail_log
  ) mails
  CROSS JOIN LATERAL (VALUES ('sent', mails.sent), ('failed', mails.failed), ('refused', mails.refused), ('skipped', mails.skipped)) AS counted (label, n)
  UNION ALL
  SELECT 'mail-suppressed', 'addresses', count(*)::int FROM mail_suppressions`;
