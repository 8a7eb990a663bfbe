import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListQuery, Page, paginate } from '@shop/common';
import { DataSource } from 'typeorm';
import { oldSlugMatches } from '../old-slugs/old-slugs';
import { AUTHOR_COLUMNS, authorRecord, authorRow, AuthorRow, BOOK_COLUMNS, bookRecord, bookRow, BookRow, StaffAuthorRecord, StaffBookRecord } from './staff-records';

/** `%…%` of a search box, its own % and _ taken literally. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE clauses and their parameters, numbered as they are added. */
class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  get where(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/** The label filter: an id, or a label's slug. */
function labelCondition(conditions: Conditions, column: string, label: unknown): void {
  if (typeof label === 'number') conditions.clauses.push(`${column} = ${conditions.bind(label)}`);
  else if (typeof label === 'string') conditions.clauses.push(`${column} = (SELECT id FROM labels WHERE slug = ${conditions.bind(label)})`);
}

/** The asked ordering, the id breaking ties. */
const orderBy = (list: ListQuery, idColumn: string) =>
  list.ordering
    .map((term) => `${term.column} ${term.direction} NULLS LAST`)
    .concat(`${idColumn} ASC`)
    .join(', ');

export class ListStaffAuthorsQuery extends Query<Page<StaffAuthorRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffAuthorQuery extends Query<StaffAuthorRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

export class ListStaffBooksQuery extends Query<Page<StaffBookRecord>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
  ) {
    super();
  }
}

export class GetStaffBookQuery extends Query<StaffBookRecord | null> {
  constructor(readonly id: number) {
    super();
  }
}

@QueryHandler(ListStaffAuthorsQuery)
export class ListStaffAuthorsHandler implements IQueryHandler<ListStaffAuthorsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListStaffAuthorsQuery): Promise<Page<StaffAuthorRecord>> {
    const conditions = new Conditions();
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') {
      const pattern = conditions.bind(likePattern(search));
      conditions.clauses.push(`(a.name ILIKE ${pattern} OR a.slug ILIKE ${pattern} OR ${oldSlugMatches('author', 'a', pattern)})`);
    }
    labelCondition(conditions, 'a.label_id', list.filters.label);
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM authors a ${conditions.where}`, conditions.params);
    const rows = await this.db.query<AuthorRow[]>(
      `SELECT ${AUTHOR_COLUMNS} FROM authors a ${conditions.where} ORDER BY ${orderBy(list, 'a.id')} LIMIT ${conditions.bind(list.limit)} OFFSET ${conditions.bind(list.offset)}`,
      conditions.params,
    );
    return paginate(url, count, rows.map(authorRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffAuthorQuery)
export class GetStaffAuthorHandler implements IQueryHandler<GetStaffAuthorQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffAuthorQuery): Promise<StaffAuthorRecord | null> {
    const row = await authorRow(this.db, id);
    return row ? authorRecord(row) : null;
  }
}

@QueryHandler(ListStaffBooksQuery)
export class ListStaffBooksHandler implements IQueryHandler<ListStaffBooksQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ list, url }: ListStaffBooksQuery): Promise<Page<StaffBookRecord>> {
    const conditions = new Conditions();
    conditions.clauses.push(`p.type = 'book'`);
    const search = list.filters.search;
    if (typeof search === 'string' && search !== '') {
      const pattern = conditions.bind(likePattern(search));
      // An ISBN is stored as its 13 digits: typed with hyphens or spaces, it is searched without them.
      const isbn = conditions.bind(likePattern(search.replace(/[\s-]/g, '')));
      conditions.clauses.push(`(p.name ILIKE ${pattern} OR p.slug ILIKE ${pattern} OR b.isbn ILIKE ${isbn} OR ${oldSlugMatches('product', 'p', pattern)})`);
    }
    labelCondition(conditions, 'p.label_id', list.filters.label);
    if (typeof list.filters.published === 'boolean') conditions.clauses.push(`b.published = ${conditions.bind(list.filters.published)}`);
    if (typeof list.filters.draft === 'boolean') conditions.clauses.push(`p.draft = ${conditions.bind(list.filters.draft)}`);
    const from = `FROM products p JOIN books b ON b.product_id = p.id ${conditions.where}`;
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count ${from}`, conditions.params);
    const rows = await this.db.query<BookRow[]>(
      `SELECT ${BOOK_COLUMNS} ${from} ORDER BY ${orderBy(list, 'p.id')} LIMIT ${conditions.bind(list.limit)} OFFSET ${conditions.bind(list.offset)}`,
      conditions.params,
    );
    return paginate(url, count, rows.map(bookRecord), list.limit, list.offset);
  }
}

@QueryHandler(GetStaffBookQuery)
export class GetStaffBookHandler implements IQueryHandler<GetStaffBookQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ id }: GetStaffBookQuery): Promise<StaffBookRecord | null> {
    const row = await bookRow(this.db, id);
    return row ? bookRecord(row) : null;
  }
}

export const STAFF_QUERY_HANDLERS = [ListStaffAuthorsHandler, GetStaffAuthorHandler, ListStaffBooksHandler, GetStaffBookHandler];
