import type { PaidOrderRecords } from '@shop/cart';
import { copyLine } from '@shop/common';
import { SCALE_IDS } from '@shop/demo-data';

/** A table's COPY: its columns, in the order of the lines. */
export interface TableRows {
  table: string;
  columns: string[];
  lines: string[];
}

/** Rows (column → value) as COPY lines, every row with the first row's columns. */
export function tableRows(table: string, rows: Record<string, unknown>[]): TableRows {
  const columns = rows.length ? Object.keys(rows[0]) : [];
  return { table, columns, lines: rows.map((row) => copyLine(columns.map((c) => row[c]))) };
}

/** The order tables' columns (the read models and the stream, as the commands write them). */
const STREAM_COLUMNS = ['stream_id', 'stream_type', 'version', 'created_at', 'updated_at'];
const EVENT_COLUMNS = ['global_position', 'stream_id', 'version', 'type', 'data', 'metadata', 'recorded_at'];
const INVOICE_COLUMNS = ['cart_id', 'number', 'issued_on', 'document', 'created_at'];
const CONTRIBUTION_COLUMNS = [
  'id',
  'crowdfunding_id',
  'user_id',
  'cart_id',
  'cart_reference',
  'nickname',
  'amount_cents',
  'comment',
  'hidden',
  'display_amount',
  'display_nickname',
  'unsubscribed',
  'created_at',
  'updated_at',
];
const REWARD_COLUMNS = ['id', 'contribution_id', 'compensation_id', 'variant_id', 'quantity', 'dedications'];

/** What a campaign's paid contributions add up to, for its goal (the stats themselves are recounted by the database). */
export interface CampaignTally {
  collectedCents: number;
  books: number;
}

/**
 * Lines of the order tables, batch by batch: ids and global positions continue from one batch to
 * the next, and the campaigns' tallies add up.
 */
export class OrderBatch {
  private nextPosition = 1;
  private nextContribution: number = SCALE_IDS.contribution;
  private nextReward: number = SCALE_IDS.contributionReward;
  readonly tallies = new Map<number, CampaignTally>();
  counts = { orders: 0, events: 0, contributions: 0, contributionRewards: 0 };
  private streams: string[] = [];
  private events: string[] = [];
  private carts: string[] = [];
  private invoices: string[] = [];
  private contributions: string[] = [];
  private rewards: string[] = [];
  private cartColumns: string[] = [];

  constructor(
    firstPosition: number,
    private readonly booksCount: (compensationId: number) => number,
  ) {
    this.nextPosition = firstPosition;
  }

  add(order: PaidOrderRecords): void {
    const { state } = order;
    this.counts.orders++;
    this.streams.push(copyLine([state.cartId, 'cart', order.version, order.createdAt, order.lastModifiedAt]));
    for (const e of order.events) {
      this.events.push(copyLine([this.nextPosition++, state.cartId, e.version, e.type, e.data, e.metadata, e.metadata.at]));
    }
    this.counts.events += order.events.length;
    if (!this.cartColumns.length) this.cartColumns = Object.keys(order.cart);
    this.carts.push(copyLine(this.cartColumns.map((c) => order.cart[c])));
    this.invoices.push(copyLine([state.cartId, order.invoice.number, order.invoice.date, order.invoice, state.paidAt]));
    for (const c of order.contributions) {
      const id = this.nextContribution++;
      // The spec's defaults, as the payment records a contribution (ContributionWriter).
      this.contributions.push(
        copyLine([id, c.crowdfundingId, c.userId, c.cartId, c.cartReference, c.nickname, c.amountCents, '', false, true, true, true, state.paidAt, state.paidAt]),
      );
      const tally = this.tallies.get(c.crowdfundingId) ?? { collectedCents: 0, books: 0 };
      tally.collectedCents += c.amountCents;
      for (const r of c.rewards) {
        this.rewards.push(copyLine([this.nextReward++, id, r.compensationId, r.variantId, r.quantity, r.dedications]));
        tally.books += r.quantity * this.booksCount(r.compensationId);
      }
      this.tallies.set(c.crowdfundingId, tally);
      this.counts.contributions++;
      this.counts.contributionRewards += c.rewards.length;
    }
  }

  /** The lines gathered since the last call, parents first; the batch starts empty again. */
  take(): TableRows[] {
    const tables: TableRows[] = [
      { table: 'event_streams', columns: STREAM_COLUMNS, lines: this.streams },
      { table: 'stream_events', columns: EVENT_COLUMNS, lines: this.events },
      { table: 'carts', columns: this.cartColumns, lines: this.carts },
      { table: 'invoices', columns: INVOICE_COLUMNS, lines: this.invoices },
      { table: 'contributions', columns: CONTRIBUTION_COLUMNS, lines: this.contributions },
      { table: 'contribution_rewards', columns: REWARD_COLUMNS, lines: this.rewards },
    ];
    this.streams = [];
    this.events = [];
    this.carts = [];
    this.invoices = [];
    this.contributions = [];
    this.rewards = [];
    return tables.filter((t) => t.lines.length > 0);
  }
}
