import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ListQuery } from './list-query';

/**
 * Applies ordering (with the id as a stable tie-break, nulls last) and limit/offset to a query,
 * then returns the page's rows and the total count.
 */
export async function fetchPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: Pick<ListQuery, 'ordering' | 'limit' | 'offset'>,
  idColumn = `${qb.alias}.id`,
): Promise<[T[], number]> {
  for (const term of query.ordering) qb.addOrderBy(term.column, term.direction, term.direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST');
  qb.addOrderBy(idColumn, 'ASC');
  return qb.offset(query.offset).limit(query.limit).getManyAndCount();
}
