import { createServer } from 'node:net';
import { loggedInUser } from '../../../../test/support/accounts';
import { isDrfErrorBody } from '../../../../test/support/drf-shape';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { OpsQueues } from './ops-queues';
import { DASHBOARD_COOKIE, DASHBOARD_PATH, DashboardSessions } from './queue-dashboard';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The body as JSON, or its text when it is not JSON. */
function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('operations', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  describe('queue dashboard', () => {
    const session = (token?: string) => api.post('/api/staff/queue-dashboard/session/', {}, { token });
    const dashboard = (path: string, cookie?: string, accept = 'text/html') => api.get(path, { headers: { accept, ...(cookie ? { cookie } : {}) } });

    it('refuses the dashboard without a session cookie', async () => {
      const page = await dashboard('/admin/queues');
      expect(page.status).toBe(401);
      expect(page.body).toContain('Session expirée ou absente');
      expect(await dashboard('/admin/queues/api/queues', undefined, 'application/json')).toMatchObject({
        status: 401,
        body: { detail: "Informations d'authentification non fournies." },
      });
    });

    it('gives no session to anyone but staff', async () => {
      expect((await session()).status).toBe(401);
      expect((await session((await loggedInUser(api)).access)).status).toBe(403);
      expect((await session((await loggedInUser(api, { bookseller: true })).access)).status).toBe(403);
    });

    it('opens the dashboard for 15 minutes with a staff session cookie scoped to /admin/queues', async () => {
      // given a staff member's session
      const staff = await loggedInUser(api, { staff: true });
      const res = await session(staff.access);
      expect(res).toMatchObject({ status: 200, body: { url: '/admin/queues/' } });
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${DASHBOARD_COOKIE}=`)) as string;
      expect(setCookie).toMatch(/; Max-Age=900/);
      expect(setCookie).toMatch(/; Path=\/admin\/queues/);
      expect(setCookie).toMatch(/; HttpOnly/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
      expect(Date.parse(res.body.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
      const cookie = setCookie.split(';')[0];
      // when the browser opens the dashboard with it, then Bull Board answers, with every queue
      const page = await dashboard('/admin/queues', cookie);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('Files de tâches');
      // its own style elements allowed (Bull Board writes them), its scripts still from the shop only
      expect(page.headers.get('content-security-policy')).toMatch(/style-src 'self' 'unsafe-inline'; style-src-attr/);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      // with its way back to the back office (it opens in a tab of its own)
      expect(page.body).toContain('/exemplaire/arriere-boutique');
      const queues = await dashboard('/admin/queues/api/queues', cookie, 'application/json');
      expect(queues.status).toBe(200);
      expect(queues.body.queues.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(['emails', 'bank-callbacks', 'heartbeat']));
      // and a forged or expired cookie opens nothing
      const [, value] = cookie.split('=');
      expect((await dashboard('/admin/queues', `${DASHBOARD_COOKIE}=${value.replace(/^\d+/, '1')}`)).status).toBe(401);
      const expired = api.app.get(DashboardSessions).issue(staff.id, Date.now() - 16 * 60_000).value;
      expect((await dashboard('/admin/queues', `${DASHBOARD_COOKIE}=${expired}`)).status).toBe(401);
    });

    it('is read-only for staff: no write action shown, every write route refused over HTTP, no job added', async () => {
      // given a staff member's dashboard cookie, and a delayed job in a queue (something to retry, promote or remove)
      const staff = await loggedInUser(api, { staff: true });
      const cookie = (await session(staff.access)).headers
        .getSetCookie()
        .find((c) => c.startsWith(`${DASHBOARD_COOKIE}=`))!
        .split(';')[0];
      const queues = api.app.get(OpsQueues).queues;
      const [emails, heartbeat] = ['emails', 'heartbeat'].map((name) => queues.find((q) => q.name === name)!);
      const stamp = `${process.pid}-${Date.now()}`;
      const delayed = await heartbeat.add('beat', { from: 'ops-test' }, { jobId: `lecture-seule-${stamp}`, delay: 3_600_000 });
      const addedId = `ajout-${stamp}`;
      try {
        // then Bull Board is told every queue is read-only, which hides add, retry, clean, pause… on the page
        const shown = await dashboard('/admin/queues/api/queues', cookie, 'application/json');
        expect(shown.status).toBe(200);
        for (const queue of shown.body.queues) expect(queue).toMatchObject({ readOnlyMode: true, allowRetries: false });

        // and its write routes, called as a script holding the cookie would, refuse
        const job = `${DASHBOARD_PATH}/api/queues/heartbeat/${delayed.id}`;
        const writes: [string, string, unknown?][] = [
          ['POST', `${DASHBOARD_PATH}/api/queues/emails/add`, { name: 'send', data: { to: 'quelquun@exemple.test', template: 'password-reset' }, options: { jobId: addedId } }],
          ['PUT', `${DASHBOARD_PATH}/api/queues/pause`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/resume`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/emails/pause`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/emails/resume`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/heartbeat/retry/failed`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/heartbeat/promote`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/heartbeat/clean/delayed`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/heartbeat/empty`],
          ['PUT', `${DASHBOARD_PATH}/api/queues/heartbeat/obliterate`, { force: true }],
          ['PUT', `${job}/retry`],
          ['PUT', `${job}/promote`],
          ['PUT', `${job}/clean`],
          ['PATCH', `${job}/update-data`, { data: { from: 'tableau' } }],
          ['DELETE', job],
        ];
        const answers = [];
        for (const [method, path, body] of writes) {
          const res = await fetch(`${api.baseUrl}${path}`, {
            method,
            headers: { cookie, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const text = await res.text();
          answers.push({ method, path, status: res.status, drf: isDrfErrorBody(parsedOrText(text)), text });
        }
        expect(answers.filter((a) => ![403, 404, 405].includes(a.status) || !a.drf)).toEqual([]);

        // and nothing changed in the queues
        expect(await emails.getJob(addedId)).toBeUndefined();
        expect(await heartbeat.getJob(delayed.id!).then((j) => j?.getState())).toBe('delayed');
        expect((await heartbeat.getJob(delayed.id!))?.data).toEqual({ from: 'ops-test' });
        for (const queue of [emails, heartbeat]) expect(await queue.isPaused()).toBe(false);
      } finally {
        await delayed.remove().catch(() => undefined);
        await emails.remove(addedId).catch(() => undefined);
      }
    });
  });

  describe('health', () => {
    it('is live and ready when PostgreSQL and Redis answer; /health still answers', async () => {
      expect(await api.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(await api.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } } });
      expect(await api.get('/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    });

    it('is not ready (503) when Redis cannot be reached, while still live', async () => {
      const cut = await startTestApi({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
      try {
        const ready = await cut.get('/api/health/ready');
        expect(ready).toMatchObject({ status: 503, body: { status: 'error', error: { redis: { status: 'down' } }, info: { database: { status: 'up' } } } });
        expect((await cut.get('/api/health/live')).status).toBe(200);
      } finally {
        await cut.close();
      }
    });
  });

  describe('metrics', () => {
    it('shows process metrics, request durations by route pattern, queue depths and the outbox backlog', async () => {
      await api.get('/api/labels/');
      await api.get('/api/health/live');
      const res = await api.get('/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = res.body as string;
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/labels",status_code="200"\}/);
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} [1-9]/);
      for (const state of ['waiting', 'active', 'failed', 'delayed']) expect(text).toMatch(new RegExp(`bullmq_queue_jobs\\{queue="emails",state="${state}"\\} \\d+`));
      expect(text).toMatch(/^outbox_backlog \d+$/m);
    });

    it('asks for the bearer token when METRICS_TOKEN is set', async () => {
      const guarded = await startTestApi({ metricsToken: 'jeton-des-metriques' });
      try {
        expect(await guarded.get('/metrics')).toMatchObject({ status: 401, body: { detail: "Informations d'authentification non fournies." } });
        expect((await guarded.get('/metrics', { headers: { authorization: 'Bearer mauvais-jeton' } })).status).toBe(401);
        const ok = await guarded.get('/metrics', { headers: { authorization: 'Bearer jeton-des-metriques' } });
        expect(ok.status).toBe(200);
        expect(ok.body).toContain('bullmq_queue_jobs');
      } finally {
        await guarded.close();
      }
    });
  });

  describe('request id', () => {
    it('echoes a well-formed X-Request-Id and replaces anything else with a new id', async () => {
      expect((await api.get('/api/labels/', { headers: { 'x-request-id': 'lb-4f2a.9' } })).headers.get('x-request-id')).toBe('lb-4f2a.9');
      expect((await api.get('/api/labels/', { headers: { 'x-request-id': 'pas bon <id>' } })).headers.get('x-request-id')).toMatch(UUID);
      const [a, b] = [await api.get('/api/nulle-part/'), await api.get('/api/nulle-part/')];
      expect(a.headers.get('x-request-id')).toMatch(UUID);
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    });
  });
});
