/**
 * Vouchers for integration and browser tests: each test makes its own, with codes of their own.
 */
import { randomBytes } from 'node:crypto';
import { parisDay } from '@shop/common/kernel';
import { sql as runSql } from './db';
import type { QueryRunner } from './accounts';

const DAY_MS = 86_400_000;

/**
 * The shop's calendar day (Europe/Paris, as the server counts) `offsetDays` from today, as
 * YYYY-MM-DD: between 23:00 and midnight UTC, the UTC day is already the server's yesterday.
 */
export const isoDay = (offsetDays: number) => parisDay(new Date(Date.now() + offsetDays * DAY_MS));

/** A voucher with a code of its own (8 capitals and digits); `sql`: a suite's database of its own. */
export async function createVoucher(
  options: { remainingCents?: number; valueCents?: number; expirationDate?: string | null; ownerId?: number } = {},
  sql: QueryRunner = runSql,
): Promise<string> {
  const code = randomBytes(6).toString('hex').toUpperCase().slice(0, 8);
  const remaining = options.remainingCents ?? 5000;
  await sql('INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, owner_user_id) VALUES ($1, $2, $3, $4, $5)', [
    code,
    options.valueCents ?? Math.max(remaining, 1),
    remaining,
    options.expirationDate === undefined ? isoDay(30) : options.expirationDate,
    options.ownerId ?? null,
  ]);
  return code;
}
