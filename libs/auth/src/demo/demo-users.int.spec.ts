import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { login } from '../../../../test/support/accounts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users';

describe('demo accounts', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  const profileOf = async (email: string) => {
    const { access } = await login(api, { email, password: DEMO_PASSWORD });
    return (await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${access}` } })).body;
  };

  it('has a reader, a bookseller and a staff member, all able to log in', async () => {
    expect(await profileOf(DEMO_USERS.reader.email)).toMatchObject({ id: 1, isBookseller: false, is_staff: false });
    expect(await profileOf(DEMO_USERS.bookseller.email)).toMatchObject({
      isBookseller: true,
      bookseller: { payment_mean: 'sepa-debit', discount: 30, siret: '44123456400017', vat_number: 'FR91441234564' },
    });
    expect(await profileOf(DEMO_USERS.staff.email)).toMatchObject({ is_staff: true, isBookseller: false });
  });

  it('moved the sequences past the fixed ids', async () => {
    for (const table of ['users', 'booksellers', 'addresses']) {
      const [{ last }] = await sql(`SELECT last_value::int AS last FROM ${table}_id_seq`);
      expect(last).toBeGreaterThanOrEqual(table === 'booksellers' ? 1 : 2);
    }
  });
});
