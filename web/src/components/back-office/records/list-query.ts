/** 25 per page (docs/back-office.md: the lists' default). */
export const PAGE_SIZE = 25;

/** What a staff list asks: a search, filters, an ordering and a page. */
export interface ListQuery {
  search: string;
  ordering: string;
  offset: number;
  label?: string;
  published?: string;
  /** A campaign's state: upcoming, running, finished, disabled. */
  state?: string;
  /** 'true': the drafts only; 'false': what the public sees. */
  draft?: string;
}

/** The list's path with its query, also its SWR key: `staff/books/?search=…&limit=25&offset=0`. */
export function listKey(path: string, query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.label) params.set('label', query.label);
  if (query.published) params.set('published', query.published);
  if (query.state) params.set('state', query.state);
  if (query.draft) params.set('draft', query.draft);
  params.set('ordering', query.ordering);
  params.set('limit', String(PAGE_SIZE));
  params.set('offset', String(query.offset));
  return `${path}?${params}`;
}
