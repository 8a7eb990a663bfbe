import { loggedInUser } from '../../../../test/support/accounts';
import { conformanceSuite } from '../../../../test/support/conformance-suite';
import { AUDITED_RECORD_KINDS } from '../audit-trail';

/**
 * The audit trail's read route: staff only, and only for the kinds of records the modules audit,
 * so that a misspelt kind is a French 400 rather than a history that looks empty.
 */
describe('GET api/staff/audit/', () => {
  const suite = conformanceSuite();
  let staff: string;
  let reader: string;
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
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
});
