import { loggedInUser, uniqueEmail } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';

const FR = 'FR7630006000011234567890189';
const FR_MASKED = 'FR76 •••• •••• •••• •••• •••0 189';
const DE = 'DE89370400440532013000';
const address = { firstname: 'Anne', lastname: 'Libraire', address: '1 rue du Livre', postal_code: '75005', city: 'Paris', country: 'FR' };
const application = (email: string) => ({
  email,
  password: 'motdepasse',
  password2: 'motdepasse',
  acceptCgu: true,
  isBookseller: true,
  company_name: 'Librairie des Quais',
  gln: '3012345000017',
  address,
});

describe('booksellers’ IBAN', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  const storedIban = async (userId: number) => (await sql<{ iban: string | null }>('SELECT iban FROM booksellers WHERE user_id = $1', [userId]))[0]?.iban;
  const profile = (token: string) => api.get('/api/users/profile/', { headers: { authorization: `Bearer ${token}` } });
  const patchProfile = (token: string, body: unknown) => api.patch('/api/users/profile/', body, { token });

  it('is taken at sign-up, normalised, and required for direct debit', async () => {
    // direct debit without IBAN, or with a wrong one: 400 keyed iban, nothing created
    const refused = uniqueEmail('libraire');
    expect(await api.post('/api/users/register/', { ...application(refused), payment_mean: 'sepa-debit' })).toMatchObject({ status: 400, body: { iban: [M.ibanRequired] } });
    expect(await api.post('/api/users/register/', { ...application(refused), payment_mean: 'sepa-debit', iban: 'FR76 3000 6000 0112 3456 7890 188' })).toMatchObject({
      status: 400,
      body: { iban: ["L'IBAN « FR76 3000 6000 0112 3456 7890 188 » n'est pas valide."] },
    });
    expect(await sql('SELECT 1 FROM users WHERE email = $1', [refused])).toEqual([]);
    // a valid one, typed with spaces in lowercase: stored in electronic format
    const email = uniqueEmail('libraire');
    expect((await api.post('/api/users/register/', { ...application(email), payment_mean: 'sepa-debit', iban: 'fr76 3000 6000 0112 3456 7890 189' })).status).toBe(201);
    const [row] = await sql('SELECT b.iban FROM booksellers b JOIN users u ON u.id = b.user_id WHERE u.email = $1', [email]);
    expect(row).toEqual({ iban: FR });
    // by wire, an empty one passes
    const wire = uniqueEmail('libraire');
    expect((await api.post('/api/users/register/', { ...application(wire), payment_mean: 'wire', iban: '' })).status).toBe(201);
    expect(await sql('SELECT b.iban FROM booksellers b JOIN users u ON u.id = b.user_id WHERE u.email = $1', [wire])).toEqual([{ iban: null }]);
  });

  it('is changed by the bookseller on their profile and only ever shown masked', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    expect((await profile(bookseller.access)).body.bookseller).toMatchObject({ iban_masked: null });
    // set: the answer and later reads show it masked, never in full
    const res = await patchProfile(bookseller.access, { bookseller: { iban: 'fr76 3000 6000 0112 3456 7890 189' } });
    expect(res).toMatchObject({ status: 200, body: { bookseller: { iban_masked: FR_MASKED } } });
    expect(JSON.stringify(res.body)).not.toContain('30006000011234567890');
    const read = await profile(bookseller.access);
    expect(read.body.bookseller.iban_masked).toBe(FR_MASKED);
    expect(JSON.stringify(read.body)).not.toContain('30006000011234567890');
    expect(await storedIban(bookseller.id)).toBe(FR);
    // a wrong one: 400 keyed iban carrying the value, the stored one kept
    expect(await patchProfile(bookseller.access, { bookseller: { iban: 'DE00 3704 0044 0532 0130 00' } })).toMatchObject({
      status: 400,
      body: { iban: [M.ibanInvalid('DE00 3704 0044 0532 0130 00')] },
    });
    expect(await storedIban(bookseller.id)).toBe(FR);
    // replaced, then removed (they pay by wire)
    expect((await patchProfile(bookseller.access, { bookseller: { iban: DE } })).body.bookseller.iban_masked).toBe('DE89 •••• •••• •••• ••30 00');
    expect((await patchProfile(bookseller.access, { bookseller: { iban: '' } })).body.bookseller.iban_masked).toBeNull();
    expect(await storedIban(bookseller.id)).toBeNull();
  });

  it('cannot be removed by a bookseller paying by direct debit, nor set by a reader', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    await sql(`UPDATE booksellers SET payment_mean = 'sepa-debit', iban = $2 WHERE user_id = $1`, [bookseller.id, FR]);
    expect(await patchProfile(bookseller.access, { bookseller: { iban: '' } })).toMatchObject({ status: 400, body: { iban: [M.ibanRequired] } });
    expect(await storedIban(bookseller.id)).toBe(FR);
    const reader = await loggedInUser(api);
    expect(await patchProfile(reader.access, { bookseller: { iban: FR } })).toMatchObject({ status: 400, body: { bookseller: [M.notABookseller] } });
    expect(await sql('SELECT 1 FROM booksellers WHERE user_id = $1', [reader.id])).toEqual([]);
    // anonymous: 401
    expect((await api.patch('/api/users/profile/', { bookseller: { iban: FR } })).status).toBe(401);
  });

  it('may be set by staff, answered masked', async () => {
    const staff = await loggedInUser(api, { staff: true });
    const bookseller = await loggedInUser(api, { bookseller: true });
    const res = await api.patch(`/api/staff/booksellers/${bookseller.id}/`, { iban: 'de89 3704 0044 0532 0130 00' }, { token: staff.access });
    expect(res).toMatchObject({ status: 200, body: { iban_masked: 'DE89 •••• •••• •••• ••30 00', payment_mean: 'wire' } });
    expect(await storedIban(bookseller.id)).toBe(DE);
    expect(await api.patch(`/api/staff/booksellers/${bookseller.id}/`, { iban: 'DE89' }, { token: staff.access })).toMatchObject({
      status: 400,
      body: { iban: [M.ibanInvalid('DE89')] },
    });
    // the bookseller cannot use the staff route
    expect((await api.patch(`/api/staff/booksellers/${bookseller.id}/`, { iban: FR }, { token: bookseller.access })).status).toBe(403);
    expect(await storedIban(bookseller.id)).toBe(DE);
  });
});
