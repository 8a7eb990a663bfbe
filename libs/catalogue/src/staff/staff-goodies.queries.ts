import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';
import { oldSlugMatches } from '../old-slugs/old-slugs';
import { GOODIE_COLUMNS, goodieRecord, goodieRow, GoodieRow, StaffGoodieRecord } from './staff-goodies.records';

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An attribute a goodie or a variant may carry, with its type. */
export interface StaffAttribute {
  id: number;
  value: string;
  type: { id: number; slug: string; name: string };
}

export class ListStaffGoodiesQuery extends Query<Page<StaffGoodieRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffGoodieQuery extends Query<StaffGoodieRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

export class ListStaffAttributesQuery extends Query<StaffAttribute[]> {}

@QueryHandler(ListStaffGoodiesQuery)
export class ListStaffGoodiesHandler implements IQueryHandler<ListStaffGoodiesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListStaffGoodiesQuery): Promise<Page<StaffGoodieRecord>> {
    const clauses = [`p.type = 'goodie'`];
    const params: unknown[] = [];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') {
      const pattern = bind(likePattern(search));
      clauses.push(`(p.name ILIKE ${pattern} OR p.slug ILIKE ${pattern} OR ${oldSlugMatches('product', 'p', pattern)})`);
    }
    const label = list.filters.label;
    if (typeof label === 'number') clauses.push(`p.label_id = ${bind(label)}`);
    else if (typeof label === 'string') clauses.push(`p.label_id = (SELECT id FROM labels WHERE slug = ${bind(label)})`);
    if (typeof list.filters.draft === 'boolean') clauses.push(`p.draft = ${bind(list.filters.draft)}`);
    const where = `WHERE ${clauses.join(' AND ')}`;
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM products p ${where}`, params);
    const order = list.ordering
      .map((term) => `${term.column} ${term.direction} NULLS LAST`)
      .concat('p.id ASC')
      .join(', ');
    const rows = await this.db.query<GoodieRow[]>(
      `SELECT ${GOODIE_COLUMNS} FROM products p ${where} ORDER BY ${order} LIMIT ${bind(list.limit)} OFFSET ${bind(list.offset)}`,
      params,
    );
    return paginate(url, count, rows.map(goodieRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffGoodieQuery)
export class GetStaffGoodieHandler implements IQueryHandler<GetStaffGoodieQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffGoodieQuery): Promise<StaffGoodieRecord | null> {
    const row = await goodieRow(this.db, id);
    return row ? goodieRecord(row) : null;
  }
}

@QueryHandler(ListStaffAttributesQuery)
export class ListStaffAttributesHandler implements IQueryHandler<ListStaffAttributesQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute(): Promise<StaffAttribute[]> {
    const rows = await this.db.query<{ id: number; value: string; type_id: number; type_slug: string; type_name: string }[]>(
      `SELECT a.id, a.value, t.id AS type_id, t.slug AS type_slug, t.name AS type_name
         FROM attributes a JOIN attribute_types t ON t.id = a.attribute_type_id ORDER BY t.name, a.position, a.id LIMIT 1000`,
    );
    return rows.map((r) => ({ id: r.id, value: r.value, type: { id: r.type_id, slug: r.type_slug, name: r.type_name } }));
  }
}

export const STAFF_GOODIE_QUERY_HANDLERS = [ListStaffGoodiesHandler, GetStaffGoodieHandler, ListStaffAttributesHandler];
