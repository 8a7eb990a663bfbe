import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader } from '@shop/auth';
import { euros, ListQuery, ListQuerySpec, Page, paginate, parisDay } from '@shop/common';
import { DataSource } from 'typeorm';

/**
 * What `GET api/staff/orders/` accepts: a reference or an owner's email to search, a status, and
 * `overdue` (orders on terms still unpaid after their due date); `ordering=payment_due_date` puts the
 * oldest due dates first.
 */
export const STAFF_ORDERS_SPEC: ListQuerySpec = {
  ordering: {
    last_modified_at: 'c.last_modified_at',
    created_at: 'c.created_at',
    paid_at: 'c.paid_at',
    reference: 'c.reference',
    total: 'c.total_cents',
    status: 'c.status',
    payment_due_date: 'c.payment_due_date',
  },
  defaultOrdering: ['-last_modified_at'],
  // owner: one customer's carts and orders (their page in the back office).
  filters: { status: 'smallint', search: 'string', overdue: 'boolean', owner: 'integer' },
};

export const ORDER_PAYMENT_MEANS = ['credit-card', 'sepa-debit', 'wire', 'voucher'] as const;
export type OrderPaymentMeans = (typeof ORDER_PAYMENT_MEANS)[number];
export const ORDER_PARCEL_STATES = ['to_ship', 'shipped'] as const;
export type OrderParcelState = (typeof ORDER_PARCEL_STATES)[number];

/** The filters of paid orders beside the list's own: how paid, where, which days (Paris), their parcels' state. */
export interface PaidOrderFilters {
  paidWith?: OrderPaymentMeans;
  labelId?: number;
  /** YYYY-MM-DD, both included. */
  paidFrom?: string;
  paidTo?: string;
  parcels?: OrderParcelState;
}

/** An order on terms still unpaid after its due date (`$today`: the shop's day in Paris). */
const OVERDUE = (today: string) => `(c.status = 2 AND NOT c.paid AND c.payment_due_date IS NOT NULL AND c.payment_due_date < ${today}::date)`;

interface StaffOrderRow {
  id: string;
  reference: string;
  owner_id: number | null;
  status: number;
  total_cents: number;
  paid_with: string | null;
  paid: boolean;
  invoice_number: string | null;
  payment_due_date: string | null;
  last_modified_at: Date;
  parcels_total: number | null;
  parcels_sent: number | null;
}

/** Staff's list of carts and orders (every owner's), one DRF page, for the audit. */
export class ListStaffOrdersQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
    readonly paid: PaidOrderFilters = {},
  ) {
    super();
  }
}

/** Accounts a search by email may name at most: a search that broad is narrowed by typing more. */
export const MAX_SEARCHED_OWNERS = 2000;

/** A paid order's parcels (its stored pricing's shipments) and how many left or wait at the counter (its fulfilment). */
const PARCEL_COUNTS = `SELECT count(*)::int AS parcels_total, count(*) FILTER (WHERE c.state->'fulfilment'->(s.value->>'key') IS NOT NULL)::int AS parcels_sent
    FROM jsonb_array_elements(coalesce(c.pricing->'shipments', '[]'::jsonb)) s`;

/** A reference: 12 capitals and digits (newReference). */
const REFERENCE_LENGTH = 12;
const REFERENCE_CHARACTERS = /^[A-Za-z0-9]+$/;

/**
 * The carts whose reference holds the searched text, as a condition on `c` (its parameter pushed):
 * none when the text cannot be in a reference (an email, a space), the unique index when it is a
 * whole one, the trigram index for a part.
 */
function referenceMatch(search: string, params: unknown[]): string {
  if (!REFERENCE_CHARACTERS.test(search) || search.length > REFERENCE_LENGTH) return 'false';
  if (search.length === REFERENCE_LENGTH) return `c.reference = $${params.push(search.toUpperCase())}`;
  return `c.reference ILIKE $${params.push(`%${search}%`)}`;
}

