import { loggedInUser, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * Staff's 'Adresses bloquées' (docs/back-office.md): the addresses the mail server refused for good,
 * searched by address or answer, newest first; one lifted, audited, and mailed again.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/mail-suppressions', 200],
  ['delete', '/api/staff/mail-suppressions/{email}', 204],
];

describe('staff routes: the addresses the mail server refused (api/staff/mail-suppressions/)', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: { id: number; access: string };
  let reader: string;
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    staff = await loggedInUser(suite.api, { staff: true });
    reader = (await loggedInUser(suite.api)).access;
  });

  const suppress = (email: string, reason: string, at: string) =>
    sql(`INSERT INTO mail_suppressions (email, reason, smtp_code, created_at) VALUES (lower($1), $2, 550, $3)`, [email, reason, at]);
  const list = (query: string) => suite.api.get(`/api/staff/mail-suppressions/?${query}`, auth(staff.access));

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const path = '/api/staff/mail-suppressions/';
    expect([(await suite.api.get(path)).status, (await suite.api.get(path, auth(reader))).status]).toEqual([401, 403]);
    const one = '/api/staff/mail-suppressions/personne@exemple.fr/';
    expect([(await suite.api.delete(one)).status, (await suite.api.delete(one, undefined, { token: reader })).status]).toEqual([401, 403]);
  });

  it('lists the refused addresses newest first, searched by address or answer, a page at a time', async () => {
    const tag = `bloquee${Date.now()}`;
    const older = uniqueEmail(`${tag}-ancienne`);
    const newer = uniqueEmail(`${tag}-recente`);
    await suppress(older, `550 5.1.1 <${older}>: Recipient address rejected: User unknown ${tag}`, '2026-01-10T09:00:00Z');
    await suppress(newer, '550 5.2.1 Mailbox disabled', '2026-02-10T09:00:00Z');

    const found = await list(`search=${tag}`);
    expectDocumented('get', '/api/staff/mail-suppressions', 200, found);
    expect(found.body).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { email: newer, reason: '550 5.2.1 Mailbox disabled', smtp_code: 550, created_at: '2026-02-10T09:00:00.000Z' },
        { email: older, reason: expect.stringContaining('User unknown'), smtp_code: 550, created_at: '2026-01-10T09:00:00.000Z' },
      ],
    });
    // the search reads the server's answer too, case aside; the ordering and the pages are DRF's
    expect((await list(`search=USER UNKNOWN ${tag}`)).body.results.map((r: { email: string }) => r.email)).toEqual([older]);
    expect((await list(`search=${tag}&ordering=created_at`)).body.results.map((r: { email: string }) => r.email)).toEqual([older, newer]);
    const first = await list(`search=${tag}&limit=1`);
    expect(first.body).toMatchObject({ count: 2, results: [{ email: newer }] });
    expect(first.body.next).toContain('offset=1');
    // bad parameters are refused in French, the DRF way
    expect(await list('ordering=reason')).toMatchObject({ status: 400, body: { ordering: ['Champ de tri inconnu : « reason ». Valeurs possibles : created_at, email.'] } });
    expect(await list('limit=0')).toMatchObject({ status: 400, body: { limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'] } });
  });

  it('lifts one address, whatever its case: audited, gone from the list, then unknown (404 in French)', async () => {
    const email = uniqueEmail('debloquee');
    await suppress(email, '550 5.1.1 User unknown', '2026-03-01T08:00:00Z');

    const lifted = await suite.api.delete(`/api/staff/mail-suppressions/${encodeURIComponent(email.toUpperCase())}/`, undefined, { token: staff.access });
    expect(lifted.status).toBe(204);
    expect(await sql(`SELECT 1 FROM mail_suppressions WHERE email = $1`, [email])).toEqual([]);
    expect((await list(`search=${encodeURIComponent(email)}`)).body.count).toBe(0);

    const audit = await suite.api.get(`/api/staff/audit/?entity=mail-suppression&entity_id=${encodeURIComponent(email)}`, auth(staff.access));
    expect(audit.body.results).toMatchObject([{ action: 'lifted', changes: { reason: { from: '550 5.1.1 User unknown', to: null } } }]);

    const again = await suite.api.delete(`/api/staff/mail-suppressions/${encodeURIComponent(email)}/`, undefined, { token: staff.access });
    expect(again).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
  });
});
