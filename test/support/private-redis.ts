import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './ports';
import { dockerAnswers, REDIS_IMAGE } from '../setup/test-services';

/** A redis-server of the test's own, on a spare port, that the test may stop and start again. */
export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills the server (as a crash would); its data is gone, as with `--save ""`. */
  stop(): Promise<void>;
  /** Starts it again on the same port (nothing to do when it runs). */
  start(): Promise<void>;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** How a private Redis runs: the local `redis-server`, else a container when Docker answers. */
export function privateRedisSource(hasRedisServer: boolean, dockerUp: boolean): 'process' | 'container' {
  if (hasRedisServer) return 'process';
  if (dockerUp) return 'container';
  throw new Error(
    'Ce test démarre et arrête un Redis à lui : installez redis-server (apt-get install redis-server) ou démarrez Docker (les tests lancent alors ' +
      `${REDIS_IMAGE} avec testcontainers).`,
  );
}

const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function waitUntilAnswering(port: number): Promise<void> {
  for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 50));
  if (!(await answers(port))) throw new Error(`Redis ne démarre pas sur le port ${port}`);
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const source = privateRedisSource(hasRedisServer(), hasRedisServer() ? false : await dockerAnswers());
  return source === 'process' ? startRedisProcess() : startRedisContainer();
}

/** A redis-server child process, killed with SIGKILL to stop it. */
async function startRedisProcess(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  async function start() {
    if (child && child.exitCode === null) return;
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitUntilAnswering(port);
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

/** A Redis container on a fixed host port: stopping removes it (data gone), starting runs a new one on the same port. */
async function startRedisContainer(): Promise<PrivateRedis> {
  const { GenericContainer } = await import('testcontainers');
  const port = await freePort();
  let container: { stop(options?: { timeout?: number }): Promise<unknown> } | null = null;

  async function start() {
    if (container) return;
    container = await new GenericContainer(REDIS_IMAGE).withExposedPorts({ container: 6379, host: port }).withCommand(['redis-server', '--save', '', '--appendonly', 'no']).start();
    await waitUntilAnswering(port);
  }

  async function stop() {
    const running = container;
    container = null;
    // No grace period: as abrupt as the crash the tests mean.
    await running?.stop({ timeout: 0 });
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
