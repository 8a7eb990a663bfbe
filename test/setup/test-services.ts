import { connect } from 'node:net';

/**
 * Where the tests find PostgreSQL and Redis: the servers already running (TEST_DATABASE_SERVER,
 * REDIS_URL, or their defaults on 127.0.0.1, as CI has them), or else containers started with
 * testcontainers when a Docker engine answers, or else a stop at once that names both ways.
 */

/** Images pinned by version, the major versions of CI's servers (PostgreSQL 15, Redis 7.0). */
export const POSTGRES_IMAGE = 'postgres:15.10-alpine';
export const REDIS_IMAGE = 'redis:7.0.15-alpine';

export const DEFAULT_DATABASE_SERVER = 'postgres://postgres@127.0.0.1:5432';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** How each service is reached: the configured server, or a container to start. */
export type ServiceSource = 'local' | 'container';

export interface ServicePlan {
  postgres: { source: ServiceSource; server: string };
  redis: { source: ServiceSource; url: string };
}

/** The probes, faked in the unit tests. */
export interface ServiceProbes {
  answers(url: string): Promise<boolean>;
  dockerAnswers(): Promise<boolean>;
}

export class NoTestServices extends Error {}

/** The message of a machine with neither: both ways, spelled out. */
export function noServicesMessage(missing: string[]): string {
  return [
    `Les tests ont besoin de PostgreSQL et de Redis : ${missing.join(' et ')} ne répond${missing.length > 1 ? 'ent' : ''} pas, et aucun moteur Docker non plus.`,
    'Deux façons de les lancer :',
    `  1. des serveurs locaux : PostgreSQL sur ${DEFAULT_DATABASE_SERVER} (ou TEST_DATABASE_SERVER) et Redis sur ${DEFAULT_REDIS_URL} (ou REDIS_URL) ;`,
    `  2. Docker démarré (docker info doit répondre) : les tests lancent alors ${POSTGRES_IMAGE} et ${REDIS_IMAGE} avec testcontainers.`,
  ].join('\n');
}

/** Local servers that answer are used as they are; the others come from containers if Docker answers. */
export async function planTestServices(env: NodeJS.ProcessEnv, probes: ServiceProbes): Promise<ServicePlan> {
  const server = env.TEST_DATABASE_SERVER || DEFAULT_DATABASE_SERVER;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const [postgresUp, redisUp] = await Promise.all([probes.answers(server), probes.answers(redisUrl)]);
  if (postgresUp && redisUp) return { postgres: { source: 'local', server }, redis: { source: 'local', url: redisUrl } };
  const missing = [...(postgresUp ? [] : [`PostgreSQL (${server})`]), ...(redisUp ? [] : [`Redis (${redisUrl})`])];
  if (!(await probes.dockerAnswers())) throw new NoTestServices(noServicesMessage(missing));
  return {
    postgres: postgresUp ? { source: 'local', server } : { source: 'container', server: '' },
    redis: redisUp ? { source: 'local', url: redisUrl } : { source: 'container', url: '' },
  };
}

/** Whether something listens at the URL's host and port (a TCP connection, 1 s at most). */
export function tcpAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(false);
  }
  const port = Number(target.port) || (target.protocol.startsWith('redis') ? 6379 : 5432);
  const host = target.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Whether a Docker engine (or another runtime testcontainers knows) answers. */
export async function dockerAnswers(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** What was started for the run, stopped by the global teardown. */
export interface StartedServices {
  stop(): Promise<void>;
}

/**
 * Applies the plan: starts the containers it asks for and writes their addresses into the
 * environment (TEST_DATABASE_SERVER, REDIS_URL), which every suite and every process the browser
 * suites start inherit.
 */
export async function startTestServices(plan: ServicePlan, env: NodeJS.ProcessEnv = process.env): Promise<StartedServices> {
  const stops: (() => Promise<unknown>)[] = [];
  if (plan.postgres.source === 'container') {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const postgres = await new PostgreSqlContainer(POSTGRES_IMAGE).start();
    stops.push(() => postgres.stop());
    const server = new URL(postgres.getConnectionUri());
    server.pathname = '';
    env.TEST_DATABASE_SERVER = server.toString().replace(/\/$/, '');
  } else env.TEST_DATABASE_SERVER = plan.postgres.server;
  if (plan.redis.source === 'container') {
    const { RedisContainer } = await import('@testcontainers/redis');
    const redis = await new RedisContainer(REDIS_IMAGE).start();
    stops.push(() => redis.stop());
    env.REDIS_URL = redis.getConnectionUrl();
  } else env.REDIS_URL = plan.redis.url;
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
