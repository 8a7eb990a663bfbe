import { randomBytes } from 'node:crypto';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, type SuiteDatabase } from '../../../../test/support/worker-harness';

/** The value of one sample of the Prometheus text (0 when the series is absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * Ops see what the reconciler did and what stays unfinished: read from the tables, so the figures
 * add up across workers and survive restarts. No worker runs here: the rows stay as written.
 */
describe('queue metrics', () => {
  let database: SuiteDatabase;
  let api: TestApi;
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);

  beforeAll(async () => {
    database = await createSuiteDatabase('queuemetrics');
    api = await startTestApi({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('shows the work handed again after Redis lost it, and what stays unfinished, by age', async () => {
    // given an expiry handed to Redis two hours ago and never finished, a mail handed 5 minutes ago
    // and handed again twice, a finished mail, and a bank notification relayed 20 minutes ago, unprocessed
    await q(`INSERT INTO outbox (queue, job_name, payload, next_attempt_at, dispatched_at) VALUES ('cart-expiry', 'expire', '{}', now(), now() - interval '2 hours')`);
    await q(`INSERT INTO outbox (queue, job_name, payload, next_attempt_at, dispatched_at, requeued) VALUES ('emails', 'send', '{}', now(), now() - interval '5 minutes', 2)`);
    await q(
      `INSERT INTO outbox (queue, job_name, payload, next_attempt_at, dispatched_at, completed_at) VALUES ('emails', 'send', '{}', now(), now() - interval '3 hours', now())`,
    );
    await q(`INSERT INTO bank_notifications (reference, code_retour, fields, enqueued_at, requeued) VALUES ($1, 'payetest', '{}', now() - interval '20 minutes', 1)`, [
      `R${randomBytes(4).toString('hex')}`,
    ]);
    const res = await api.get('/metrics');
    expect(res.status).toBe(200);
    const text = res.body as string;
    expect(text).toContain('# TYPE shop_queue_requeued_total counter');
    expect(text).toContain('# TYPE shop_queue_unfinished gauge');
    expect(sample(text, 'shop_queue_requeued_total{source="outbox"}')).toBe(2);
    expect(sample(text, 'shop_queue_requeued_total{source="bank"}')).toBe(1);
    expect(sample(text, 'shop_queue_unfinished{source="outbox",older_than="1m"}')).toBe(2);
    expect(sample(text, 'shop_queue_unfinished{source="outbox",older_than="10m"}')).toBe(1);
    expect(sample(text, 'shop_queue_unfinished{source="outbox",older_than="1h"}')).toBe(1);
    expect(sample(text, 'shop_queue_unfinished{source="bank",older_than="10m"}')).toBe(1);
    expect(sample(text, 'shop_queue_unfinished{source="bank",older_than="1h"}')).toBe(0);
  });
});
