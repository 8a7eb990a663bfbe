import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { euros, parisDay } from '@shop/common';
import { DataSource } from 'typeorm';

/** Settled orders the statement shows: those settled in the last 12 months, the latest first, at most this many. */
export const STATEMENT_SETTLED_MONTHS = 12;
export const STATEMENT_SETTLED_MAX = 100;
/** Unpaid orders listed per group at most (the totals count them all). */
export const STATEMENT_UNPAID_MAX = 500;

/** One order on terms as the statement shows it. */
export interface StatementLine {
  id: string;
  reference: string;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_file: string | null;
  means: string;
  amount_due: string;
  due_date: string;
  settled_date: string | null;
  days_overdue: number;
}

export interface BooksellerStatement {
  today: string;
  due_total: string;
  overdue_total: string;
  settled_since: string;
  overdue: StatementLine[];
  due: StatementLine[];
  settled: StatementLine[];
}

/** The statement of account of one bookseller, as of an instant (its Paris day is 'today'). */
export class GetBooksellerStatementQuery extends Query<BooksellerStatement> {
  constructor(
    readonly ownerId: number,
    readonly now: Date,
  ) {
    super();
  }
}

interface StatementRow {
  id: string;
  reference: string;
  invoice_number: string | null;
  invoice_date: string | null;
  paid_with: string;
  due_cents: number;
  due_date: string;
  settled_at: string | null;
}

/** What the order asks the means to pay: its total after vouchers, as stored with its pricing at payment. */
const DUE_CENTS = `coalesce((c.pricing->'totals'->>'totalAfterVouchersCents')::int, c.total_cents)`;

/** The bookseller's placed orders on terms (direct debit, wire); merged carts are no orders. */
const ON_TERMS = `c.owner_id = $1 AND c.status = 2 AND c.payment_due_date IS NOT NULL AND c.state->>'mergedInto' IS NULL`;

const COLUMNS = `c.id, c.reference, c.invoice_number, to_char(c.invoice_date, 'YYYY-MM-DD') AS invoice_date, c.paid_with,
  ${DUE_CENTS} AS due_cents, to_char(c.payment_due_date, 'YYYY-MM-DD') AS due_date, c.state->>'settledAt' AS settled_at`;

const DAY_MS = 86_400_000;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `months` calendar months before a YYYY-MM-DD day (the month's last day when shorter). */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

function line(row: StatementRow, today: string): StatementLine {
  const settled = row.settled_at === null ? null : parisDay(row.settled_at);
  return {
    id: row.id,
    reference: row.reference,
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    invoice_file: row.invoice_number ? `/api/carts/${row.id}/invoice/` : null,
    means: row.paid_with,
    amount_due: euros(row.due_cents),
    due_date: row.due_date,
    settled_date: settled,
    days_overdue: settled === null ? Math.max(0, daysBetween(row.due_date, today)) : 0,
  };
}

/**
 * Spec §9: a bookseller's orders on terms, overdue (unpaid, due before today), due (unpaid, due
 * today or later) and settled (the last 12 months), with what is owed. Only the owner's orders.
 */
@QueryHandler(GetBooksellerStatementQuery)
export class GetBooksellerStatementHandler implements IQueryHandler<GetBooksellerStatementQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ ownerId, now }: GetBooksellerStatementQuery): Promise<BooksellerStatement> {
    const today = parisDay(now);
    const since = monthsBefore(today, STATEMENT_SETTLED_MONTHS);
    // Sums as text (bigint): read as numbers, exact up to 2^53 cents.
    const [totals] = await this.db.query<{ due_cents: string; overdue_cents: string }[]>(
      `SELECT coalesce(sum(${DUE_CENTS}), 0)::text AS due_cents, coalesce(sum(${DUE_CENTS}) FILTER (WHERE c.payment_due_date < $2::date), 0)::text AS overdue_cents
         FROM carts c WHERE ${ON_TERMS} AND NOT c.paid`,
      [ownerId, today],
    );
    const overdue = await this.db.query<StatementRow[]>(
      `SELECT ${COLUMNS} FROM carts c WHERE ${ON_TERMS} AND NOT c.paid AND c.payment_due_date < $2::date ORDER BY c.payment_due_date, c.reference LIMIT $3`,
      [ownerId, today, STATEMENT_UNPAID_MAX],
    );
    const due = await this.db.query<StatementRow[]>(
      `SELECT ${COLUMNS} FROM carts c WHERE ${ON_TERMS} AND NOT c.paid AND c.payment_due_date >= $2::date ORDER BY c.payment_due_date, c.reference LIMIT $3`,
      [ownerId, today, STATEMENT_UNPAID_MAX],
    );
    // The settlement's instant is in the cart's state; its Paris day is compared with the window's first day.
    const settled = await this.db.query<StatementRow[]>(
      `SELECT ${COLUMNS} FROM carts c
        WHERE ${ON_TERMS} AND c.paid AND c.state->>'settledAt' IS NOT NULL
          AND ((c.state->>'settledAt')::timestamptz AT TIME ZONE 'Europe/Paris')::date >= $2::date
        ORDER BY (c.state->>'settledAt')::timestamptz DESC, c.reference LIMIT $3`,
      [ownerId, since, STATEMENT_SETTLED_MAX],
    );
    return {
      today,
      due_total: euros(Number(totals.due_cents)),
      overdue_total: euros(Number(totals.overdue_cents)),
      settled_since: since,
      overdue: overdue.map((r) => line(r, today)),
      due: due.map((r) => line(r, today)),
      settled: settled.map((r) => line(r, today)),
    };
  }
}
