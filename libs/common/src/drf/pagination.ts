/** DRF's paginated envelope. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

function withParams(requestUrl: string, set: Record<string, number | null>): string {
  const url = new URL(requestUrl);
  for (const [key, value] of Object.entries(set)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Wraps one page of results with absolute next/previous links, as LimitOffsetPagination does:
 * the request URL with limit and offset replaced (offset dropped when the previous page is the first).
 */
export function paginate<T>(requestUrl: string, count: number, results: T[], limit: number, offset: number): Page<T> {
  const next = offset + limit < count ? withParams(requestUrl, { limit, offset: offset + limit }) : null;
  let previous: string | null = null;
  if (offset > 0) {
    previous = offset - limit <= 0 ? withParams(requestUrl, { limit, offset: null }) : withParams(requestUrl, { limit, offset: offset - limit });
  }
  return { count, next, previous, results };
}
