import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The built entry points, as production runs them (CI builds before testing). */
export const API_MAIN = resolve(__dirname, '../../dist/apps/api/src/main.js');
export const WORKER_MAIN = resolve(__dirname, '../../dist/apps/worker/src/main.js');

/** Fails at once, in French, when a file the suite runs was not built. */
export function requireBuilt(...files: string[]): void {
  for (const file of files) {
    if (!existsSync(file)) throw new Error(`${file} est introuvable : construisez l’application avant les tests (npm run build, ou npm run build:server pour l’API et le worker).`);
  }
}

/** The services every process of one shop shares. */
export interface SharedServices {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
}

/** A built process of the shop, running in a process of its own. */
export interface BuiltProcess {
  process: ChildProcess;
  /** What it printed so far (stdout and stderr), for a failure's message. */
  output(): string;
  /**
   * Sends `signal` (SIGTERM by default) and waits for the exit, SIGKILL after 10 s (a worker
   * finishing its jobs, a process stuck on a lost service); nothing when it has already exited.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const LOG_KEPT = 64 * 1024;

function run(main: string, env: Record<string, string>): BuiltProcess {
  const child = spawn(process.execPath, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-LOG_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    process: child,
    output: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const stubborn = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(stubborn);
          done();
        });
        child.kill(signal);
      }),
  };
}

/** The built worker on the shared services: relays the outbox every 50 ms, never seeds. `env` adds or overrides variables. */
export function startBuiltWorker(services: SharedServices, env: Record<string, string> = {}): BuiltProcess {
  return run(WORKER_MAIN, {
    NODE_ENV: 'test',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SMTP_URL: services.smtpUrl,
    OUTBOX_POLL_MS: '50',
    SEED_DEMO: 'never',
    ...env,
  });
}

/**
 * The built API on the shared services, listening on the loopback at `port`; resolves once it
 * answers /health (it prepares the database first), fails with its output if it stops before.
 */
export async function startBuiltApi(services: SharedServices, port: number, env: Record<string, string> = {}): Promise<BuiltProcess & { baseUrl: string }> {
  const api = run(API_MAIN, {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SMTP_URL: services.smtpUrl,
    SEED_DEMO: 'never',
    WEB_DIST: 'test/no-web',
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (api.process.exitCode !== null) throw new Error(`l’API du port ${port} s’est arrêtée (code ${api.process.exitCode}) :\n${api.output()}`);
    const up = await fetch(`${baseUrl}/health`).then(
      (res) => res.text().then(() => res.ok),
      () => false,
    );
    if (up) return { ...api, baseUrl };
    await new Promise((r) => setTimeout(r, 200));
  }
  await api.stop('SIGKILL');
  throw new Error(`l’API du port ${port} ne répond pas sur /health en 90 s :\n${api.output()}`);
}
