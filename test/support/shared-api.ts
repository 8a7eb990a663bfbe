import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { httpClient, ServedApi } from './api-client';
import { freePort } from './ports';

/**
 * The API of the jest worker: one built API process (dist/, as production runs it), started by the
 * first suite of the worker that asks for it and shared by every later one, on the worker's own
 * database and Redis. A suite that only talks HTTP to the shop with its default settings uses it
 * instead of booting Nest in its own module registry (8 s of imports and 1.5 s of boot each time).
 *
 * Two kinds: 'api' (no SPA, as startTestApi()) and 'shop' (the built SPA and a tile server, for the
 * browser suites). The processes are registered in TEST_SHARED_API_DIR and stopped by the global teardown.
 *
 * What a suite's own application kept private is kept so here too: each suite gets an address of
 * its own (X-Forwarded-For, trusted from the loopback only), so its login and mail-request counters
 * start at zero, as they did with a fresh application.
 */
export type SharedApiKind = 'api' | 'shop';

interface Registered {
  pid: number;
  baseUrl: string;
}

const API_MAIN = resolve(__dirname, '../../dist/apps/api/src/main.js');
const GUARD = resolve(__dirname, 'shared-api-process.js');

function registry(): string {
  const dir = process.env.TEST_SHARED_API_DIR;
  if (!dir) throw new Error('TEST_SHARED_API_DIR manque : l’API partagée ne sert que sous jest (npm test), dont la préparation globale la définit.');
  mkdirSync(dir, { recursive: true });
  return dir;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function answers(baseUrl: string): Promise<boolean> {
  return fetch(`${baseUrl}/health`).then(
    (res) => res.text().then(() => res.ok),
    () => false,
  );
}

/** The environment of a shared API of this kind: the in-process test application's settings (testConfig). */
function environment(kind: SharedApiKind, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'never',
    CATALOGUE_CACHE_TTL_MS: '0',
    WEB_DIST: 'test/no-web',
    TRUST_PROXY: '127.0.0.1',
    MAP_TILE_URL: `${process.env.TEST_MAP_TILES_URL ?? 'http://127.0.0.1:9'}/{z}/{x}/{y}.png`,
  };
  if (kind === 'shop') {
    env.WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(__dirname, '../../dist/web');
    // As a shop is deployed: its public address is the one its pages are visited at (shared links, canonical URLs).
    env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  }
  return env;
}

async function start(kind: SharedApiKind, file: string): Promise<Registered> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} est introuvable : construisez l’API avant les tests (npm run build:server).`);
  const port = await freePort();
  const log = `${file}.log`;
  const out = openSync(log, 'a');
  // Unreferenced: the suite ends without waiting for it, and it serves the worker's next suites. In
  // the worker's process group still, so that Ctrl-C stops it with the run.
  // Through a guard that stops it if the jest run dies without its teardown (the worker's parent is the run).
  const child = spawn(process.execPath, [GUARD, API_MAIN, String(process.ppid)], { env: environment(kind, port), stdio: ['ignore', out, out] });
  child.unref();
  closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`l’API partagée (${kind}) s’est arrêtée (code ${child.exitCode}) :\n${readFileSync(log, 'utf8').slice(-8000)}`);
    if (await answers(baseUrl)) {
      const registered = { pid: child.pid!, baseUrl };
      writeFileSync(file, JSON.stringify(registered));
      return registered;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`l’API partagée (${kind}) ne répond pas sur /health en 90 s :\n${readFileSync(log, 'utf8').slice(-8000)}`);
}

/** An address of the private range no other suite of the run is likely to draw (one in 16 million). */
function suiteAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * The worker's API of this kind, started if it is not running yet. `close()` leaves it running
 * (the global teardown stops it); the client's calls carry the suite's own address.
 */
export async function sharedApi(kind: SharedApiKind = 'api'): Promise<ServedApi> {
  const file = join(registry(), `worker-${process.env.JEST_WORKER_ID ?? '1'}-${kind}.json`);
  let registered: Registered | null = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (!registered || !alive(registered.pid) || !(await answers(registered.baseUrl))) registered = await start(kind, file);
  const suiteHeaders = { 'x-forwarded-for': suiteAddress() };
  return { ...httpClient(registered.baseUrl, { headers: suiteHeaders }), baseUrl: registered.baseUrl, suiteHeaders, close: async () => undefined };
}

/** Stops every shared API of the run (global teardown). */
export async function stopSharedApis(dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const pids = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as Registered).pid);
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGTERM');
  const until = Date.now() + 10_000;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
}
