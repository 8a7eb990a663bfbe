import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrFetcher } from '@/lib/api-client';

/**
 * App-wide providers. The API client retries transient failures itself (spec §7 counts), so SWR's
 * own endless error retry is off.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ fetcher: swrFetcher, shouldRetryOnError: false, dedupingInterval: 5000 }}>{children}</SWRConfig>;
}
