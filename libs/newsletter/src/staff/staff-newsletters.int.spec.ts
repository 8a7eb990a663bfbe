import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { testConfig } from '../../../../test/support/test-app';
import { unsubscribeToken } from '@shop/auth';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/** The newsletters' routes as the OpenAPI document describes them, and their audit trail. */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/newsletters', 200],
  ['post', '/api/staff/newsletters', 201],
  ['get', '/api/staff/newsletters/{id}', 200],
  ['patch', '/api/staff/newsletters/{id}', 200],
  ['get', '/api/staff/newsletters/{id}/preview', 200],
  ['post', '/api/staff/newsletters/{id}/test', 202],
  ['post', '/api/staff/newsletters/{id}/send', 200],
  ['get', '/api/staff/newsletters/{id}/progress', 200],
  ['post', '/api/staff/newsletters/{id}/cancel', 200],
  ['post', '/api/newsletter/unsubscribe', 200],
  ['get', '/api/newsletter/unsubscribe', 303],
];

describe('newsletter staff routes: documented answers', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: string;
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('answers as documented, audits creation, change and scheduling, refuses a second sending', async () => {
    const created = await suite.api.post('/api/staff/newsletters/', { subject: 'Parutions de printemps', content: '<p>Bonjour</p>', label: 1 }, { token: staff });
    expectDocumented('post', '/api/staff/newsletters', 201, created);
    const id = created.body.id;
    expectDocumented('get', '/api/staff/newsletters', 200, await suite.api.get('/api/staff/newsletters/?search=printemps&status=draft', auth(staff)));
    expectDocumented('get', '/api/staff/newsletters/{id}', 200, await suite.api.get(`/api/staff/newsletters/${id}/`, auth(staff)));
    expectDocumented(
      'patch',
      '/api/staff/newsletters/{id}',
      200,
      await suite.api.patch(`/api/staff/newsletters/${id}/`, { version: 1, subject: 'Parutions d’avril' }, { token: staff }),
    );
    expectDocumented('get', '/api/staff/newsletters/{id}/preview', 200, await suite.api.get(`/api/staff/newsletters/${id}/preview/`, auth(staff)));
    expectDocumented('post', '/api/staff/newsletters/{id}/test', 202, await suite.api.post(`/api/staff/newsletters/${id}/test/`, {}, { token: staff }));
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const scheduled = await suite.api.post(`/api/staff/newsletters/${id}/send/`, { at: later }, { token: staff });
    expectDocumented('post', '/api/staff/newsletters/{id}/send', 200, scheduled);
    expect(scheduled.body).toMatchObject({ status: 'scheduled', scheduled_at: later, total: 0 });
    expect((await suite.api.post(`/api/staff/newsletters/${id}/send/`, {}, { token: staff })).status).toBe(409);
    expectDocumented('get', '/api/staff/newsletters/{id}/progress', 200, await suite.api.get(`/api/staff/newsletters/${id}/progress/`, auth(staff)));
    expect((await suite.api.post(`/api/staff/newsletters/${id}/send/`, { at: 'demain' }, { token: staff })).status).toBe(400);
    expect((await suite.api.get('/api/staff/newsletters/999999/', auth(staff))).status).toBe(404);
    expect((await suite.api.post('/api/staff/newsletters/', { subject: 'x', content: '<p>x</p>', label: 99999 }, { token: staff })).body).toEqual({
      label: ['Collection inconnue.'],
    });

    const audit = await suite.api.get(`/api/staff/audit/?entity=newsletter&entity_id=${id}`, auth(staff));
    expect(audit.body.results.map((e: { action: string }) => e.action)).toEqual(['scheduled', 'updated', 'created']);
    expect(audit.body.results[0].changes.status).toEqual({ from: 'draft', to: 'scheduled' });
  });

  it('cancels a scheduled newsletter: a draft again, its pending start dropped, audited; 409 in French otherwise', async () => {
    const created = await suite.api.post('/api/staff/newsletters/', { subject: 'Parutions d’été', content: '<p>Bonjour</p>', label: 1 }, { token: staff });
    const id = created.body.id;
    const notScheduled = await suite.api.post(`/api/staff/newsletters/${id}/cancel/`, {}, { token: staff });
    expect(notScheduled).toMatchObject({ status: 409, body: { detail: 'Cette lettre d’information n’est pas programmée : il n’y a pas d’envoi à annuler.' } });

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await suite.api.post(`/api/staff/newsletters/${id}/send/`, { at: later }, { token: staff })).body).toMatchObject({ status: 'scheduled', version: 2 });
    const pending = `SELECT count(*)::int AS n FROM outbox WHERE queue = 'newsletter' AND job_name = 'start' AND dispatched_at IS NULL AND payload->>'newsletterId' = $1`;
    expect(await sql(pending, [String(id)])).toEqual([{ n: 1 }]);
    expect(await sql(`SELECT payload->>'at' AS at FROM outbox WHERE job_name = 'start' AND payload->>'newsletterId' = $1`, [String(id)])).toEqual([{ at: later }]);

    const cancelled = await suite.api.post(`/api/staff/newsletters/${id}/cancel/`, {}, { token: staff });
    expectDocumented('post', '/api/staff/newsletters/{id}/cancel', 200, cancelled);
    expect(cancelled.body).toMatchObject({ status: 'draft', scheduled_at: null, version: 3, total: 0 });
    expect(await sql(pending, [String(id)])).toEqual([{ n: 0 }]);
    const again = await suite.api.post(`/api/staff/newsletters/${id}/cancel/`, {}, { token: staff });
    expect(again.status).toBe(409);
    // A draft again: it can be changed, and scheduled anew
    expect((await suite.api.patch(`/api/staff/newsletters/${id}/`, { version: 3, subject: 'Parutions de l’été' }, { token: staff })).status).toBe(200);
    expect((await suite.api.post(`/api/staff/newsletters/${id}/send/`, { at: later }, { token: staff })).body).toMatchObject({ status: 'scheduled' });
    // Once its time has come and the worker has started it, too late
    await sql(`UPDATE newsletters SET status = 'sending', started_at = now() WHERE id = $1`, [id]);
    const started = await suite.api.post(`/api/staff/newsletters/${id}/cancel/`, {}, { token: staff });
    expect(started).toMatchObject({ status: 409, body: { detail: 'L’envoi de cette lettre d’information a déjà commencé : il ne peut plus être annulé.' } });
    expect((await suite.api.post('/api/staff/newsletters/999999/cancel/', {}, { token: staff })).status).toBe(404);

    const audit = await suite.api.get(`/api/staff/audit/?entity=newsletter&entity_id=${id}`, auth(staff));
    expect(audit.body.results.map((e: { action: string }) => e.action)).toEqual(['scheduled', 'updated', 'cancelled', 'scheduled', 'created']);
    expect(audit.body.results[2].changes).toMatchObject({ status: { from: 'scheduled', to: 'draft' }, scheduled_at: { from: later, to: null } });
  });

  it('refuses the cancellation to anonymous visitors (401) and readers (403)', async () => {
    const reader = (await loggedInUser(suite.api)).access;
    expect((await suite.api.post('/api/staff/newsletters/1/cancel/', {})).status).toBe(401);
    expect((await suite.api.post('/api/staff/newsletters/1/cancel/', {}, { token: reader })).status).toBe(403);
  });

  it('sends a GET of the one-click address (a link scanner) to the signed confirmation page, unsubscribing nobody', async () => {
    const reader = await loggedInUser(suite.api);
    await sql('UPDATE users SET subscribed = true WHERE id = $1', [reader.id]);
    const token = unsubscribeToken(testConfig().jwtSecret, reader.email);
    const query = new URLSearchParams({ email: reader.email, token, label: 'inconnue' });
    const res = await suite.api.get(`/api/newsletter/unsubscribe?${query}`, { redirect: 'manual' });
    expectDocumented('get', '/api/newsletter/unsubscribe', 303, res);
    const [{ slug }] = await sql<{ slug: string }>('SELECT slug FROM labels ORDER BY id LIMIT 1');
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe(`/${slug}/unsubscribe`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ email: reader.email, token });
    expect(res.body).toEqual({ detail: 'Confirmez votre désinscription sur la page de désinscription.' });
    expect(await sql('SELECT subscribed FROM users WHERE id = $1', [reader.id])).toEqual([{ subscribed: true }]);
    // The label of the link names the page
    const [other] = await sql<{ slug: string }>('SELECT slug FROM labels ORDER BY id DESC LIMIT 1');
    query.set('label', other.slug);
    const labelled = await suite.api.get(`/api/newsletter/unsubscribe?${query}`, { redirect: 'manual' });
    expect(new URL(labelled.headers.get('location')!).pathname).toBe(`/${other.slug}/unsubscribe`);
  });

  it('answers the one-click unsubscription as documented; a missing token is 400', async () => {
    const bad = await suite.api.post('/api/newsletter/unsubscribe/', { email: 'a@b.fr' }, { csrf: false });
    expect(bad).toMatchObject({ status: 400, body: { detail: expect.stringContaining('n’est pas valide') } });
  });
});
