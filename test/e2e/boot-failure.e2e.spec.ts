import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The built processes, as production runs them (CI builds before testing). */
const DIST = resolve(__dirname, '../../dist/apps');
const START = resolve(__dirname, '../../scripts/start.js');

/** A local port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function run(file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, NODE_ENV: 'test', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => done({ code, output }));
  });
}

/** The one JSON line that names the missing service. */
function fatalLine(output: string): Record<string, unknown> {
  const line = output.split('\n').find((l) => l.includes('"level":"fatal"'));
  if (!line) throw new Error(`no fatal JSON line in:\n${output}`);
  return JSON.parse(line);
}

describe('a process that cannot reach PostgreSQL or Redis at start', () => {
  beforeAll(() => {
    if (!existsSync(resolve(DIST, 'api/src/main.js'))) throw new Error('construisez le serveur avant les tests (npm run build:server).');
  });

  it('the API names PostgreSQL, its variable and how to start it, and exits non-zero', async () => {
    const port = await closedPort();
    const { code, output } = await run(resolve(DIST, 'api/src/main.js'), { DATABASE_URL: `postgres://postgres:secret@127.0.0.1:${port}/shop`, PORT: '0' });
    expect(code).toBe(1);
    const line = fatalLine(output);
    expect(line).toMatchObject({ service: 'PostgreSQL', variable: 'DATABASE_URL', target: `127.0.0.1:${port}` });
    expect(line.msg).toContain('pg_ctlcluster');
    expect(output).not.toContain('secret');
  });

  it('the worker names Redis and stops instead of retrying forever', async () => {
    const port = await closedPort();
    const { code, output } = await run(resolve(DIST, 'worker/src/main.js'), { REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(code).toBe(1);
    expect(fatalLine(output)).toMatchObject({ service: 'Redis', variable: 'REDIS_URL', target: `127.0.0.1:${port}`, error: expect.stringContaining('ECONNREFUSED') });
  });

  it('npm start exits with the failing process code', async () => {
    const port = await closedPort();
    // Neither service answers: whichever process stops first, npm start stops with its code.
    const { code, output } = await run(START, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop`,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      SMTP_URL: 'smtp://127.0.0.1:1',
      BANK_URL: 'http://127.0.0.1:1/paiement.cgi',
      PORT: String(await closedPort()),
    });
    expect(code).toBe(1);
    expect(output).toContain("s'est arrêté (1)");
  });
});
