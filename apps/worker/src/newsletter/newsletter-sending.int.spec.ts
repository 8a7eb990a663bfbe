import { bullConnection, QUEUES } from '@shop/common';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@shop/mail';
import { Queue } from 'bullmq';
import { createUser, login } from '../../../../test/support/accounts';
import { startTestApi, testConfig, type TestApi } from '../../../../test/support/test-app';
import { createSuiteDatabase, eventually, startTestWorker, type SuiteDatabase, type TestWorker } from '../../../../test/support/worker-harness';
import { NewsletterWorker } from './newsletter.worker';

const READERS = 200;
const config = testConfig();

/**
 * Newsletters from the staff routes to the inbox: every subscribed reader mailed exactly once
 * through the SMTP catcher, also when the worker dies in the middle (its jobs redelivered by
 * BullMQ) or when Redis loses the jobs (the reconciler hands them again from PostgreSQL); the
 * one-click unsubscription of RFC 8058 taken from a caught mail's header.
 */
describe('newsletters: sent once to each subscribed reader, whatever happens to the worker or Redis', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let api: TestApi;
  let staff: { access: string; email: string };
  let reader: { access: string };
  let readers: string[];
  const workers: TestWorker[] = [];
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const rates: string[] = [];

  const startWorker = async (options: Parameters<typeof startTestWorker>[1] = {}) => {
    const worker = await startTestWorker({ databaseUrl: database.url, smtpUrl: catcher.smtpUrl }, { reconcileAfterMs: 1_000, ...options });
    workers.push(worker);
    return worker;
  };

  /** Dies as a killed process would for BullMQ: its active jobs keep their lock until it expires, then are redelivered. */
  const crash = async (worker: TestWorker) => {
    await worker.app.get(NewsletterWorker).stop(true);
    await new Promise((r) => setTimeout(r, 300));
    await worker.app.close();
    await worker.emails.close();
    workers.splice(workers.indexOf(worker), 1);
  };

  const create = async (subject: string) => {
    const res = await api.post(
      '/api/staff/newsletters/',
      { subject, content: `<p>Bonjour, voici <strong>${subject}</strong>.</p><script>alert(1)</script>`, label: 1 },
      as(staff.access),
    );
    expect(res.status).toBe(201);
    return res.body as { id: number; version: number };
  };
  const progress = async (id: number) => (await api.get(`/api/staff/newsletters/${id}/progress/`, auth(staff.access))).body;
  const done = (id: number, timeoutMs: number) =>
    eventually(
      async () => {
        const p = await progress(id);
        return p.status === 'sent' && p;
      },
      timeoutMs,
      200,
    );
  const mailsOf = (subject: string) => catcher.messages().filter((m) => m.subject === subject);
  /** Recipients → how many mails each got. */
  const perRecipient = (mails: CaughtMail[]) => {
    const counts = new Map<string, number>();
    for (const mail of mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
    return counts;
  };
  const rateOf = (mails: CaughtMail[]) => {
    const times = mails.map((m) => m.date.getTime()).sort((a, b) => a - b);
    return ((mails.length - 1) * 1000) / Math.max(1, times[times.length - 1] - times[0]);
  };

  beforeAll(async () => {
    [database, catcher] = await Promise.all([createSuiteDatabase('newsletter'), startMailCatcher({ smtpPort: 0, httpPort: 0 })]);
    api = await startTestApi({ databaseUrl: database.url });
    // Only this suite's readers are subscribed: 200 confirmed, plus some who are not or are unconfirmed.
    await q('UPDATE users SET subscribed = false');
    const tag = `${Date.now()}-${process.pid}`;
    await q(
      `INSERT INTO users (email, password_hash, is_active, subscribed, email_confirmed_at)
       SELECT 'lecteur-' || i || '-${tag}@test.fr', 'x', true, true, now() FROM generate_series(1, ${READERS}) i`,
    );
    await q(`INSERT INTO users (email, password_hash, is_active, subscribed) SELECT 'sans-lettre-' || i || '-${tag}@test.fr', 'x', true, false FROM generate_series(1, 10) i`);
    await q(`INSERT INTO users (email, password_hash, is_active, subscribed) SELECT 'non-confirme-' || i || '-${tag}@test.fr', 'x', false, true FROM generate_series(1, 5) i`);
    readers = (await q<{ email: string }>(`SELECT email FROM users WHERE email LIKE 'lecteur-%-${tag}@test.fr' ORDER BY email`)).map((r) => r.email);
    const s = await createUser({ staff: true }, q);
    staff = { ...s, ...(await login(api, s)) };
    const r = await createUser({}, q);
    reader = await login(api, r);
  }, 120_000);

  afterAll(async () => {
    for (const worker of [...workers]) await worker.close().catch(() => undefined);
    await api?.close();
    await catcher?.close();
    await database?.drop();
    if (rates.length) console.log(`Débit mesuré : ${rates.join(' ; ')}`);
  });

  it('refuses anonymous visitors (401) and readers (403) on every staff route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/newsletters/'],
      ['post', '/api/staff/newsletters/'],
      ['get', '/api/staff/newsletters/1/'],
      ['patch', '/api/staff/newsletters/1/'],
      ['get', '/api/staff/newsletters/1/preview/'],
      ['post', '/api/staff/newsletters/1/test/'],
      ['post', '/api/staff/newsletters/1/send/'],
      ['get', '/api/staff/newsletters/1/progress/'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await api.get(path) : await (api as any)[method](path, {});
      const asReader = method === 'get' ? await api.get(path, auth(reader.access)) : await (api as any)[method](path, {}, as(reader.access));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('writes, changes from a version (409 otherwise), previews and tries a newsletter on the staff address', async () => {
    const worker = await startWorker();
    const draft = await create('Essai de décembre');
    const record = (await api.get(`/api/staff/newsletters/${draft.id}/`, auth(staff.access))).body;
    expect(record).toMatchObject({ status: 'draft', total: 0, sent: 0, version: 1, label: 1, content: '<p>Bonjour, voici <strong>Essai de décembre</strong>.</p>' });
    const changed = await api.patch(`/api/staff/newsletters/${draft.id}/`, { version: 1, subject: 'Nouvelles de décembre' }, as(staff.access));
    expect(changed.body).toMatchObject({ subject: 'Nouvelles de décembre', version: 2 });
    const stale = await api.patch(`/api/staff/newsletters/${draft.id}/`, { version: 1, subject: 'Autre' }, as(staff.access));
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ subject: 'Nouvelles de décembre', version: 2 });
    expect((await api.post('/api/staff/newsletters/', { subject: 'Vide', content: '<script>x</script>', label: 1 }, as(staff.access))).body).toEqual({
      content: ['Ce champ ne peut être vide.'],
    });

    const preview = await api.get(`/api/staff/newsletters/${draft.id}/preview/`, auth(staff.access));
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Nouvelles de décembre');
    expect(preview.body.html).toContain('<strong>Essai de décembre</strong>');
    expect(preview.body.html).not.toContain('<script');
    expect(preview.body.html).toMatch(/\/unsubscribe\?email=[^"]+&amp;token=/);

    const tried = await api.post(`/api/staff/newsletters/${draft.id}/test/`, {}, as(staff.access));
    expect(tried).toMatchObject({ status: 202, body: { detail: `Un essai part vers ${staff.email}.` } });
    const mail = await catcher.waitFor((m) => m.to.includes(staff.email) && m.subject === 'Nouvelles de décembre', 15_000);
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http[^>]+\/api\/newsletter\/unsubscribe\?email=[^>]+&token=[^>]+>, <mailto:bonjour@exemplaire\.test\?subject=unsubscribe>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('Se désinscrire');
    // A trial is no sending: still a draft.
    expect(await progress(draft.id)).toMatchObject({ status: 'draft', total: 0 });
    await crash(worker);
  }, 60_000);

  it(`reaches each of ${READERS} subscribed readers exactly once although the worker is killed in the middle, and is sent only once`, async () => {
    const first = await startWorker({ newsletter: { lockDurationMs: 1_500 } });
    const letter = await create('Lettre de janvier');
    const sent = await api.post(`/api/staff/newsletters/${letter.id}/send/`, {}, as(staff.access));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sending', total: READERS });
    const again = await api.post(`/api/staff/newsletters/${letter.id}/send/`, {}, as(staff.access));
    expect(again).toMatchObject({ status: 409, body: { detail: 'Cette lettre d’information est déjà envoyée ou programmée : elle ne part qu’une fois.' } });
    expect((await api.patch(`/api/staff/newsletters/${letter.id}/`, { version: sent.body.version, subject: 'Trop tard' }, as(staff.access))).status).toBe(400);

    // When the worker dies with a third of the list sent
    await eventually(async () => (await progress(letter.id)).sent >= READERS / 3, 30_000, 100);
    await crash(first);
    const atCrash = (await progress(letter.id)).sent;
    expect(atCrash).toBeLessThan(READERS);
    // and another takes over the same queue (the killed one's jobs come back once their lock expires)
    await startWorker({ queuePrefix: first.prefix, newsletter: { lockDurationMs: 1_500 } });

    // Then every reader got it once, nobody else, and progress says so
    expect(await done(letter.id, 60_000)).toEqual({ total: READERS, sent: READERS, failed: 0, skipped: 0, status: 'sent' });
    const mails = mailsOf('Lettre de janvier');
    const counts = perRecipient(mails);
    expect([...counts.keys()].sort()).toEqual(readers);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await q(`SELECT count(*)::int AS n FROM mail_log WHERE type = 'newsletter' AND status = 'sent' AND job_id LIKE $1`, [`nl-${letter.id}-%`])).toEqual([{ n: READERS }]);
    rates.push(`${rateOf(mails).toFixed(1)} courriels/s au débit par défaut (20/s, ${READERS} lecteurs, arrêt brutal du worker à ${atCrash})`);
  }, 120_000);

  it('finishes through the reconciler when Redis loses the jobs', async () => {
    const worker = workers[workers.length - 1];
    const letter = await create('Lettre de février');
    await api.post(`/api/staff/newsletters/${letter.id}/send/`, {}, as(staff.access));
    await eventually(async () => (await progress(letter.id)).sent >= 20, 30_000, 100);
    // Redis forgets every job of the queue
    const queue = new Queue(QUEUES.newsletter, { connection: bullConnection(config.redisUrl), prefix: worker.prefix });
    await queue.obliterate({ force: true });
    await queue.close();
    expect((await progress(letter.id)).sent).toBeLessThan(READERS);
    expect(await done(letter.id, 60_000)).toMatchObject({ total: READERS, sent: READERS, failed: 0 });
    const counts = perRecipient(mailsOf('Lettre de février'));
    expect(counts.size).toBe(READERS);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  }, 90_000);

  it('unsubscribes in one click with the header of a caught mail (no cookie, form-encoded); a bad token is 400 and tells nothing', async () => {
    const mail = mailsOf('Lettre de janvier').find((m) => m.to.includes(readers[0]))!;
    const url = new URL(/^<([^>]+)>/.exec(mail.headers['list-unsubscribe'])![1]);
    const post = (path: string, body = 'List-Unsubscribe=One-Click') =>
      fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    const bad = await post(`/api/newsletter/unsubscribe?email=${encodeURIComponent(readers[0])}&token=${'A'.repeat(43)}`);
    const unknown = await post(`/api/newsletter/unsubscribe?email=personne@exemple.fr&token=${'A'.repeat(43)}`);
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { detail: string };
    expect(badBody.detail).toMatch(/^Ce lien de désinscription n’est pas valide/);
    expect([unknown.status, await unknown.json()]).toEqual([400, badBody]);
    expect(await q('SELECT subscribed FROM users WHERE email = $1', [readers[0]])).toEqual([{ subscribed: true }]);

    const res = await post(`${url.pathname}${url.search}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: 'Votre désinscription de la lettre d’information a bien été prise en compte.' });
    expect(await q('SELECT subscribed FROM users WHERE email = $1', [readers[0]])).toEqual([{ subscribed: false }]);
    // The SPA's page posts the same link's address and token as JSON
    const token = url.searchParams.get('token')!;
    expect((await api.post('/api/newsletter/unsubscribe/', { email: readers[0], token })).status).toBe(200);
  });

  it('sends faster with the limiter raised', async () => {
    // Alone: another worker's relay would take the newsletter into its own queue, at its own pace.
    for (const worker of workers.splice(0)) await worker.close();
    const fast = await startWorker({ newsletter: { ratePerSecond: 1_000 } });
    const letter = await create('Lettre de mars');
    await api.post(`/api/staff/newsletters/${letter.id}/send/`, {}, as(staff.access));
    expect(await done(letter.id, 60_000)).toMatchObject({ total: READERS - 1, sent: READERS - 1 });
    const mails = mailsOf('Lettre de mars');
    expect(perRecipient(mails).size).toBe(READERS - 1);
    rates.push(`${rateOf(mails).toFixed(1)} courriels/s avec le limiteur à 1 000/s`);
    await fast.close();
    workers.splice(workers.indexOf(fast), 1);
  }, 90_000);
});
