import { rmSync } from 'node:fs';
import { dropRunDatabases } from './test-databases';

/**
 * Stops the workers' browsers and shared APIs, the map tiles, forgets the pages checked for accessibility, drops the run's databases (template, workers' and suites' copies) unless KEEP_TEST_DATABASE
 * is set (to look at it after a failure), then
 * stops the containers the setup started, if any.
 */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const services = (globalThis as { testServices?: { stop(): Promise<void> } }).testServices;
  await (globalThis as { stopTestBrowsers?: () => Promise<void> }).stopTestBrowsers?.();
  if (process.env.TEST_SHARED_API_DIR) {
    const { stopSharedApis } = await import('../support/shared-api');
    await stopSharedApis(process.env.TEST_SHARED_API_DIR);
    rmSync(process.env.TEST_SHARED_API_DIR, { recursive: true, force: true });
  }
  await (globalThis as { stopMapTiles?: () => Promise<void> }).stopMapTiles?.();
  if (process.env.E2E_PAGES_CHECKED) rmSync(process.env.E2E_PAGES_CHECKED, { force: true });
  try {
    if (url && /\/shop_test_\d+_\d+$/.test(url) && !process.env.KEEP_TEST_DATABASE) await dropRunDatabases(url);
  } finally {
    await services?.stop();
  }
}
