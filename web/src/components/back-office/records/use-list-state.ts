import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebounced } from '@/hooks/use-debounced';
import type { ListQuery } from './list-query';

/** The search waits for a pause in typing: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A staff list's search, filters, ordering and page, kept in the URL (`?q=&label=&published=&state=&draft=&tri=&page=`)
 * so a reload or a shared link shows the same list. The typed search is debounced before it counts.
 */
export function useListState(defaultOrdering: string) {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebounced(typed, SEARCH_DEBOUNCE_MS).trim();

  const update = (changes: Record<string, string | null>, keepOffset = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new search, filter or ordering starts again from the first page.
        if (!keepOffset) next.delete('offset');
        return next;
      },
      { replace: !keepOffset },
    );
  };

  useEffect(() => {
    if ((params.get('q') ?? '') !== search) update({ q: search || null });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const query: ListQuery = {
    search,
    ordering: params.get('tri') ?? defaultOrdering,
    offset: Math.max(0, Number(params.get('offset')) || 0),
    label: params.get('label') ?? undefined,
    published: params.get('published') ?? undefined,
    state: params.get('state') ?? undefined,
    draft: params.get('draft') ?? undefined,
  };

  return {
    query,
    typed,
    setTyped,
    setFilter: (name: 'label' | 'published' | 'state' | 'draft', value: string) => update({ [name]: value || null }),
    setOrdering: (ordering: string) => update({ tri: ordering === defaultOrdering ? null : ordering }),
    goTo: (offset: number) => update({ offset: offset > 0 ? String(offset) : null }, true),
  };
}
