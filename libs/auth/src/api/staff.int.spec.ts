import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { loggedInUser } from '../../../../test/support/accounts';

describe('roles: staff set booksellers’ trade terms', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('lets staff change discount, payment mean and direct-debit term', async () => {
    const staff = await loggedInUser(api, { staff: true });
    const bookseller = await loggedInUser(api, { bookseller: true });
    const res = await api.patch(`/api/staff/booksellers/${bookseller.id}/`, { discount: '32.5', payment_mean: 'sepa-debit', sepa_term: 60 }, { token: staff.access });
    expect(res).toMatchObject({ status: 200, body: { discount: 32.5, payment_mean: 'sepa-debit', sepa_term: 60 } });
    const [row] = await sql('SELECT discount_bp, payment_mean, sepa_term FROM booksellers WHERE user_id = $1', [bookseller.id]);
    expect(row).toEqual({ discount_bp: 3250, payment_mean: 'sepa-debit', sepa_term: 60 });
    const profile = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${bookseller.access}` } });
    expect(profile.body.bookseller.discount).toBe(32.5);
    const staffProfile = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${staff.access}` } });
    expect(staffProfile.body.is_staff).toBe(true);
    // and the change is in the customer's trail, with who made it; the IBAN only masked
    await api.patch(`/api/staff/booksellers/${bookseller.id}/`, { iban: 'FR76 3000 6000 0112 3456 7890 189' }, { token: staff.access });
    const trail = await api.get(`/api/staff/audit/?entity=customer&entity_id=${bookseller.id}`, { headers: { authorization: `Bearer ${staff.access}` } });
    expect(
      trail.body.results.map((e: { action: string; actor: { id: number }; changes: Record<string, unknown> }) => [e.action, e.actor.id, Object.keys(e.changes).sort()]),
    ).toEqual([
      ['terms_updated', staff.id, ['iban']],
      ['terms_updated', staff.id, ['discount', 'payment_mean', 'sepa_term']],
    ]);
    expect(JSON.stringify(trail.body.results[0].changes)).not.toContain('3456');
  });

  it('refuses readers and booksellers (403), anonymous callers (401), and bad values (400)', async () => {
    const reader = await loggedInUser(api);
    const bookseller = await loggedInUser(api, { bookseller: true });
    const staff = await loggedInUser(api, { staff: true });
    const path = `/api/staff/booksellers/${bookseller.id}/`;
    for (const token of [reader.access, bookseller.access]) {
      expect(await api.patch(path, { discount: 50 }, { token })).toMatchObject({ status: 403, body: { detail: "Vous n'avez pas la permission d'effectuer cette action." } });
    }
    expect((await api.patch(path, { discount: 50 })).status).toBe(401);
    const bad = await api.patch(path, { discount: 101, payment_mean: 'troc', sepa_term: -1 }, { token: staff.access });
    expect(bad).toMatchObject({ status: 400, body: { discount: [M.maxValue(100)], payment_mean: [M.invalidChoice('troc')], sepa_term: [M.minValue(0)] } });
    expect((await api.patch(`/api/staff/booksellers/${reader.id}/`, { discount: 10 }, { token: staff.access })).status).toBe(404);
  });
});
