/** What the search finds (GET api/search/: libs/search). */
export type SearchKind = 'book' | 'author' | 'campaign' | 'goodie' | 'event';

/** One thing found, with the page it leads to (under its own label) and that label. */
export interface SearchResult {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  /** The author (a book, a goodie, a campaign) or the place (an event). */
  subtitle: string | null;
  url: string;
  label: { id: number; slug: string; name: string };
  image: string | null;
  image_webp: string | null;
  isbn: string | null;
  start_date: string | null;
}

/** The results of one kind: the best ones, and how many matched. */
export interface SearchGroup {
  kind: SearchKind;
  count: number;
  results: SearchResult[];
}

export interface SearchAnswer {
  query: string;
  count: number;
  groups: SearchGroup[];
}

/** A suggestion under the search field: a result without its picture and ISBN. */
export type Suggestion = Omit<SearchResult, 'image' | 'image_webp' | 'isbn'>;

export interface SuggestionsAnswer {
  query: string;
  results: Suggestion[];
}
