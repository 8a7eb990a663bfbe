import { register } from 'tsconfig-paths';
import { compilerOptions } from '../../tsconfig.json';

// Jest's moduleNameMapper does not reach global setup files: resolve the @shop/* aliases here.
register({ baseUrl: `${__dirname}/../..`, paths: compilerOptions.paths });

/**
 * One isolated database per test run, migrated and seeded with the demo, on the PostgreSQL named
 * by TEST_DATABASE_SERVER (default: the local server). Its URL reaches the tests through the env.
 */
export default async function globalSetup(): Promise<void> {
  const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
  const url = `${server}/shop_test_${Date.now()}_${process.pid}`;
  process.env.DATABASE_URL = url;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'error';
  const { prepareDatabase } = await import('../../apps/api/src/prepare-database');
  await prepareDatabase({ databaseUrl: url, seedDemo: 'always' });
}
