import type { Middleware } from 'swr';
import { unstable_serialize } from 'swr';
import { unstable_serialize as serializeInfinite } from 'swr/infinite';
import { ApiError } from '../api-client';
import type { SeededEntry } from './server-render';

type Fetcher = (arg: unknown) => unknown;

/**
 * Notes, while the server renders a page, every SWR key the page reads and does not have yet, with
 * the hook's own fetcher, so the answers land in the cache exactly as the browser would have them.
 */
export class KeyRecorder {
  readonly pending = new Map<string, () => Promise<[string, SeededEntry][]>>();
  /** Keys asked once already: one that failed is not asked again in the next round. */
  private readonly tried = new Set<string>();

  constructor(private readonly seeds: Map<string, SeededEntry>) {}

  readonly middleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (fetcher) this.see(key, fetcher as Fetcher);
    return useSWRNext(key, fetcher, config);
  };

  /** Fetches what the last render asked for; a failure the browser may retry is left for it to fetch. */
  async fetchPending(): Promise<void> {
    const batches = await Promise.all([...this.pending.values()].map((load) => load()));
    this.pending.clear();
    for (const [key, entry] of batches.flat()) this.seeds.set(key, entry);
  }

  private see(key: unknown, fetcher: Fetcher): void {
    // useSWRInfinite's key is the function of a page index: its first page is what the page shows first.
    const infinite = typeof key === 'function' && key.length > 0;
    let arg: unknown;
    let cacheKey: string;
    try {
      arg = infinite ? (key as (index: number, previous: null) => unknown)(0, null) : typeof key === 'function' ? (key as () => unknown)() : key;
      if (arg === null || arg === undefined || arg === false || arg === '') return;
      cacheKey = infinite ? serializeInfinite(key as Parameters<typeof serializeInfinite>[0]) : unstable_serialize(arg);
    } catch {
      return; // a dependent key whose input is not there yet
    }
    if (this.seeds.has(cacheKey) || this.tried.has(cacheKey)) return;
    this.tried.add(cacheKey);
    this.pending.set(cacheKey, async () => {
      try {
        const data = await fetcher(arg);
        return infinite
          ? [
              [cacheKey, { data: [data] }],
              [unstable_serialize(arg), { data }],
            ]
          : [[cacheKey, { data }]];
      } catch (error) {
        // A refusal is the page's answer (its 404); anything else the browser will try again.
        if (error instanceof ApiError && !error.transient && !infinite) return [[cacheKey, { error: { status: error.status, message: error.message, body: error.body } }]];
        return [];
      }
    });
  }
}
