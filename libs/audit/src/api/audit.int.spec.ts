import { loggedInUser, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformanceSuite } from '../../../../test/support/conformance-suite';
import { createBook } from '../../../../test/support/cart-fixtures';
import { AUDITED_RECORD_KINDS } from '../audit-trail';

/**
 * The audit trail's read route: staff only, and only for the kinds of records the modules audit,
 * so that a misspelt kind is a French 400 rather than a history that looks empty.
 */
describe('GET api/staff/audit/ and api/staff/activity/', () => {
  const suite = conformanceSuite();
  let staff: string;
  let staffMember: { id: number; email: string };
  let reader: string;
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    staffMember = await loggedInUser(suite.api, { staff: true, email: uniqueEmail('journal') });
    staff = (staffMember as unknown as { access: string }).access;
    reader = (await loggedInUser(suite.api)).access;
  });

  it('is for staff only', async () => {
    const path = '/api/staff/audit/?entity=book&entity_id=1';
    expect([(await suite.api.get(path)).status, (await suite.api.get(path, auth(reader))).status]).toEqual([401, 403]);
  });

  it('answers every audited kind, and refuses an unknown one in French', async () => {
    for (const kind of AUDITED_RECORD_KINDS) {
      const res = await suite.api.get(`/api/staff/audit/?entity=${kind}&entity_id=2000000000`, auth(staff));
      expect([kind, res.status, res.body.count]).toEqual([kind, 200, 0]);
    }
    const unknown = await suite.api.get('/api/staff/audit/?entity=livre&entity_id=1', auth(staff));
    expect([unknown.status, unknown.body]).toEqual([400, { entity: ["« livre » n'est pas un choix valide."] }]);
    const missing = await suite.api.get('/api/staff/audit/?entity_id=1', auth(staff));
    expect([missing.status, Object.keys(missing.body)]).toEqual([400, ['entity']]);
  });

  it('names each record as its module calls it: a book by its name, a customer by their email, an order by its reference; a record gone by nothing', async () => {
    const book = await createBook({ name: 'Le Nom des choses' });
    const customer = await loggedInUser(suite.api, { email: uniqueEmail('nomme') });
    const [order] = await sql<{ id: string; reference: string }>(`SELECT id, reference FROM carts WHERE reference <> '' ORDER BY created_at LIMIT 1`);
    const record = (entity: string, id: string, at: string) =>
      sql(`INSERT INTO audit_entries (entity, entity_id, action, actor_id, changes, at) VALUES ($1, $2, 'updated', $3, '{}', $4)`, [entity, id, staffMember.id, at]);
    await record('book', String(book), '2032-03-01T10:00:00Z');
    await record('customer', String(customer.id), '2032-03-01T11:00:00Z');
    await record('book', '1999999999', '2032-03-01T12:00:00Z');
    if (order) await record('order', order.id, '2032-03-01T13:00:00Z');
    const res = await suite.api.get('/api/staff/activity/?from=2032-03-01&to=2032-03-01', auth(staff));
    suite.expectDocumented('get', '/api/staff/activity', 200, res);
    const named = Object.fromEntries(res.body.results.map((e: { entity: string; entity_id: string; subject: string | null }) => [`${e.entity} ${e.entity_id}`, e.subject]));
    expect(named).toMatchObject({ [`book ${book}`]: 'Le Nom des choses', [`customer ${customer.id}`]: customer.email, 'book 1999999999': null });
    if (order) expect(named[`order ${order.id}`]).toBe(`Commande n° ${order.reference}`);
  });

  it('lists every record’s changes newest first, by kind, by a part of who changed and by Paris days (api/staff/activity/)', async () => {
    const record = (entity: string, id: string, at: string, actor: number | null) =>
      sql(`INSERT INTO audit_entries (entity, entity_id, action, actor_id, changes, at) VALUES ($1, $2, 'updated', $3, '{"title": {"from": "A", "to": "B"}}', $4)`, [
        entity,
        id,
        actor,
        at,
      ]);
    // 23:30 UTC on 31 Dec 2030 is already 1 Jan 2031 in Paris
    await record('book', '901', '2030-12-31T10:00:00Z', staffMember.id);
    await record('customer', '902', '2030-12-31T23:30:00Z', staffMember.id);
    await record('book', '903', '2031-01-02T09:00:00Z', null);
    const activity = (query: string) => suite.api.get(`/api/staff/activity/?${query}`, auth(staff));

    const days = await activity('from=2030-12-31&to=2031-01-02');
    suite.expectDocumented('get', '/api/staff/activity', 200, days);
    expect(days.body.results.map((e: { entity: string; entity_id: string }) => `${e.entity} ${e.entity_id}`)).toEqual(['book 903', 'customer 902', 'book 901']);
    expect(days.body.results[1]).toMatchObject({ actor: { id: staffMember.id, email: staffMember.email }, action: 'updated', changes: { title: { from: 'A', to: 'B' } } });
    expect((await activity('from=2031-01-01&to=2031-01-01')).body.results.map((e: { entity_id: string }) => e.entity_id)).toEqual(['902']);
    expect((await activity('from=2030-12-31&to=2031-01-02&entity=book')).body.results.map((e: { entity_id: string }) => e.entity_id)).toEqual(['903', '901']);
    expect((await activity(`from=2030-12-31&to=2031-01-02&actor=${encodeURIComponent(staffMember.email.slice(0, 20))}`)).body.count).toBe(2);
    // refused in French: an unknown kind, a day that does not exist; staff only
    expect(await activity('entity=livre')).toMatchObject({ status: 400, body: { entity: ["« livre » n'est pas un choix valide."] } });
    expect(await activity('from=2031-02-30')).toMatchObject({ status: 400, body: { from: ['La date n’a pas le bon format. Utilisez le format AAAA-MM-JJ.'] } });
    expect((await suite.api.get('/api/staff/activity/', auth(reader))).status).toBe(403);
  });
});
