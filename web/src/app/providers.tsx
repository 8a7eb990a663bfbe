import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrFetcher } from '@/lib/api-client';

/**
 * App-wide providers. The API client retries transient failures itself (spec §7 counts), so SWR's
 * own endless error retry is off. `swr` adds to that: the cache a server-rendered page hydrates
 * from, or the server's own collecting cache.
 */
export function AppProviders({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, dedupingInterval: 5000, ...swr }}>{children}</SWRConfig>;
}
