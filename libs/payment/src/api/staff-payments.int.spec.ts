import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

describe('staff: payment anomalies', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  /** An anomaly of a kind of the test's own, `minutesAgo` old, for a stored notification. */
  async function anomaly(kind: string, reference: string, minutesAgo: number): Promise<number> {
    const [n] = await sql<{ id: string }>(`INSERT INTO bank_notifications (reference, code_retour, fields) VALUES ($1, 'paiement', $2) RETURNING id`, [
      reference,
      JSON.stringify({ reference, montant: '12.50EUR', TPE: '0000001' }),
    ]);
    const [a] = await sql<{ id: string }>(
      `INSERT INTO payment_anomalies (notification_id, reference, code_retour, cart_id, kind, detail, created_at)
       VALUES ($1, $2, 'paiement', NULL, $3, 'Montant reçu « 12.50EUR », attendu « 10.00EUR »', now() - ($4::int * interval '1 minute')) RETURNING id`,
      [n.id, reference, kind, minutesAgo],
    );
    return Number(a.id);
  }

  it('lists the anomalies newest first, one DRF page at a time, for staff only', async () => {
    // given three anomalies of a kind of our own
    const kind = `essai-${Date.now()}`;
    const oldest = await anomaly(kind, 'REFANCIENNE1', 30);
    const newest = await anomaly(kind, 'REFRECENTE01', 1);
    const middle = await anomaly(kind, 'REFMILIEU001', 10);
    const staff = await loggedInUser(api, { staff: true });
    const list = (query: string, token?: string) =>
      api.get(`/api/staff/payment-anomalies/?kind=${kind}${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
    // when staff ask for a page of two, then the newest come first, with a link to the rest
    const page = await list('&limit=2', staff.access);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 3, previous: null, next: expect.stringContaining('offset=2') });
    expect(page.body.results.map((r: { id: number }) => r.id)).toEqual([newest, middle]);
    expect(page.body.results[0]).toEqual({
      id: newest,
      notification: expect.any(Number),
      reference: 'REFRECENTE01',
      code_retour: 'paiement',
      cart: null,
      kind,
      detail: 'Montant reçu « 12.50EUR », attendu « 10.00EUR »',
      amount: '12.50EUR',
      created_at: expect.any(String),
      resolved_at: null,
    });
    expect((await list('&limit=2&offset=2', staff.access)).body.results.map((r: { id: number }) => r.id)).toEqual([oldest]);
    // and nobody else sees them
    expect((await list('', (await loggedInUser(api)).access)).status).toBe(403);
    expect((await list('')).status).toBe(401);
  });
});
