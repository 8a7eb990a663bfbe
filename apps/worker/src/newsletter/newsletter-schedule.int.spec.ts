import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { createUser, login } from '../../../../test/support/accounts';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';

const READERS = 12;

/**
 * What happens between a newsletter's sending and each of its mails: a reader who left meanwhile
 * gets nothing (counted skipped, not failed), and a cancelled schedule starts nothing, even when
 * its delayed job is already in Redis, also once the newsletter is scheduled again at another time.
 */
describe('newsletters: readers who left, cancelled schedules', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let staff: string;
  let readers: string[];
  const workers: TestWorker[] = [];
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const as = { token: '' };
  const progress = async (id: number) => (await api.get(`/api/staff/newsletters/${id}/progress/`, { headers: { authorization: `Bearer ${staff}` } })).body;
  const create = async (subject: string) => {
    const res = await api.post('/api/staff/newsletters/', { subject, content: `<p>${subject}</p>`, label: 1 }, as);
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const recipientsOf = (subject: string) =>
    catcher
      .messages()
      .filter((m) => m.subject === subject)
      .flatMap((m) => m.to)
      .sort();
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('nlschedule'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    await q('UPDATE users SET subscribed = false');
    readers = (
      await q<{ email: string }>(
        `INSERT INTO users (email, password_hash, is_active, subscribed, email_confirmed_at)
         SELECT 'abonne-' || lpad(i::text, 2, '0') || '@lettre.test', 'x', true, true, now() FROM generate_series(1, ${READERS}) i RETURNING email`,
      )
    )
      .map((r) => r.email)
      .sort();
    const s = await createUser({ staff: true }, q);
    staff = (await login(api, s)).access;
    as.token = staff;
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) await worker.close().catch(() => undefined);
    await api?.close();
    await catcher?.close();
    await database?.drop();
  });

  it('mails nothing to readers who unsubscribed after the sending started, and counts them skipped, not failed', async () => {
    const id = await create('Lettre des départs');
    // The recipients are fixed now; no worker runs yet
    expect((await api.post(`/api/staff/newsletters/${id}/send/`, {}, as)).body).toMatchObject({ status: 'sending', total: READERS });
    const leaving = readers.slice(0, 3);
    for (const email of leaving) await q('UPDATE users SET subscribed = false WHERE email = $1', [email]);

    workers.push(await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl }, { reconcileAfterMs: 1_000 }));
    const done = await eventually(
      async () => {
        const p = await progress(id);
        return p.status === 'sent' && p;
      },
      30_000,
      100,
    );
    expect(done).toEqual({ total: READERS, sent: READERS - 3, failed: 0, skipped: 3, status: 'sent' });
    expect(recipientsOf('Lettre des départs')).toEqual(readers.slice(3));
    expect(await q(`SELECT email, status FROM newsletter_recipients WHERE newsletter_id = $1 AND status <> 'sent' ORDER BY email`, [id])).toEqual(
      leaving.map((email) => ({ email, status: 'skipped' })),
    );
    for (const email of leaving) await q('UPDATE users SET subscribed = true WHERE email = $1', [email]);
  }, 60_000);

  it('starts nothing when a schedule is cancelled after its delayed job reached Redis, nor at the former time once scheduled again', async () => {
    const id = await create('Lettre reportée');
    const dispatched = () =>
      eventually(async () => {
        const [row] = await q(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'start' AND payload->>'newsletterId' = $1 AND dispatched_at IS NULL`, [String(id)]);
        return row.n === 0 || null;
      });
    const first = new Date(Date.now() + 2_500);
    expect((await api.post(`/api/staff/newsletters/${id}/send/`, { at: first.toISOString() }, as)).body).toMatchObject({ status: 'scheduled' });
    // The worker's relay has put the delayed start in Redis
    await dispatched();
    expect((await api.post(`/api/staff/newsletters/${id}/cancel/`, {}, as)).body).toMatchObject({ status: 'draft', scheduled_at: null });
    const second = new Date(first.getTime() + 5_000);
    expect((await api.post(`/api/staff/newsletters/${id}/send/`, { at: second.toISOString() }, as)).body).toMatchObject({ status: 'scheduled' });
    await dispatched();

    // At the first time, the former job fires and finds another time: nothing starts
    await sleep(first.getTime() + 1_500 - Date.now());
    expect(await progress(id)).toMatchObject({ status: 'scheduled', total: 0, sent: 0 });
    expect(recipientsOf('Lettre reportée')).toEqual([]);

    // At the second, it leaves once to every reader
    const done = await eventually(
      async () => {
        const p = await progress(id);
        return p.status === 'sent' && p;
      },
      30_000,
      100,
    );
    expect(done).toEqual({ total: READERS, sent: READERS, failed: 0, skipped: 0, status: 'sent' });
    expect(recipientsOf('Lettre reportée')).toEqual(readers);
    const [{ started_at }] = await q<{ started_at: Date }>('SELECT started_at FROM newsletters WHERE id = $1', [id]);
    expect(started_at.getTime()).toBeGreaterThanOrEqual(second.getTime() - 1_000);
  }, 60_000);
});
