import { createUser, login, loggedInUser, mailsTo, uniqueEmail } from '../../../../test/support/accounts';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * The success answers of the accounts API are what the OpenAPI document says, key for key: each
 * route is called for real and its JSON body checked against the documented schema of that
 * operation and status (unknown keys refused).
 */
const home = { name: 'Maison', firstname: 'Jeanne', lastname: 'Martin', address: '5 rue des Écoles', postal_code: '35000', city: 'Rennes', country: 'FR', phone: '06 12 34 56 78' };
const shopAddress = { firstname: 'Anne', lastname: 'Libraire', address: '1 rue du Livre', postal_code: '75005', city: 'Paris', country: 'FR' };
const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

/** Every operation of the accounts controllers, as the document names them. */
const OPERATIONS: DocumentedOperation[] = [
  ['post', '/api/users/register', 201],
  ['post', '/api/users/confirm', 200],
  ['post', '/api/users/confirm/resend', 200],
  ['post', '/api/users/password/forgot', 200],
  ['post', '/api/users/password/reset', 200],
  ['post', '/api/users/password', 200],
  ['post', '/api/users/email/confirm', 200],
  ['post', '/api/users/unsubscribe', 200],
  ['post', '/api/forgot-voucher', 200],
  ['post', '/api/token', 200],
  ['post', '/api/token/refresh', 200],
  ['post', '/api/token/logout', 200],
  ['get', '/api/users/profile', 200],
  ['patch', '/api/users/profile', 200],
  ['options', '/api/users/addresses', 200],
  ['get', '/api/users/addresses', 200],
  ['post', '/api/users/addresses', 201],
  ['get', '/api/users/addresses/{id}', 200],
  ['put', '/api/users/addresses/{id}', 200],
  ['patch', '/api/users/addresses/{id}', 200],
  ['delete', '/api/users/addresses/{id}', 204],
  ['patch', '/api/staff/booksellers/{userId}', 200],
];

