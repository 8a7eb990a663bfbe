import type { SearchKind } from '../types';

/** The heading of each kind of result. */
export const KIND_HEADINGS: Record<SearchKind, string> = {
  book: 'Livres',
  author: 'Auteurices',
  campaign: 'Financements participatifs',
  goodie: 'Boutique',
  event: 'Agenda',
};

/** « 1 livre », « 3 livres »: how many of a kind, in words. */
const KIND_NOUNS: Record<SearchKind, [one: string, many: string]> = {
  book: ['livre', 'livres'],
  author: ['auteurice', 'auteurices'],
  campaign: ['financement participatif', 'financements participatifs'],
  goodie: ['article de la boutique', 'articles de la boutique'],
  event: ['événement', 'événements'],
};

export function kindCount(kind: SearchKind, count: number): string {
  const [one, many] = KIND_NOUNS[kind];
  return `${count} ${count > 1 ? many : one}`;
}

/** « Aucun résultat », « 1 résultat », « 12 résultats ». */
export function resultCount(count: number): string {
  return count === 0 ? 'Aucun résultat' : `${count} résultat${count > 1 ? 's' : ''}`;
}

/**
 * Suggestions grouped by kind, the groups in the order their best result comes (the answer is
 * ranked best first), each group's results in their rank: the order they show and the arrow keys
 * follow.
 */
export function groupByKind<T extends { kind: SearchKind }>(results: readonly T[]): { kind: SearchKind; results: T[] }[] {
  const groups = new Map<SearchKind, T[]>();
  for (const result of results) groups.set(result.kind, [...(groups.get(result.kind) ?? []), result]);
  return [...groups].map(([kind, list]) => ({ kind, results: list }));
}
