import { Server, Socket } from 'node:net';
import { sql } from '../support/db';
import { startFullStack } from './support/full-stack';

const TAG = 'full_stack_startup_e2e';

/** The servers this process listens with, and its open connections to Redis. */
function openHandles() {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return {
    servers: handles.filter((h): h is Server => h instanceof Server && h.listening),
    redis: handles.filter((h): h is Socket => h instanceof Socket && !h.destroyed && h.remotePort === 6379),
  };
}

/** What is open now and was not in `before` (an earlier suite's connections may still be closing: not this start's). */
function openedSince(before: ReturnType<typeof openHandles>) {
  const now = openHandles();
  return { servers: now.servers.filter((h) => !before.servers.includes(h)).length, redis: now.redis.filter((h) => !before.redis.includes(h)).length };
}

async function suiteDatabaseExists(): Promise<boolean> {
  const name = `${new URL(process.env.DATABASE_URL as string).pathname.slice(1)}_${TAG}`;
  return (await sql('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0;
}

describe('starting the whole shop', () => {
  it('stops what it had started when a later step fails, then passes the error on', async () => {
    // given nothing of the stack running yet
    const before = openHandles();

    // when the browser, the last step, cannot start
    const start = startFullStack(TAG, { chromiumPath: '/nonexistent/chromium' });

    // then the start fails with the browser's error
    await expect(start).rejects.toThrow(/nonexistent\/chromium/);
    // and the database, the mail catcher, the bank sandbox, the API and the worker are gone
    expect(await suiteDatabaseExists()).toBe(false);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && openedSince(before).redis > 0) await new Promise((r) => setTimeout(r, 100));
    expect(openedSince(before)).toEqual({ servers: 0, redis: 0 });
  });
});
