/**
 * A key prefix of one shop's own: two shops (a test run and a developer's, or two test databases)
 * may share one Redis, and their counters of the same address or IP must not add up.
 */
export function perDatabase(keyPrefix: string, databaseUrl: string): string {
  return `${keyPrefix}:${decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'shop'}`;
}
