import { useState, type ReactNode } from 'react';
import type { Middleware, State } from 'swr';
import { unstable_serialize, useSWRConfig } from 'swr';
import { ApiError } from '../api-client';
import type { SeededEntry, ServerPayload } from './server-render';

const INFINITE_PREFIX = '$inf$';

/** The SWR cache entry of a seeded answer (its `error` an ApiError again, as the fetchers throw). */
export function cacheStateOf(entry: SeededEntry): State<unknown, unknown> {
  if ('error' in entry) return { error: new ApiError(entry.error.message, entry.error.status, entry.error.body), isLoading: false, isValidating: false };
  return { data: entry.data, isLoading: false, isValidating: false };
}

/**
 * Fills SWR's own cache, before anything reads it, with the answers the server rendered the page
 * from: the hydrating page renders the same HTML without calling the API again. The app's cache
 * stays SWR's default one, which the modules' global `mutate` calls write to.
 */
export function SeededCache({ payload, children }: { payload: ServerPayload; children: ReactNode }) {
  const { cache } = useSWRConfig();
  useState(() => {
    for (const [key, entry] of Object.entries(payload.swr)) {
      if (cache.get(key) === undefined) cache.set(key, cacheStateOf(entry));
    }
  });
  return children;
}

/**
 * The serialised cache key of a hook's key, as SWR files it (`useSWRInfinite` passes its page-key
 * function, which takes the page index; a plain function key takes nothing).
 */
export function cacheKeyOf(key: unknown): string {
  try {
    // useSWRInfinite files its pages under its first page's key with this prefix (swr/infinite's
    // unstable_serialize, not imported here: the infinite hook's code stays in the pages that use it).
    if (typeof key === 'function' && key.length > 0)
      return INFINITE_PREFIX + unstable_serialize((key as (index: number, previous: null) => Parameters<typeof unstable_serialize>[0])(0, null));
    return unstable_serialize(key as Parameters<typeof unstable_serialize>[0]);
  } catch {
    return ''; // a dependent key whose input is not there yet
  }
}

/** How long the server's answers count as fresh in the browser: the page's later parts (chunks hydrating late) do not ask again. */
export const SEEDED_FRESH_MS = 30_000;

/**
 * Keys seeded by the server are not fetched again when components reading them mount in the first
 * seconds of the page (the server's answer is that old); later mounts revalidate as usual.
 */
export function skipFirstRevalidation(seeded: ReadonlySet<string>, clock: () => number = () => performance.now()): Middleware {
  const freshUntil = clock() + SEEDED_FRESH_MS;
  return (useSWRNext) => (key, fetcher, config) => {
    const fresh = key !== null && key !== undefined && key !== false && clock() < freshUntil && seeded.has(cacheKeyOf(key));
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };
}
