import type { SqlRunner } from '@shop/common';

/** Why an address receives no more mail: the SMTP server's refusal, as it was recorded. */
export interface MailSuppression {
  email: string;
  reason: string;
  smtpCode: number | null;
  createdAt: Date;
}

/** Addresses are compared without case: servers treat them so, and the users table does too. */
export const suppressionKeyOf = (email: string) => email.trim().toLowerCase();

interface Row {
  email: string;
  reason: string;
  smtp_code: number | null;
  created_at: Date;
}

const toSuppression = (row: Row): MailSuppression => ({ email: row.email, reason: row.reason, smtpCode: row.smtp_code, createdAt: row.created_at });

/** The suppression of an address, or null when mail may go to it. */
export async function findMailSuppression(db: SqlRunner, email: string): Promise<MailSuppression | null> {
  const rows = (await db.query('SELECT email, reason, smtp_code, created_at FROM mail_suppressions WHERE email = $1', [suppressionKeyOf(email)])) as Row[];
  return rows[0] ? toSuppression(rows[0]) : null;
}

/** Records a permanent refusal of an address; the first refusal is kept (the one ops look for). */
export async function suppressMailAddress(db: SqlRunner, refusal: { email: string; reason: string; smtpCode: number | null; jobId?: string }): Promise<void> {
  await db.query(
    `INSERT INTO mail_suppressions (email, reason, smtp_code, job_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING`,
    [suppressionKeyOf(refusal.email), refusal.reason.slice(0, 1000), refusal.smtpCode, refusal.jobId ?? null],
  );
}

/**
 * Lets mail go to an address again (staff, once the reader says the mailbox works, or a user
 * asking for or confirming it as their new address: see apps/api/src/wiring/accounts-mail.ts). Answers whether it was suppressed. The mails skipped meanwhile stay
 * skipped: they are not sent late. If the server still refuses, the next mail suppresses it again.
 */
export async function liftMailSuppression(db: SqlRunner, email: string): Promise<boolean> {
  // A SELECT around the DELETE: TypeORM answers a bare DELETE as [rows, count], pg as rows.
  const [{ n }] = (await db.query('WITH gone AS (DELETE FROM mail_suppressions WHERE email = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone', [suppressionKeyOf(email)])) as {
    n: number;
  }[];
  return n > 0;
}

/** `%…%` of a search box, its own % and _ taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What staff's list of suppressions may ask: part of an address or of the server's answer, an order, a page. */
export interface SuppressionListQuery {
  search?: string;
  /** SQL of the ordering (`created_at DESC`…), from a declared list: never a user's text. */
  orderBy: string;
  limit: number;
  offset: number;
}

/** One page of the suppressions, and how many match. */
export async function listMailSuppressions(db: SqlRunner, query: SuppressionListQuery): Promise<{ count: number; rows: MailSuppression[] }> {
  const params: unknown[] = [];
  let where = '';
  if (query.search) {
    params.push(likePattern(query.search));
    where = `WHERE email ILIKE $1 OR reason ILIKE $1`;
  }
  const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM mail_suppressions ${where}`, params)) as { count: number }[];
  const rows = (await db.query(
    `SELECT email, reason, smtp_code, created_at FROM mail_suppressions ${where}
     ORDER BY ${query.orderBy}, email LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  )) as Row[];
  return { count, rows: rows.map(toSuppression) };
}
