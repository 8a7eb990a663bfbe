import { mediaUrl, mediaWebpUrl, type SerializeContext } from '@shop/common';
import { resultPath, type SearchKind } from '../domain/search-kinds';
import type { SearchRow } from '../queries/search-index';

/** One thing found, as the search box and the results page show it. */
export interface SearchResultRepresentation {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  /** Who wrote it (a book, a goodie, a campaign) or where it happens (an event). */
  subtitle: string | null;
  /** The shop's page of the result, under its own label (root-relative). */
  url: string;
  label: { id: number; slug: string; name: string };
  image: string | null;
  image_webp: string | null;
  /** A book's ISBN-13, digits only. */
  isbn: string | null;
  /** When an event starts. */
  start_date: string | null;
}

/** A suggestion under the search box: what it is, where it leads, its label; no picture (the list shows none). */
export type SuggestionRepresentation = Omit<SearchResultRepresentation, 'image' | 'image_webp' | 'isbn'>;

export function serializeSuggestion(row: SearchRow): SuggestionRepresentation {
  return {
    kind: row.kind,
    id: row.record_id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    url: resultPath(row.kind, row.label_slug, row.slug, row.record_id),
    label: { id: row.label_id, slug: row.label_slug, name: row.label_name },
    start_date: row.starts_at ? new Date(row.starts_at).toISOString() : null,
  };
}

export function serializeResult(row: SearchRow, ctx: SerializeContext): SearchResultRepresentation {
  return { ...serializeSuggestion(row), image: mediaUrl(ctx, row.image), image_webp: mediaWebpUrl(ctx, row.image), isbn: row.isbn };
}

/** The results of one kind: the best ones, and how many matched. */
export interface SearchGroupRepresentation {
  kind: SearchKind;
  count: number;
  results: SearchResultRepresentation[];
}

/** Rows of the grouped search (already in their groups' order) as groups. */
export function serializeGroups(rows: SearchRow[], ctx: SerializeContext): SearchGroupRepresentation[] {
  const groups = new Map<SearchKind, SearchGroupRepresentation>();
  for (const row of rows) {
    let group = groups.get(row.kind);
    if (!group) groups.set(row.kind, (group = { kind: row.kind, count: row.total ?? 0, results: [] }));
    group.results.push(serializeResult(row, ctx));
  }
  return [...groups.values()];
}