describe('accounts: every success answer as the OpenAPI document describes it', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('documents a typed success answer, a French tag and a summary on every operation', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('fails a body with a key the document does not describe, or a wrong type', async () => {
    const user = await loggedInUser(suite.api);
    const profile = (await suite.api.get('/api/users/profile/', bearer(user.access))).body;
    expect(suite.check('get', '/api/users/profile', 200, profile)).toEqual([]);
    expect(suite.check('get', '/api/users/profile', 200, { ...profile, secret: 1 }).join()).toContain('secret');
    expect(suite.check('get', '/api/users/profile', 200, { ...profile, id: '1' })).not.toEqual([]);
    expect(suite.check('get', '/api/users/profile', 200, { ...profile, total_usable_voucher: 12.5 })).not.toEqual([]);
    const trade = await loggedInUser(suite.api, { bookseller: true });
    const tradeProfile = (await suite.api.get('/api/users/profile/', bearer(trade.access))).body;
    expect(suite.check('get', '/api/users/profile', 200, tradeProfile)).toEqual([]);
    expect(suite.check('get', '/api/users/profile', 200, { ...tradeProfile, bookseller: { ...tradeProfile.bookseller, iban: 'FR76…' } }).join()).toContain('iban');
    // A page: the envelope and its typed results, both strict.
    const address = (await suite.api.post('/api/users/addresses/', home, { token: user.access })).body;
    const page = { count: 1, next: null, previous: null, results: [address] };
    expect(suite.check('get', '/api/users/addresses', 200, page)).toEqual([]);
    expect(suite.check('get', '/api/users/addresses', 200, { ...page, results: [{ ...address, user: 1 }] }).join()).toContain('user');
    expect(suite.check('get', '/api/users/addresses', 200, { ...page, total: 1 }).join()).toContain('total');
    expect(suite.check('get', '/api/users/addresses', 200, { ...page, results: [{ id: 1 }] })).not.toEqual([]);
    expect(suite.check('get', '/api/users/addresses', 404, { detail: 'Pas trouvé.' })).toEqual([]);
  });

  it('sign-up, confirmation and its new link', async () => {
    const email = uniqueEmail('inscrite');
    const registered = await suite.api.post('/api/users/register/', { email, password: 'motdepasse', password2: 'motdepasse', acceptCgu: true, isBookseller: false });
    expectDocumented('post', '/api/users/register', 201, registered);
    expect(registered.body.email).toBe(email);
    expectDocumented('post', '/api/users/confirm/resend', 200, await suite.api.post('/api/users/confirm/resend/', { email }));
    const token = (await mailsTo(email)).at(-1)!.token;
    expectDocumented('post', '/api/users/confirm', 200, await suite.api.post('/api/users/confirm/', { email, validation_token: token }));

    const bookseller = uniqueEmail('librairie');
    const trade = await suite.api.post('/api/users/register/', {
      email: bookseller,
      password: 'motdepasse',
      password2: 'motdepasse',
      acceptCgu: true,
      isBookseller: true,
      company_name: 'Librairie des Quais',
      gln: '3012345000017',
      payment_mean: 'sepa-debit',
      iban: IBAN,
      address: shopAddress,
    });
    expectDocumented('post', '/api/users/register', 201, trade);
  });

  it('tokens: login, refresh, logout', async () => {
    const user = await createUser();
    const pair = await suite.api.post('/api/token/', { email: user.email, password: user.password });
    expectDocumented('post', '/api/token', 200, pair);
    const refreshed = await suite.api.post('/api/token/refresh/', { refresh: pair.body.refresh });
    expectDocumented('post', '/api/token/refresh', 200, refreshed);
    expectDocumented('post', '/api/token/logout', 200, await suite.api.post('/api/token/logout/', { refresh: refreshed.body.refresh }));
  });

  it('passwords: forgotten, reset, changed', async () => {
    const user = await createUser();
    expectDocumented('post', '/api/users/password/forgot', 200, await suite.api.post('/api/users/password/forgot', { email: user.email }));
    const [{ token }] = await mailsTo(user.email);
    const reset = await suite.api.post('/api/users/password/reset', { email: user.email, token, password: 'nouveau mot de passe' });
    expectDocumented('post', '/api/users/password/reset', 200, reset);
    const { access } = await login(suite.api, { email: user.email, password: 'nouveau mot de passe' });
    const changed = await suite.api.post('/api/users/password', { oldpassword: 'nouveau mot de passe', password: 'encore un autre' }, { token: access });
    expectDocumented('post', '/api/users/password', 200, changed);
  });

  it('profile of a reader and of a bookseller, changed, new email confirmed; newsletter and forgotten vouchers', async () => {
    const reader = await loggedInUser(suite.api);
    expectDocumented('get', '/api/users/profile', 200, await suite.api.get('/api/users/profile/', bearer(reader.access)));
    const newEmail = uniqueEmail('nouvelle');
    const changed = await suite.api.patch('/api/users/profile/', { nickname: `Lectrice ${Date.now()}`, subscribed: true, email: newEmail }, { token: reader.access });
    expectDocumented('patch', '/api/users/profile', 200, changed);
    expect(changed.body.nickname).toMatch(/^Lectrice/);
    const [mail] = await mailsTo(newEmail);
    expectDocumented('post', '/api/users/email/confirm', 200, await suite.api.post('/api/users/email/confirm/', { token: mail.token }));
    expectDocumented('post', '/api/users/unsubscribe', 200, await suite.api.post('/api/users/unsubscribe/', { email: newEmail }));
    expectDocumented('post', '/api/forgot-voucher', 200, await suite.api.post('/api/forgot-voucher', { email: newEmail }));

    // The demo reader holds a gift card: a non-zero voucher balance.
    const demo = await login(suite.api, { email: 'lecteur@exemplaire.test', password: 'motdepasse' });
    const withVoucher = await suite.api.get('/api/users/profile/', bearer(demo.access));
    expectDocumented('get', '/api/users/profile', 200, withVoucher);

    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const staff = await loggedInUser(suite.api, { staff: true });
    const terms = await suite.api.patch(
      `/api/staff/booksellers/${bookseller.id}/`,
      { discount: '32.5', payment_mean: 'sepa-debit', sepa_term: 60, iban: IBAN },
      { token: staff.access },
    );
    expectDocumented('patch', '/api/staff/booksellers/{userId}', 200, terms);
    expect(terms.body.iban_masked).toEqual(expect.any(String));
    const trade = await suite.api.get('/api/users/profile/', bearer(bookseller.access));
    expectDocumented('get', '/api/users/profile', 200, trade);
    expect(trade.body.bookseller).toMatchObject({ discount: 32.5 });
    const noIban = await suite.api.patch(`/api/staff/booksellers/${bookseller.id}/`, { iban: null, payment_mean: 'wire' }, { token: staff.access });
    expectDocumented('patch', '/api/staff/booksellers/{userId}', 200, noIban);
    expect(noIban.body.iban_masked).toBeNull();
    expectDocumented('get', '/api/users/profile', 200, await suite.api.get('/api/users/profile/', bearer(staff.access)));
  });

  it('address book: form description, list, create, read, replace, change, delete', async () => {
    expectDocumented('options', '/api/users/addresses', 200, await suite.api.options('/api/users/addresses/'));
    const user = await loggedInUser(suite.api);
    const created = await suite.api.post('/api/users/addresses/', home, { token: user.access });
    expectDocumented('post', '/api/users/addresses', 201, created);
    const id = created.body.id;
    await suite.api.post('/api/users/addresses/', { ...shopAddress, gln: '3012345000017', address_line_2: 'Bâtiment B' }, { token: user.access });
    const list = await suite.api.get(`/api/users/addresses/?user=${user.id}&shadow=false&limit=1`, bearer(user.access));
    expectDocumented('get', '/api/users/addresses', 200, list);
    expect(list.body.next).toEqual(expect.any(String));
    expectDocumented('get', '/api/users/addresses', 200, await suite.api.get('/api/users/addresses/?limit=1&offset=1', bearer(user.access)));
    expectDocumented('get', '/api/users/addresses/{id}', 200, await suite.api.get(`/api/users/addresses/${id}/`, bearer(user.access)));
    const replaced = await suite.api.put(`/api/users/addresses/${id}/`, { ...home, country: 'BE', postal_code: '1000', city: 'Bruxelles' }, { token: user.access });
    expectDocumented('put', '/api/users/addresses/{id}', 200, replaced);
    const patched = await suite.api.patch(`/api/users/addresses/${id}/`, { phone: null, city: 'Liège', postal_code: '4000' }, { token: user.access });
    expectDocumented('patch', '/api/users/addresses/{id}', 200, patched);
    const removed = await suite.api.delete(`/api/users/addresses/${id}/`, undefined, { token: user.access });
    expect(removed.status).toBe(204);
    expect(removed.body).toBe('');
  });
});
