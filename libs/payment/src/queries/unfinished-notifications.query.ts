import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig, ListQuery, ListQuerySpec, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';

/** What `GET api/staff/bank-notifications/unfinished/` accepts: oldest first. */
export const UNFINISHED_NOTIFICATIONS_SPEC: ListQuerySpec = {
  ordering: { received_at: 'n.received_at', enqueued_at: 'n.enqueued_at' },
  defaultOrdering: ['received_at'],
};

/**
 * Bank notifications acknowledged to the bank but still not acted upon after the reconciliation
 * delay (QUEUE_RECONCILE_AFTER_SECONDS): the bank will not send them again, so staff must see them.
 */
export class ListUnfinishedNotificationsQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

interface UnfinishedRow {
  id: string;
  reference: string;
  code_retour: string;
  amount: string | null;
  received_at: Date;
  enqueued_at: Date | null;
  requeued: number;
}

@QueryHandler(ListUnfinishedNotificationsQuery)
export class ListUnfinishedNotificationsHandler implements IQueryHandler<ListUnfinishedNotificationsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ list, url }: ListUnfinishedNotificationsQuery): Promise<Page<unknown>> {
    const where = `n.processed_at IS NULL AND n.received_at < now() - make_interval(secs => $1)`;
    const after = this.config.queueReconcileAfterSeconds;
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM bank_notifications n WHERE ${where}`, [after]);
    const order = list.ordering
      .map((o) => `${o.column} ${o.direction}`)
      .concat('n.id')
      .join(', ');
    const rows = await this.db.query<UnfinishedRow[]>(
      `SELECT n.id, n.reference, n.code_retour, n.fields ->> 'montant' AS amount, n.received_at, n.enqueued_at, n.requeued
         FROM bank_notifications n WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [after, list.limit, list.offset],
    );
    const results = rows.map((r) => ({
      id: Number(r.id),
      reference: r.reference,
      code_retour: r.code_retour,
      amount: r.amount,
      received_at: new Date(r.received_at).toISOString(),
      enqueued_at: r.enqueued_at ? new Date(r.enqueued_at).toISOString() : null,
      requeued: r.requeued,
    }));
    return paginate(url, count, results, list.limit, list.offset);
  }
}
