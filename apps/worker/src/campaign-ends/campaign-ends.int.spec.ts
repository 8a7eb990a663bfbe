import { bullConnection, campaignEndJobId, QUEUES } from '@shop/common';
import { CampaignCloser } from '@shop/crowdfunding';
import { Queue } from 'bullmq';
import { createUser, login } from '../../../../test/support/accounts';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';
import { CampaignEndReconciler } from './campaign-end-reconciler.service';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** ISO 8601 with its offset, as the staff form sends it, `ms` from now. */
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('campaign ends (delayed job, outcome, mails, reconciler)', () => {
  let database: SuiteDatabase;
  let api: TestApi;
  let worker: TestWorker;
  let ends: Queue;
  let staff: { id: number; email: string; access: string };
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const run = `${process.pid}-${Date.now()}`;
  let n = 0;

  async function campaign(endInMs: number, goal: number, goalType: 1 | 2 = 1): Promise<number> {
    const res = await api.post(
      '/api/staff/campaigns/',
      { title: `Fin de campagne ${run}-${++n}`, slug: `fin-${run}-${n}`, label: 1, start_date: inMs(-86_400_000), end_date: inMs(endInMs), goal, goal_type: goalType },
      { token: staff.access },
    );
    expect(res.status).toBe(201);
    return res.body.id;
  }

  /** A paid contribution as the cart's payment writes it, by a backer of that address. */
  async function contribution(campaignId: number, email: string, amountCents: number, unsubscribed: boolean): Promise<void> {
    const [existing] = await q<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = existing?.id ?? (await createUser({ email }, q)).id;
    await q(`INSERT INTO contributions (crowdfunding_id, user_id, nickname, amount_cents, unsubscribed) VALUES ($1, $2, 'Soutien', $3, $4)`, [
      campaignId,
      userId,
      amountCents,
      unsubscribed,
    ]);
  }

  const outcomeOf = async (id: number) => (await q<{ outcome: string | null }>('SELECT outcome FROM crowdfundings WHERE id = $1', [id]))[0].outcome;
  const mailsOf = (id: number) =>
    q<{ type: string; to: string; outcome: string }>(
      `SELECT payload->>'type' AS type, payload->>'to' AS to, payload->>'outcome' AS outcome FROM outbox
        WHERE queue = 'emails' AND payload->>'type' LIKE 'campaign-outcome%' AND (payload->>'campaignId')::int = $1 ORDER BY id`,
      [id],
    );

  beforeAll(async () => {
    database = await createSuiteDatabase('campaign_ends');
    api = await startTestApi({ databaseUrl: database.url });
    worker = await startTestWorker({ databaseUrl: database.url }, { reconcileAfterMs: 1_000 });
    ends = new Queue(QUEUES.campaignEnds, { connection: bullConnection(testConfig().redisUrl), prefix: worker.prefix });
    const user = await createUser({ staff: true, email: `staff-${run}@test.fr` }, q);
    staff = { ...user, access: (await login(api, user)).access };
  });

  afterAll(async () => {
    await ends?.close();
    await worker?.close().catch(() => undefined);
    await api?.close();
    await database?.drop();
  });

  it('records a campaign that reached its goal at its end, mails each backer once (news or not: it is their money) and staff, and never twice', async () => {
    const id = await campaign(1_500, 100);
    await contribution(id, `a-${run}@test.fr`, 6_000, false);
    await contribution(id, `a-${run}@test.fr`, 5_000, true);
    await contribution(id, `b-${run}@test.fr`, 2_000, false);
    await contribution(id, `c-${run}@test.fr`, 3_000, true);
    // planned in Redis under the campaign's and end date's id
    const [{ end_date }] = await q<{ end_date: Date }>('SELECT end_date FROM crowdfundings WHERE id = $1', [id]);
    await eventually(async () => (await ends.getJob(campaignEndJobId(id, end_date)))?.getState().then((s) => s === 'delayed'));
    expect(await outcomeOf(id)).toBeNull();

    await eventually(async () => (await outcomeOf(id)) === 'succeeded', 10_000);
    const mails = await mailsOf(id);
    expect(mails.filter((m) => m.type === 'campaign-outcome').map((m) => m.to)).toEqual([`a-${run}@test.fr`, `b-${run}@test.fr`, `c-${run}@test.fr`]);
    expect(mails.filter((m) => m.type === 'campaign-outcome-staff' && m.to === staff.email)).toHaveLength(1);
    expect(mails.every((m) => m.outcome === 'succeeded')).toBe(true);

    // the job again, and the reconciler's way, change nothing
    expect(await worker.app.get(CampaignCloser).close(id, end_date.toISOString())).toEqual({ kind: 'leave', why: 'already-recorded' });
    expect(await worker.app.get(CampaignCloser).close(id, null)).toEqual({ kind: 'leave', why: 'already-recorded' });
    expect(await mailsOf(id)).toEqual(mails);
  });

  it('counts books for a books goal: a campaign short of it has failed', async () => {
    const id = await campaign(1_000, 10, 2);
    await contribution(id, `d-${run}@test.fr`, 50_000, false);
    await eventually(async () => (await outcomeOf(id)) === 'failed', 10_000);
    expect((await mailsOf(id)).find((m) => m.type === 'campaign-outcome')).toMatchObject({ to: `d-${run}@test.fr`, outcome: 'failed' });
  });

  it('re-plans when staff move the end date: the old job does not fire, the new one does', async () => {
    const id = await campaign(1_500, 100);
    const [{ end_date: first }] = await q<{ end_date: Date }>('SELECT end_date FROM crowdfundings WHERE id = $1', [id]);
    await eventually(async () => ends.getJob(campaignEndJobId(id, first)));
    const later = inMs(4_000);
    expect((await api.patch(`/api/staff/campaigns/${id}/`, { version: 1, end_date: later }, { token: staff.access })).status).toBe(200);
    await eventually(async () => ends.getJob(campaignEndJobId(id, later)));
    // The old job is removed; a reconciler round that read the campaign before the change may add
    // it back, and then it fires and leaves, its date no longer the campaign's: no outcome yet.
    await sleep(Math.max(0, first.getTime() + 1_000 - Date.now()));
    const old = await ends.getJob(campaignEndJobId(id, first));
    if (old) await eventually(async () => (await old.getState()) === 'completed');
    expect(await outcomeOf(id)).toBeNull();
    await eventually(async () => (await outcomeOf(id)) === 'failed', 10_000);
    expect(await (await ends.getJob(campaignEndJobId(id, later)))?.getState()).toBe('completed');
  });

  it('records the end anyway when Redis lost the job', async () => {
    const id = await campaign(1_000, 100);
    await contribution(id, `e-${run}@test.fr`, 1_000, false);
    const [{ end_date }] = await q<{ end_date: Date }>('SELECT end_date FROM crowdfundings WHERE id = $1', [id]);
    await eventually(async () => ends.getJob(campaignEndJobId(id, end_date)));
    await sleep(Math.max(0, end_date.getTime() - Date.now() - 300));
    await ends.obliterate({ force: true });
    await eventually(async () => (await outcomeOf(id)) === 'failed', 10_000);
    expect((await mailsOf(id)).filter((m) => m.to === `e-${run}@test.fr`)).toHaveLength(1);
  });

  it('the reconciler closes a campaign over without outcome nor job, and plans the jobs of campaigns to come', async () => {
    const [{ id }] = await q<{ id: number }>(
      `INSERT INTO crowdfundings (slug, title, label_id, start_date, end_date, goal_type, goal) VALUES ($1, 'Sans tâche', 1, now() - interval '2 days', now() - interval '5 seconds', 1, 100) RETURNING id`,
      [`sans-tache-${run}`],
    );
    const [{ id: future, end_date }] = await q<{ id: number; end_date: Date }>(
      `INSERT INTO crowdfundings (slug, title, label_id, start_date, end_date, goal_type, goal) VALUES ($1, 'À venir', 1, now(), now() + interval '1 day', 1, 100) RETURNING id, end_date`,
      [`a-venir-${run}`],
    );
    const report = await worker.app.get(CampaignEndReconciler).reconcileOnce();
    expect(report.planned).toBeGreaterThanOrEqual(1);
    expect(await outcomeOf(id)).toBe('failed');
    expect(await (await ends.getJob(campaignEndJobId(future, end_date)))?.getState()).toBe('delayed');
  });
});