@QueryHandler(ListStaffOrdersQuery)
export class ListStaffOrdersHandler implements IQueryHandler<ListStaffOrdersQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
  ) {}

  async execute({ list, url, paid }: ListStaffOrdersQuery): Promise<Page<unknown>> {
    const params: unknown[] = [];
    // A merged cart lives on in the cart it merged into: it is no order of its own.
    let where = `c.state->>'mergedInto' IS NULL`;
    if (list.filters.status !== undefined) where += ` AND c.status = $${params.push(list.filters.status)}`;
    if (list.filters.owner !== undefined) where += ` AND c.owner_id = $${params.push(list.filters.owner)}`;
    const today = parisDay(new Date());
    if (list.filters.overdue !== undefined) where += ` AND ${list.filters.overdue ? '' : 'NOT '}${OVERDUE(`$${params.push(today)}`)}`;
    if (paid.paidWith) where += ` AND c.status = 2 AND c.paid_with = $${params.push(paid.paidWith)}`;
    if (paid.labelId !== undefined) where += ` AND c.label_id = $${params.push(paid.labelId)}`;
    // The shop's days are Paris's: an order paid at 00:30 in Paris on the 2nd was paid on the 2nd.
    if (paid.paidFrom) where += ` AND c.paid_at >= ($${params.push(paid.paidFrom)}::date::timestamp AT TIME ZONE 'Europe/Paris')`;
    if (paid.paidTo) where += ` AND c.paid_at < (($${params.push(paid.paidTo)}::date + 1)::timestamp AT TIME ZONE 'Europe/Paris')`;
    if (paid.parcels) where += ` AND c.status = 2 AND p.parcels_total > 0 AND p.parcels_sent ${paid.parcels === 'shipped' ? '=' : '<'} p.parcels_total`;
    const search = typeof list.filters.search === 'string' ? list.filters.search.trim() : '';
    if (search) {
      // The owners' emails are the accounts' own: they name the matching accounts, the carts are filtered here.
      const owners = await this.accounts.idsWithEmailContaining(search, MAX_SEARCHED_OWNERS);
      where += ` AND (${referenceMatch(search, params)} OR c.owner_id = ANY($${params.push(owners)}::int[]))`;
    }
    const order = list.ordering
      .map((o) => `${o.column} ${o.direction} NULLS ${o.direction === 'ASC' ? 'LAST' : 'FIRST'}`)
      .concat('c.id ASC')
      .join(', ');
    const from = `FROM carts c LEFT JOIN LATERAL (${PARCEL_COUNTS}) p ON c.status = 2`;
    // The whole list, or one status of it: the counts the trigger keeps (staff_order_counts), not 200,000 rows counted again.
    const kept = !search && list.filters.overdue === undefined && list.filters.owner === undefined && Object.values(paid).every((v) => v === undefined);
    const [{ count }] = kept
      ? await this.db.query<{ count: number }[]>(
          `SELECT coalesce(sum(carts), 0)::int AS count FROM staff_order_counts${list.filters.status !== undefined ? ' WHERE status = $1' : ''}`,
          list.filters.status !== undefined ? [list.filters.status] : [],
        )
      : await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count ${from} WHERE ${where}`, params);
    const rows = await this.db.query<StaffOrderRow[]>(
      `SELECT c.id, c.reference, c.owner_id, c.status, c.total_cents, c.paid_with, c.paid, c.invoice_number, to_char(c.payment_due_date, 'YYYY-MM-DD') AS payment_due_date, c.last_modified_at, p.parcels_total, p.parcels_sent
         ${from} WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, list.limit, list.offset],
    );
    const emails = await this.accounts.emails(rows.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id])));
    const results = rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      owner_email: r.owner_id === null ? null : (emails.get(r.owner_id) ?? null),
      status: r.status,
      total: euros(r.total_cents),
      paid_with: r.paid_with,
      // Whether the money is in: an order on terms (debit, wire) stays unpaid until staff settle it.
      paid: r.paid,
      invoice_number: r.invoice_number,
      payment_due_date: r.payment_due_date,
      // Unpaid past its due date, counted in the shop's days.
      overdue: r.status === 2 && !r.paid && r.payment_due_date !== null && r.payment_due_date < today,
      parcels: r.parcels_total === null ? null : { total: r.parcels_total, sent: r.parcels_sent ?? 0 },
      last_modified_at: new Date(r.last_modified_at).toISOString(),
    }));
    return paginate(url, count, results, list.limit, list.offset);
  }
}
