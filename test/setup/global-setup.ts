import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsconfig-paths';
import { compilerOptions } from '../../tsconfig.json';

// Jest's moduleNameMapper does not reach global setup files: resolve the @shop/* aliases here.
register({ baseUrl: `${__dirname}/../..`, paths: compilerOptions.paths });

/**
 * PostgreSQL and Redis for the run (test-services.ts: the local servers when they answer, else
 * containers when Docker answers), then one isolated database per test run, migrated and seeded
 * with the demo once, the template of every worker's and suite's database. Their addresses reach
 * the tests, and the processes they start, through the env.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const { dockerAnswers, planTestServices, startTestServices, tcpAnswers } = await import('./test-services');
  const plan = await planTestServices(process.env, { answers: tcpAnswers, dockerAnswers });
  // Read by the global teardown, which runs in this same process.
  (globalThis as { testServices?: unknown }).testServices = await startTestServices(plan);
  const server = process.env.TEST_DATABASE_SERVER as string;
  const url = `${server}/shop_test_${Date.now()}_${process.pid}`;
  process.env.DATABASE_URL = url;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'error';
  const { cloneDatabase, createRunDatabase, workerDatabaseUrl } = await import('./test-databases');
  await createRunDatabase(url);
  const { prepareDatabase } = await import('../../apps/api/src/prepare-database');
  await prepareDatabase({ databaseUrl: url, seedDemo: 'always' });
  // The run's database is the template: each worker works on a copy of its own (test/setup/worker-env.ts),
  // and so does each suite that asks for one (createSuiteDatabase), so two workers never share rows.
  process.env.TEST_TEMPLATE_DATABASE_URL = url;
  const workers = Math.max(1, globalConfig.maxWorkers);
  for (let worker = 1; worker <= workers; worker++) await cloneDatabase(url, workerDatabaseUrl(url, String(worker)));
  // One Chromium per worker, which the browser suites connect to (test-browsers.ts); stopped by the global teardown.
  const { startWorkerBrowsers } = await import('./test-browsers');
  (globalThis as { stopTestBrowsers?: () => Promise<void> }).stopTestBrowsers = await startWorkerBrowsers(workers);
  // The pages the browser suites have checked for accessibility in this run (test/e2e/support/page-audit.ts).
  process.env.E2E_PAGES_CHECKED = join(tmpdir(), `e2e-pages-checked-${Date.now()}-${process.pid}.txt`);
  // The workers' shared APIs (test/support/shared-api.ts): the built server, registered in this folder.
  const { ensureServerBuilt } = await import('./built-server');
  ensureServerBuilt();
  process.env.TEST_SHARED_API_DIR = join(tmpdir(), `shop-shared-apis-${Date.now()}-${process.pid}`);
  const { startMapTiles } = await import('./map-tiles');
  const tiles = await startMapTiles();
  process.env.TEST_MAP_TILES_URL = tiles.url;
  (globalThis as { stopMapTiles?: () => Promise<void> }).stopMapTiles = tiles.stop;
}
