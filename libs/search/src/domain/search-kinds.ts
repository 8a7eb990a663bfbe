import { assertNever } from '@shop/common/kernel';

/** What the search finds, in the order groups show when their best results rank the same. */
export const SEARCH_KINDS = ['book', 'author', 'campaign', 'goodie', 'event'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The page of a result in the shop (web/src/config/paths.ts, French spelling), under its own label.
 * An event has no page of its own: the label's agenda, at its card.
 */
export function resultPath(kind: SearchKind, labelSlug: string, slug: string, id: number): string {
  const label = encodeURIComponent(labelSlug);
  const own = encodeURIComponent(slug);
  switch (kind) {
    case 'book':
      return `/${label}/librairie/livre/${own}`;
    case 'goodie':
      return `/${label}/boutique/produit/${own}`;
    case 'author':
      return `/${label}/auteurs/${own}`;
    case 'campaign':
      return `/${label}/financement-participatif/${own}`;
    case 'event':
      return `/${label}/evenements#event-${id}-title`;
    default:
      return assertNever(kind);
  }
}
