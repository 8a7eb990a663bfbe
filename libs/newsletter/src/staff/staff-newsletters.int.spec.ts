import { loggedInUser } from '../../../../test/support/accounts';
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
  ['post', '/api/newsletter/unsubscribe', 200],
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

  it('answers the one-click unsubscription as documented; a missing token is 400', async () => {
    const bad = await suite.api.post('/api/newsletter/unsubscribe/', { email: 'a@b.fr' }, { csrf: false });
    expect(bad).toMatchObject({ status: 400, body: { detail: expect.stringContaining('n’est pas valide') } });
  });
});
