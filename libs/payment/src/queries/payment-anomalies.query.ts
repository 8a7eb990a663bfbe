import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, ListQuerySpec, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';

/** What `GET api/staff/payment-anomalies/` accepts: newest first by default, `resolved=true|false`. */
export const PAYMENT_ANOMALIES_SPEC: ListQuerySpec = {
  ordering: { created_at: 'a.created_at', id: 'a.id' },
  defaultOrdering: ['-created_at'],
  filters: { resolved: 'boolean', kind: 'string' },
};

interface AnomalyRow {
  id: string;
  notification_id: string;
  reference: string;
  code_retour: string;
  cart_id: string | null;
  kind: string;
  detail: string;
  amount: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

/** One page of the payment anomalies (a bank notification the worker could not turn into a payment). */
export class ListPaymentAnomaliesQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

@QueryHandler(ListPaymentAnomaliesQuery)
export class ListPaymentAnomaliesHandler implements IQueryHandler<ListPaymentAnomaliesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListPaymentAnomaliesQuery): Promise<Page<unknown>> {
    const params: unknown[] = [];
    let where = 'TRUE';
    if (list.filters.resolved !== undefined) where += list.filters.resolved ? ' AND a.resolved_at IS NOT NULL' : ' AND a.resolved_at IS NULL';
    if (typeof list.filters.kind === 'string' && list.filters.kind) where += ` AND a.kind = $${params.push(list.filters.kind)}`;
    const order = list.ordering
      .map((o) => `${o.column} ${o.direction}`)
      .concat('a.id DESC')
      .join(', ');
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM payment_anomalies a WHERE ${where}`, params);
    const rows = await this.db.query<AnomalyRow[]>(
      `SELECT a.id, a.notification_id, a.reference, a.code_retour, a.cart_id, a.kind, a.detail, n.fields ->> 'montant' AS amount, a.created_at, a.resolved_at
         FROM payment_anomalies a JOIN bank_notifications n ON n.id = a.notification_id
        WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, list.limit, list.offset],
    );
    const results = rows.map((r) => ({
      id: Number(r.id),
      notification: Number(r.notification_id),
      reference: r.reference,
      code_retour: r.code_retour,
      cart: r.cart_id,
      kind: r.kind,
      detail: r.detail,
      amount: r.amount,
      created_at: new Date(r.created_at).toISOString(),
      resolved_at: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
    }));
    return paginate(url, count, results, list.limit, list.offset);
  }
}
