import Redis from 'ioredis';
import { Client } from 'pg';

/** A service the shop needs at start, and how an operator brings it back. */
export interface RequiredService {
  name: 'PostgreSQL' | 'Redis';
  variable: 'DATABASE_URL' | 'REDIS_URL';
  url: string;
}

const HOW_TO_START: Record<RequiredService['name'], string> = {
  PostgreSQL: 'démarrez-le (pg_ctlcluster <version> main start, ou docker compose up -d postgres) ou corrigez DATABASE_URL ; voir « Services » dans README.md',
  Redis: 'démarrez-le (redis-server --daemonize yes, ou docker compose up -d redis) ou corrigez REDIS_URL ; voir « Services » dans README.md',
};

/** Raised when a service cannot be reached at start: the process says which one and stops. */
export class ServiceUnreachableError extends Error {
  constructor(
    readonly service: RequiredService,
    override readonly cause: unknown,
  ) {
    super(`${service.name} injoignable à ${hostOf(service.url)} (${service.variable}) : ${HOW_TO_START[service.name]}.`);
    this.name = 'ServiceUnreachableError';
  }

  /** One JSON line for the logs: what, through which variable, where, how to fix; no credentials. */
  toLogLine(processName: string): string {
    return JSON.stringify({
      level: 'fatal',
      time: Date.now(),
      context: processName,
      msg: this.message,
      service: this.service.name,
      variable: this.service.variable,
      target: hostOf(this.service.url),
      error: this.cause instanceof Error ? this.cause.message : String(this.cause),
    });
  }
}

/** host:port only: the URL may carry a password. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(adresse illisible)';
  }
}

const TIMEOUT_MS = 5_000;

async function reachPostgres(url: string): Promise<void> {
  // The maintenance database: the shop's own may not exist yet (the API creates it).
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function reachRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  let lastError: unknown;
  redis.on('error', (error) => (lastError = error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    // The socket's own error (ECONNREFUSED…) says more than "Connection is closed".
    throw lastError ?? error;
  } finally {
    redis.disconnect();
  }
}

/**
 * Checks, once and quickly, that each service answers before the process builds anything on it:
 * a process that cannot reach one stops with a clear message instead of retrying silently.
 */
export async function checkRequiredServices(services: RequiredService[]): Promise<void> {
  for (const service of services) {
    try {
      await (service.name === 'PostgreSQL' ? reachPostgres(service.url) : reachRedis(service.url));
    } catch (error) {
      throw new ServiceUnreachableError(service, error);
    }
  }
}

/** The two services every process of the shop needs, from its configuration. */
export function shopServices(config: { databaseUrl: string; redisUrl: string }): RequiredService[] {
  return [
    { name: 'PostgreSQL', variable: 'DATABASE_URL', url: config.databaseUrl },
    { name: 'Redis', variable: 'REDIS_URL', url: config.redisUrl },
  ];
}
