import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';

const SIRET = '44123456400017';
const VAT = 'FR91441234564';
// Another company: a SIRET and VAT number of SIREN 823 456 785.
const OTHER_SIRET = '82345678500018';
const OTHER_VAT = 'FR72823456785';

describe('booksellers’ SIRET and VAT number', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  const stored = async (userId: number) =>
    (await sql<{ siret: string | null; vat_number: string | null }>('SELECT siret, vat_number FROM booksellers WHERE user_id = $1', [userId]))[0];
  const patchProfile = (token: string, body: unknown) => api.patch('/api/users/profile/', body, { token });

  it('are given by the bookseller on their profile, typed with spaces, stored and shown without', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    expect((await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${bookseller.access}` } })).body.bookseller).toMatchObject({
      siret: null,
      vat_number: null,
    });
    const res = await patchProfile(bookseller.access, { bookseller: { siret: ' 441 234 564 00017 ', vat_number: 'fr 91 441 234 564' } });
    expect(res).toMatchObject({ status: 200, body: { bookseller: { siret: SIRET, vat_number: VAT } } });
    expect(await stored(bookseller.id)).toEqual({ siret: SIRET, vat_number: VAT });
    const read = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${bookseller.access}` } });
    expect(read.body.bookseller).toMatchObject({ siret: SIRET, vat_number: VAT });
    // both replaced at once by another company's, then removed
    expect((await patchProfile(bookseller.access, { bookseller: { siret: OTHER_SIRET, vat_number: OTHER_VAT } })).body.bookseller).toMatchObject({
      siret: OTHER_SIRET,
      vat_number: OTHER_VAT,
    });
    expect((await patchProfile(bookseller.access, { bookseller: { siret: '', vat_number: null } })).body.bookseller).toMatchObject({ siret: null, vat_number: null });
    expect(await stored(bookseller.id)).toEqual({ siret: null, vat_number: null });
  });

  it('are refused with a French message keyed by field, the stored ones kept', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    await sql('UPDATE booksellers SET siret = $2, vat_number = $3 WHERE user_id = $1', [bookseller.id, SIRET, VAT]);
    expect(await patchProfile(bookseller.access, { bookseller: { siret: '441 234 564 00018', vat_number: VAT } })).toMatchObject({
      status: 400,
      body: { siret: ["Ce SIRET n'est pas valide (14 chiffres, clé de contrôle)."] },
    });
    expect(await patchProfile(bookseller.access, { bookseller: { siret: SIRET, vat_number: 'FR92441234564' } })).toMatchObject({
      status: 400,
      body: { vat_number: [M.vatNumberInvalid] },
    });
    // a valid VAT number, but of another SIREN: sent with the SIRET, or alone against the stored one
    expect(await patchProfile(bookseller.access, { bookseller: { siret: SIRET, vat_number: OTHER_VAT } })).toMatchObject({
      status: 400,
      body: { vat_number: ['Ce numéro de TVA ne correspond pas au SIRET.'] },
    });
    expect(await patchProfile(bookseller.access, { bookseller: { vat_number: OTHER_VAT } })).toMatchObject({
      status: 400,
      body: { vat_number: [M.vatNumberSirenMismatch] },
    });
    expect(await patchProfile(bookseller.access, { bookseller: { siret: OTHER_SIRET } })).toMatchObject({
      status: 400,
      body: { vat_number: [M.vatNumberSirenMismatch] },
    });
    expect(await stored(bookseller.id)).toEqual({ siret: SIRET, vat_number: VAT });
    // one alone that agrees with the other is taken
    expect((await patchProfile(bookseller.access, { bookseller: { vat_number: ' fr91441234564 ' } })).status).toBe(200);
  });

  it('are not a reader’s, nor anyone’s without a token', async () => {
    const reader = await loggedInUser(api);
    expect(await patchProfile(reader.access, { bookseller: { siret: SIRET, vat_number: VAT } })).toMatchObject({ status: 400, body: { bookseller: [M.notABookseller] } });
    expect(await sql('SELECT 1 FROM booksellers WHERE user_id = $1', [reader.id])).toEqual([]);
    expect((await api.patch('/api/users/profile/', { bookseller: { siret: SIRET } })).status).toBe(401);
  });
});
