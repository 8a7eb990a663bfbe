import type { CountRowsSql } from '@shop/common';

/** The mails' counters: mails sent, and failed attempts (every attempt but the one that sent, so the count never goes down). */
export const MAIL_COUNTS_SQL: CountRowsSql = `
  SELECT 'mail' AS kind, 'sent' AS label, count(*) FILTER (WHERE status = 'sent')::int AS n FROM mail_log
  UNION ALL
  SELECT 'mail', 'failed', (coalesce(sum(attempts), 0) - count(*) FILTER (WHERE status = 'sent'))::int FROM mail_log`;
