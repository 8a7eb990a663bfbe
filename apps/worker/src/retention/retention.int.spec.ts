import { bullConnection, QUEUES } from '@shop/common';
import { Queue, QueueEvents } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { testConfig } from '../../../../test/support/test-app';
import { createSuiteDatabase, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';
import { RETENTION_SCHEDULE } from './retention.module';

describe('daily retention purge (BullMQ, worker)', () => {
  let database: SuiteDatabase;
  let worker: TestWorker;
  let queue: Queue;
  let events: QueueEvents;

  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  beforeAll(async () => {
    database = await createSuiteDatabase('retention');
    worker = await startTestWorker({ databaseUrl: database.url });
    const connection = bullConnection(testConfig().redisUrl);
    queue = new Queue(QUEUES.retention, { connection, prefix: worker.prefix });
    events = new QueueEvents(QUEUES.retention, { connection, prefix: worker.prefix });
    await events.waitUntilReady();
  }, 60_000);

  afterAll(async () => {
    await events?.close();
    await queue?.close();
    await worker?.close();
    await database?.drop();
  });

  async function user(): Promise<number> {
    const [{ id }] = await q(`INSERT INTO users (email, password_hash, is_active) VALUES ($1, 'x', true) RETURNING id`, [`${randomBytes(4).toString('hex')}-retention@test.fr`]);
    return id;
  }
  /** A relayed row whose job finished (or not: its payload is still needed to hand it again). */
  async function outboxRow(dispatchedDaysAgo: number, finished = true): Promise<string> {
    const payload = { type: 'password-reset', to: 'jeanne@test.fr', labelId: 1, email: 'jeanne@test.fr', token: 'secret-en-clair' };
    const [{ id }] = await q(
      `INSERT INTO outbox (queue, job_name, payload, created_at, dispatched_at, completed_at)
       VALUES ('emails', 'send', $1, now() - make_interval(days => $2), now() - make_interval(days => $2), CASE WHEN $3 THEN now() - make_interval(days => $2) END) RETURNING id`,
      [payload, dispatchedDaysAgo, finished],
    );
    return id;
  }
  async function accountToken(userId: number, expiredDaysAgo: number): Promise<string> {
    const [{ id }] = await q(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, 'password-reset', $2, now() - make_interval(days => $3)) RETURNING id`,
      [userId, randomBytes(16).toString('hex'), expiredDaysAgo],
    );
    return id;
  }
  async function refreshToken(userId: number, expiredDaysAgo: number): Promise<string> {
    const jti = randomUUID();
    await q(`INSERT INTO refresh_tokens (jti, user_id, family_id, expires_at) VALUES ($1, $2, $3, now() - make_interval(days => $4))`, [jti, userId, randomUUID(), expiredDaysAgo]);
    return jti;
  }

  it('schedules itself once a day', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'retention-daily', pattern: RETENTION_SCHEDULE.pattern, tz: 'Europe/Paris' })]);
  });

  it('blanks old dispatched payloads and deletes tokens expired over 7 days ago, keeping the rest', async () => {
    const owner = await user();
    const old = await outboxRow(8);
    const recent = await outboxRow(2);
    const unfinished = await outboxRow(8, false);
    const [oldAccount, liveAccount, recentAccount] = [await accountToken(owner, 8), await accountToken(owner, -3), await accountToken(owner, 1)];
    const [oldRefresh, liveRefresh] = [await refreshToken(owner, 9), await refreshToken(owner, -10)];

    const job = await queue.add('purge', { from: 'test' });
    const report = await job.waitUntilFinished(events, 15_000);
    expect(report.redactedOutboxRows).toBeGreaterThanOrEqual(1);

    const rows = await q(`SELECT id, queue, job_name, payload, dispatched_at FROM outbox WHERE id = ANY($1) ORDER BY id`, [[old, recent, unfinished]]);
    expect(rows.map((r) => r.payload)).toEqual([
      { redacted: true, type: 'password-reset' },
      expect.objectContaining({ token: 'secret-en-clair' }),
      // A job that never finished keeps its payload: the reconciler may have to hand it again.
      expect.objectContaining({ token: 'secret-en-clair' }),
    ]);
    expect(rows[0]).toMatchObject({ queue: 'emails', job_name: 'send', dispatched_at: expect.any(Date) });

    const accountIds = (await q(`SELECT id FROM account_tokens WHERE user_id = $1 ORDER BY id`, [owner])).map((r) => r.id);
    expect(accountIds).toEqual([liveAccount, recentAccount]);
    expect(accountIds).not.toContain(oldAccount);
    const refreshIds = (await q(`SELECT jti FROM refresh_tokens WHERE user_id = $1`, [owner])).map((r) => r.jti);
    expect(refreshIds).toEqual([liveRefresh]);
    expect(refreshIds).not.toContain(oldRefresh);

    // Idempotent: the next run finds nothing of these left to do.
    const again = await (await queue.add('purge', { from: 'test' })).waitUntilFinished(events, 15_000);
    expect(again).toEqual({ redactedOutboxRows: 0, deletedAccountTokens: 0, deletedRefreshTokens: 0 });
    expect((await q(`SELECT payload FROM outbox WHERE id = $1`, [old]))[0].payload).toEqual({ redacted: true, type: 'password-reset' });
  });
});
