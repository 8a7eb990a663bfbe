import { randomBytes } from 'node:crypto';
import { createUser, login } from '../../../../test/support/accounts';
import { startTestApi, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, type SuiteDatabase } from '../../../../test/support/worker-harness';

/** Staff see the payments the bank confirmed and the shop has not recorded past the reconciliation delay. */
describe('unfinished bank notifications for staff', () => {
  let database: SuiteDatabase;
  let api: TestApi;
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const asUser = async (options: { staff?: boolean }) => {
    const user = await createUser(options, (text, params) => q(text, params));
    return { headers: { authorization: `Bearer ${(await login(api, user)).access}` } };
  };

  beforeAll(async () => {
    database = await createSuiteDatabase('unfinishednotifications');
    api = await startTestApi({ databaseUrl: database.url, queueReconcileAfterSeconds: 60 });
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  it('lists what stays unprocessed after the delay, oldest first, to staff only', async () => {
    const reference = (tag: string) => `${tag}${randomBytes(3).toString('hex')}`;
    const [old, older, recent, done] = [reference('A'), reference('B'), reference('C'), reference('D')];
    await q(
      `INSERT INTO bank_notifications (reference, code_retour, fields, received_at, enqueued_at, processed_at, requeued) VALUES
         ($1, 'payetest', '{"montant": "23.50EUR"}', now() - interval '5 minutes', now() - interval '4 minutes', NULL, 2),
         ($2, 'payetest', '{"montant": "10.00EUR"}', now() - interval '2 hours', NULL, NULL, 0),
         ($3, 'payetest', '{}', now() - interval '10 seconds', now() - interval '10 seconds', NULL, 0),
         ($4, 'payetest', '{}', now() - interval '1 hour', now() - interval '1 hour', now(), 0)`,
      [old, older, recent, done],
    );
    const res = await api.get('/api/staff/bank-notifications/unfinished/', await asUser({ staff: true }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results).toEqual([
      { id: expect.any(Number), reference: older, code_retour: 'payetest', amount: '10.00EUR', received_at: expect.any(String), enqueued_at: null, requeued: 0 },
      { id: expect.any(Number), reference: old, code_retour: 'payetest', amount: '23.50EUR', received_at: expect.any(String), enqueued_at: expect.any(String), requeued: 2 },
    ]);
    expect((await api.get('/api/staff/bank-notifications/unfinished/', await asUser({}))).status).toBe(403);
    expect((await api.get('/api/staff/bank-notifications/unfinished/')).status).toBe(401);
  });
});
