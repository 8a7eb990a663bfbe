import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';
import { LABEL_COLUMNS, labelRecord, labelRow, LabelRow, StaffLabelRecord } from './staff-labels.records';

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class ListStaffLabelsQuery extends Query<Page<StaffLabelRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffLabelQuery extends Query<StaffLabelRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

@QueryHandler(ListStaffLabelsQuery)
export class ListStaffLabelsHandler implements IQueryHandler<ListStaffLabelsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListStaffLabelsQuery): Promise<Page<StaffLabelRecord>> {
    const params: unknown[] = [];
    let where = '';
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') {
      params.push(likePattern(search));
      where = 'WHERE (l.name ILIKE $1 OR l.slug ILIKE $1 OR EXISTS (SELECT 1 FROM label_old_slugs o WHERE o.label_id = l.id AND o.slug ILIKE $1))';
    }
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM labels l ${where}`, params);
    const order = list.ordering
      .map((term) => `${term.column} ${term.direction} NULLS LAST`)
      .concat('l.id ASC')
      .join(', ');
    const rows = await this.db.query<LabelRow[]>(`SELECT ${LABEL_COLUMNS} FROM labels l ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      list.limit,
      list.offset,
    ]);
    return paginate(url, count, rows.map(labelRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffLabelQuery)
export class GetStaffLabelHandler implements IQueryHandler<GetStaffLabelQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffLabelQuery): Promise<StaffLabelRecord | null> {
    const row = await labelRow(this.db, id);
    return row ? labelRecord(row) : null;
  }
}

export const STAFF_LABEL_QUERY_HANDLERS = [ListStaffLabelsHandler, GetStaffLabelHandler];
