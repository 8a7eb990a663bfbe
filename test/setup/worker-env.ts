import { workerDatabaseUrl } from './test-databases';

/**
 * Runs before each suite of the int and e2e tiers, in its jest worker: the suite works on its
 * worker's copy of the run's database and on its worker's Redis database number, so suites in two
 * workers never read or count each other's rows, jobs or keys. Children the suite starts (API,
 * worker processes) inherit both through the environment.
 */
const worker = process.env.JEST_WORKER_ID ?? '1';
const template = process.env.TEST_TEMPLATE_DATABASE_URL;
if (template) process.env.DATABASE_URL = workerDatabaseUrl(template, worker);
const redis = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : null;
if (redis && redis.pathname.length <= 1) {
  redis.pathname = `/${worker}`;
  process.env.REDIS_URL = redis.toString();
}
