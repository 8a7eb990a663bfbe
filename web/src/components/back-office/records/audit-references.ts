import type { AuditEntry } from './types';
import { REFERENCE_FIELDS, type ReferenceKind } from './format-audit';
import { useLabelChoices } from './label-choices';
import { useChosenRecords, type ChoiceKind } from './record-choices';

/** The ids of records of one kind that a trail's changes name (from or to, single or listed). */
function idsNamed(entries: AuditEntry[], kind: ChoiceKind): number[] {
  const ids = new Set<number>();
  for (const entry of entries) {
    for (const [field, { from, to }] of Object.entries(entry.changes)) {
      if ((REFERENCE_FIELDS as Record<string, ReferenceKind>)[field] !== kind) continue;
      for (const value of [from, to].flat()) if (Number.isInteger(Number(value)) && value !== null && value !== '') ids.add(Number(value));
    }
  }
  return [...ids].sort((a, b) => a - b);
}

const byId = (choices: { id: number; name: string }[]) => new Map(choices.map((choice) => [choice.id, choice.name]));

/**
 * The names of the records a trail's changes point at (a collection, an author, a book, a campaign),
 * by field: those already read at once, the others by their staff route; an unknown one reads 'n°465'.
 */
export function useTrailReferences(entries: AuditEntry[]): Record<string, ReadonlyMap<number, string>> {
  const labels = byId(useLabelChoices());
  const named: Record<ReferenceKind, ReadonlyMap<number, string>> = {
    label: labels,
    author: byId(useChosenRecords('author', idsNamed(entries, 'author'))),
    book: byId(useChosenRecords('book', idsNamed(entries, 'book'))),
    campaign: byId(useChosenRecords('campaign', idsNamed(entries, 'campaign'))),
  };
  return Object.fromEntries(Object.entries(REFERENCE_FIELDS).map(([field, kind]) => [field, named[kind]]));
}
