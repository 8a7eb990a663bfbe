import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { useDebounced } from '@/hooks/use-debounced';
import type { Page } from '@/types/api';
import type { RecordChoice } from './types';
import { SEARCH_DEBOUNCE_MS } from './use-list-state';

/** The staff lists a picker reads, with the field that names their records. */
export const CHOICE_SOURCES = {
  author: { path: 'staff/authors/', field: 'name', ordering: 'name' },
  book: { path: 'staff/books/', field: 'title', ordering: 'title' },
  campaign: { path: 'staff/campaigns/', field: 'title', ordering: '-start_date' },
} as const;
export type ChoiceKind = keyof typeof CHOICE_SOURCES;

/** The most a list answers (docs/back-office.md): past it, the search narrows the choices. */
export const CHOICES_LIMIT = 100;

/** Names already read, by kind and id: a 409's comparison or a trail names a record without asking again. */
const known: Record<ChoiceKind, Map<number, string>> = { author: new Map(), book: new Map(), campaign: new Map() };

const toChoice = (kind: ChoiceKind, record: Record<string, unknown>): RecordChoice => {
  const choice = { id: Number(record.id), name: String(record[CHOICE_SOURCES[kind].field] ?? '') };
  known[kind].set(choice.id, choice.name);
  return choice;
};

/** The names of a kind of record read so far, by id. */
export const knownNames = (kind: ChoiceKind): ReadonlyMap<number, string> => known[kind];

/** `GET api/staff/<kind>/?search=`: the records matching what is typed (debounced), by name; `count` says how many match in all. */
export function useChoiceSearch(kind: ChoiceKind, typed: string) {
  const search = useDebounced(typed, SEARCH_DEBOUNCE_MS).trim();
  const { path, ordering } = CHOICE_SOURCES[kind];
  const params = new URLSearchParams({ ...(search ? { search } : {}), ordering, limit: String(CHOICES_LIMIT) });
  const { data, error, isLoading } = useSWR<Page<Record<string, unknown>>, Error>(
    `${path}?${params}`,
    (key: string) => api.get<Page<Record<string, unknown>>>(key, { retries: 2 }),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
  return { choices: data?.results.map((record) => toChoice(kind, record)), count: data?.count ?? 0, error, isLoading };
}

/**
 * Chosen records with their names: those a search already read at once, the others by
 * `GET api/staff/<kind>/{id}/`, so a choice the current search does not show keeps its name.
 */
export function useChosenRecords(kind: ChoiceKind, ids: number[]): RecordChoice[] {
  const { path } = CHOICE_SOURCES[kind];
  const unknown = ids.filter((id) => !known[kind].has(id));
  // Its answer is read below: SWR renders again only for what a component reads.
  const { data: read = [] } = useSWR(
    unknown.length ? ['choices', kind, ...unknown] : null,
    // One record gone (deleted since) leaves the others named: it is simply not known.
    () =>
      Promise.all(
        unknown.map((id) =>
          api.get<Record<string, unknown>>(`${path}${id}/`, { retries: 2 }).then(
            (record) => toChoice(kind, record),
            () => null,
          ),
        ),
      ),
    {
      revalidateOnFocus: false,
    },
  );
  return ids.flatMap((id) => {
    const name = known[kind].get(id) ?? read.find((choice) => choice?.id === id)?.name;
    return name === undefined ? [] : [{ id, name }];
  });
}
