import { DEMO_PASSWORD, DEMO_USERS } from '@shop/auth';
import { login } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

describe('demo vouchers', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('gives the demo reader a half-spent gift card, shown on the profile and the account’s vouchers', async () => {
    const { access } = await login(api, { email: DEMO_USERS.reader.email, password: DEMO_PASSWORD });
    const auth = { headers: { authorization: `Bearer ${access}` } };
    expect((await api.get('/api/users/profile/', auth)).body).toMatchObject({ id: DEMO_USERS.reader.id, total_usable_voucher: '12.50' });
    expect((await api.get('/api/vouchers/', auth)).body.results).toContainEqual(expect.objectContaining({ code: 'BIENVENU', value: '25.00', remaining_amount: '12.50' }));
  });

  it('moved the vouchers’ sequence past the fixed id', async () => {
    const [{ last }] = await sql(`SELECT last_value::int AS last FROM vouchers_id_seq`);
    expect(last).toBeGreaterThanOrEqual(1);
  });
});
