import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { createVoucher, isoDay } from '../../../../test/support/wallet-fixtures';
import { VOUCHER_CLAIM_LIMITS } from '../vouchers/voucher-claim.limiter';

describe('account vouchers (api/vouchers/)', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const auth = (user: User) => ({ headers: { authorization: `Bearer ${user.access}` } });
  const claim = (user: User | null, code: unknown) => api.post('/api/vouchers/', { code }, { token: user?.access });

  it('attaches a voucher typed in any case, with spaces, and lists the account’s vouchers newest first', async () => {
    // given a reader who already holds a voucher, and a code bought by someone else for them
    const user = await loggedInUser(api);
    const held = await createVoucher({ remainingCents: 1250, valueCents: 2500, ownerId: user.id });
    const gift = await createVoucher({ remainingCents: 5000, expirationDate: isoDay(200) });
    // when the code is typed in lower case with spaces around
    const res = await claim(user, `  ${gift.toLowerCase()} `);
    // then it is attached to the account and answered in the contract's shape
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), code: gift, value: '50.00', remaining_amount: '50.00', expiration_date: isoDay(200), created_at: expect.any(String) });
    expect(await sql('SELECT owner_user_id FROM vouchers WHERE code = $1', [gift])).toEqual([{ owner_user_id: user.id }]);
    // and typing it again changes nothing
    expect((await claim(user, gift)).status).toBe(201);
    // and the list shows both, newest first
    await sql(`UPDATE vouchers SET created_at = now() - interval '1 day' WHERE code = $1`, [held]);
    const list = await api.get('/api/vouchers/', auth(user));
    expect(list).toMatchObject({ status: 200, body: { count: 2, next: null, previous: null } });
    expect(list.body.results.map((v: any) => [v.code, v.value, v.remaining_amount])).toEqual([
      [gift, '50.00', '50.00'],
      [held, '25.00', '12.50'],
    ]);
    const page = await api.get('/api/vouchers/?limit=1', auth(user));
    expect(page.body).toMatchObject({ count: 2, results: [{ code: gift }] });
    expect(page.body.next).toMatch(/\/api\/vouchers\/\?limit=1&offset=1$/);
  });

  it('refuses unknown, taken and expired codes with the contract’s messages', async () => {
    const user = await loggedInUser(api);
    expect(await claim(user, 'ZZZZ9999')).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat n'existe pas."] } });
    expect(await claim(user, 'not a code at all')).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat n'existe pas."] } });
    const taken = await createVoucher({ ownerId: (await loggedInUser(api)).id });
    expect(await claim(user, taken)).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat est déjà rattaché à un compte."] } });
    const expired = await createVoucher({ expirationDate: isoDay(-1) });
    expect(await claim(user, expired)).toMatchObject({ status: 400, body: { code: ["Ce bon d'achat a expiré."] } });
    expect(await claim(user, '')).toMatchObject({ status: 400, body: { code: ['Ce champ est obligatoire.'] } });
    expect(await api.post('/api/vouchers/', {}, { token: user.access })).toMatchObject({ status: 400, body: { code: ['Ce champ est obligatoire.'] } });
    expect(await claim(user, 12345678)).toMatchObject({ status: 400, body: { code: ['Une chaîne de caractères valide est requise.'] } });
    // a voucher valid until today can still be attached today
    expect((await claim(user, await createVoucher({ expirationDate: isoDay(0) }))).status).toBe(201);
    // none of the refused vouchers moved
    expect(await sql('SELECT owner_user_id FROM vouchers WHERE code = $1', [expired])).toEqual([{ owner_user_id: null }]);
    expect((await api.get('/api/vouchers/', auth(user))).body.count).toBe(1);
  });

  it('shows each account only its own vouchers, and asks to log in', async () => {
    const owner = await loggedInUser(api);
    await createVoucher({ ownerId: owner.id });
    const other = await loggedInUser(api);
    expect((await api.get('/api/vouchers/', auth(other))).body).toMatchObject({ count: 0, results: [] });
    expect((await api.get('/api/vouchers/')).status).toBe(401);
    expect((await claim(null, 'ABCD1234')).status).toBe(401);
  });

  it('stops an account that tries too many wrong codes, even with a right one, and says when to try again', async () => {
    // given a reader who typed the allowed number of wrong codes
    const user = await loggedInUser(api);
    for (let i = 0; i < VOUCHER_CLAIM_LIMITS.perUser; i++) expect((await claim(user, `WRONG${String(i).padStart(3, '0')}`)).status).toBe(400);
    // when a real code comes next, then it is refused with a 429 and a Retry-After
    const real = await createVoucher();
    const res = await claim(user, real);
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/^Trop de codes de bon d'achat erronés\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await sql('SELECT owner_user_id FROM vouchers WHERE code = $1', [real])).toEqual([{ owner_user_id: null }]);
    // and another account is not held back by it
    expect((await claim(await loggedInUser(api), real)).status).toBe(201);
  });
});
