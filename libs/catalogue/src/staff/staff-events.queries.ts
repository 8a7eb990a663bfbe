import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';
import { EVENT_COLUMNS, eventRecord, eventRow, EventRow, StaffEventRecord } from './staff-events.records';

/** `%…%` of a search box, its own % and _ taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class ListStaffEventsQuery extends Query<Page<StaffEventRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly period: 'upcoming' | 'past' | undefined,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffEventQuery extends Query<StaffEventRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

@QueryHandler(ListStaffEventsQuery)
export class ListStaffEventsHandler implements IQueryHandler<ListStaffEventsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, period, url }: ListStaffEventsQuery): Promise<Page<StaffEventRecord>> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') {
      const pattern = bind(likePattern(search));
      clauses.push(`(e.title ILIKE ${pattern} OR e.slug ILIKE ${pattern} OR e.location ILIKE ${pattern})`);
    }
    const label = list.filters.label;
    if (typeof label === 'number') clauses.push(`e.label_id = ${bind(label)}`);
    else if (typeof label === 'string') clauses.push(`e.label_id = (SELECT id FROM labels WHERE slug = ${bind(label)})`);
    if (period === 'upcoming') clauses.push('e.end_date >= now()');
    if (period === 'past') clauses.push('e.end_date < now()');
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM events e ${where}`, params);
    const order = list.ordering
      .map((t) => `${t.column} ${t.direction}`)
      .concat('e.id ASC')
      .join(', ');
    const rows = await this.db.query<EventRow[]>(`SELECT ${EVENT_COLUMNS} FROM events e ${where} ORDER BY ${order} LIMIT ${bind(list.limit)} OFFSET ${bind(list.offset)}`, params);
    return paginate(url, count, rows.map(eventRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffEventQuery)
export class GetStaffEventHandler implements IQueryHandler<GetStaffEventQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffEventQuery): Promise<StaffEventRecord | null> {
    const row = await eventRow(this.db, id);
    return row ? eventRecord(row) : null;
  }
}

export const STAFF_EVENT_QUERY_HANDLERS = [ListStaffEventsHandler, GetStaffEventHandler];
