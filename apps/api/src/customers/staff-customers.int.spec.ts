import { createUser, loggedInUser, login, mailsTo, uniqueEmail } from '../../../../test/support/accounts';
import { cartClient } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';

/**
 * Staff's 'Clients' (docs/back-office.md): accounts found by email, name or postcode; a customer's
 * page; deactivation (no login, every session ended), reactivation to the state it had, staff's
 * rights granted and removed; each change audited; nobody locks themself out.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/customers', 200],
  ['get', '/api/staff/customers/{id}', 200],
  ['post', '/api/staff/customers/{id}/access', 200],
  ['get', '/api/staff/customers/{id}/export', 200],
  ['post', '/api/staff/customers/{id}/erase', 200],
  ['patch', '/api/staff/customers/{id}/bookseller-terms', 200],
];

describe('staff routes: customers (api/staff/customers/)', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: { id: number; access: string };
  let reader: string;
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const list = (query: string) => suite.api.get(`/api/staff/customers/?${query}`, auth(staff.access));
  const access = (id: number, body: unknown, token = staff.access) => suite.api.post(`/api/staff/customers/${id}/access/`, body, { token });

  const addAddress = (userId: number, firstname: string, lastname: string, postalCode: string, city: string) =>
    sql(`INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, $2, $3, '3 rue des Lilas', $4, $5, 'FR')`, [
      userId,
      firstname,
      lastname,
      postalCode,
      city,
    ]);

  beforeAll(async () => {
    staff = await loggedInUser(suite.api, { staff: true });
    reader = (await loggedInUser(suite.api)).access;
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    for (const path of ['/api/staff/customers/', `/api/staff/customers/${staff.id}/`]) {
      expect([(await suite.api.get(path)).status, (await suite.api.get(path, auth(reader))).status]).toEqual([401, 403]);
    }
    const path = `/api/staff/customers/${staff.id}/access/`;
    expect([(await suite.api.post(path, { active: false })).status, (await suite.api.post(path, { active: false }, { token: reader })).status]).toEqual([401, 403]);
  });

  it('finds an account by a part of its email, by a name on its addresses (either order, any case) or by the start of a postcode', async () => {
    const tag = `client${Date.now()}`;
    const postcode = `9${String(Date.now()).slice(-4)}`;
    const customer = await createUser({ email: uniqueEmail(tag), nickname: 'Lulu' });
    await addAddress(customer.id, 'Lucienne', `Vasseur${tag}`, postcode, 'Bourg-en-Bresse');
    const bookseller = await createUser({ email: uniqueEmail(`${tag}-libraire`), bookseller: true });

    const byEmail = await list(`search=${tag}`);
    expectDocumented('get', '/api/staff/customers', 200, byEmail);
    expect(byEmail.body).toMatchObject({ count: 2, next: null, previous: null });
    // newest account first
    expect(byEmail.body.results.map((c: { id: number }) => c.id)).toEqual([bookseller.id, customer.id]);
    expect(byEmail.body.results[1]).toEqual({
      id: customer.id,
      email: customer.email,
      nickname: 'Lulu',
      name: `Lucienne Vasseur${tag}`,
      postal_code: postcode,
      city: 'Bourg-en-Bresse',
      is_staff: false,
      is_bookseller: false,
      state: 'active',
      joined_at: expect.any(String),
      last_login_at: null,
    });
    expect((await list(`search=${encodeURIComponent(`vasseur${tag} LUCIENNE`)}`)).body.results.map((c: { id: number }) => c.id)).toEqual([customer.id]);
    // by postcode: an account whose email has no digit, so only its address can match (the run's other
    // accounts have digits in their emails, which the search reads too)
    const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const byAddress = await createUser({ email: `${letters(12)}@test.fr` });
    await addAddress(byAddress.id, 'Paul', 'Girard', postcode, 'Bourg-en-Bresse');
    const found = async (search: string) => ((await list(`search=${search}&limit=100`)).body.results as { id: number }[]).map((c) => c.id);
    expect(await found(postcode)).toContain(byAddress.id);
    expect(await found(postcode.slice(0, 4))).toContain(byAddress.id);
    expect(await found(postcode.slice(1))).not.toContain(byAddress.id);
    // one kind of account; a LIKE wildcard is a plain character
    expect((await list(`search=${tag}&kind=bookseller`)).body.results.map((c: { id: number }) => c.id)).toEqual([bookseller.id]);
    expect((await list(`search=${tag}&kind=reader`)).body.results.map((c: { id: number }) => c.id)).toEqual([customer.id]);
    expect((await list(`search=${tag}%25`)).body.count).toBe(0);
    // bad parameters: French 400s in DRF's shape
    expect(await list('kind=robot')).toMatchObject({ status: 400, body: { kind: [expect.stringContaining('robot')] } });
    expect(await list('ordering=password_hash')).toMatchObject({ status: 400, body: { ordering: [expect.stringContaining('Champ de tri inconnu')] } });
  });

  it('shows a customer’s page with their addresses and, for a bookseller, their terms', async () => {
    const customer = await createUser({ bookseller: true });
    await addAddress(customer.id, 'Marc', 'Olivier', '69002', 'Lyon');
    const page = await suite.api.get(`/api/staff/customers/${customer.id}/`, auth(staff.access));
    expectDocumented('get', '/api/staff/customers/{id}', 200, page);
    expect(page.body).toMatchObject({
      id: customer.id,
      is_bookseller: true,
      subscribed: false,
      deactivated_at: null,
      addresses: [{ firstname: 'Marc', lastname: 'Olivier', postal_code: '69002', city: 'Lyon', country: { code: 'FR', name: 'France' }, shadow: false }],
      bookseller: { company_name: 'Librairie Test', discount: 30, payment_mean: 'wire' },
    });
    expect(await suite.api.get('/api/staff/customers/999999999/', auth(staff.access))).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    expect((await suite.api.get('/api/staff/customers/abc/', auth(staff.access))).status).toBe(404);
    // the page lists their orders through the orders' list, narrowed to one owner
    const buyer = await loggedInUser(suite.api);
    const cart = (await cartClient(suite.api).create(buyer.access)).body;
    await cartClient(suite.api).create(reader);
    expect((await suite.api.get(`/api/staff/orders/?owner=${buyer.id}`, auth(staff.access))).body).toMatchObject({
      count: 1,
      results: [{ id: cart.id, owner_email: buyer.email }],
    });
    expect((await suite.api.get(`/api/staff/orders/?owner=${customer.id}`, auth(staff.access))).body).toMatchObject({ count: 0, results: [] });
    expect(await suite.api.get('/api/staff/orders/?owner=abc', auth(staff.access))).toMatchObject({ status: 400, body: { owner: [expect.any(String)] } });
  });

  it('deactivates an account: no more login, its sessions end at once; reactivated, it logs in again; both audited', async () => {
    const customer = await createUser();
    const session = await login(suite.api, customer);

    const off = await access(customer.id, { active: false });
    expectDocumented('post', '/api/staff/customers/{id}/access', 200, off);
    expect(off.body).toMatchObject({ state: 'deactivated', deactivated_at: expect.any(String) });
    // the session in progress ends: its access token and its refresh token are refused
    expect((await suite.api.get('/api/users/profile/', auth(session.access))).status).toBe(401);
    expect((await suite.api.post('/api/token/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await suite.api.post('/api/token/', { email: customer.email, password: customer.password })).status).toBe(401);
    // a password-reset link proves the mailbox, not staff's consent: the account stays off, even one never confirmed
    await sql(`UPDATE users SET email_confirmed_at = NULL WHERE id = $1`, [customer.id]);
    await suite.api.post('/api/users/password/forgot', { email: customer.email });
    const [{ token }] = await mailsTo(customer.email);
    expect((await suite.api.post('/api/users/password/reset', { email: customer.email, token, password: 'nouveau mot de passe' })).status).toBe(200);
    expect((await suite.api.post('/api/token/', { email: customer.email, password: 'nouveau mot de passe' })).status).toBe(401);
    expect((await suite.api.get(`/api/staff/customers/${customer.id}/`, auth(staff.access))).body.state).toBe('deactivated');

    const on = await access(customer.id, { active: true });
    // reactivated to the state it would have had: the reset link proved the mailbox meanwhile
    expect(on.body).toMatchObject({ state: 'active', deactivated_at: null, email_confirmed_at: expect.any(String) });
    expect((await suite.api.post('/api/token/', { email: customer.email, password: 'nouveau mot de passe' })).status).toBe(200);

    const trail = await suite.api.get(`/api/staff/audit/?entity=customer&entity_id=${customer.id}`, auth(staff.access));
    expect(trail.body.results).toMatchObject([
      { action: 'reactivated', actor: { id: staff.id }, changes: { state: { from: 'deactivated', to: 'active' } } },
      { action: 'deactivated', actor: { id: staff.id }, changes: { state: { from: 'active', to: 'deactivated' } } },
    ]);
  });

  it('gives a deactivated account that was never confirmed back its wait for the link', async () => {
    const pending = await createUser({ active: false });
    expect((await access(pending.id, { active: false })).body.state).toBe('deactivated');
    expect((await access(pending.id, { active: true })).body).toMatchObject({ state: 'unconfirmed', email_confirmed_at: null });
    expect((await suite.api.post('/api/token/', { email: pending.email, password: pending.password })).status).toBe(401);
  });

  it('grants and removes staff’s rights, takes effect at the next request, and never lets staff lock themselves out', async () => {
    const colleague = await loggedInUser(suite.api);
    expect((await suite.api.get('/api/staff/customers/', auth(colleague.access))).status).toBe(403);
    expect((await access(colleague.id, { is_staff: true })).body).toMatchObject({ is_staff: true });
    expect((await suite.api.get('/api/staff/customers/', auth(colleague.access))).status).toBe(200);
    expect((await access(colleague.id, { is_staff: false })).body).toMatchObject({ is_staff: false });
    expect((await suite.api.get('/api/staff/customers/', auth(colleague.access))).status).toBe(403);

    for (const body of [{ active: false }, { is_staff: false }]) {
      expect(await access(staff.id, body)).toMatchObject({ status: 400, body: { detail: expect.stringContaining('votre propre compte') } });
    }
    expect(await access(colleague.id, { active: 'peut-être' })).toMatchObject({ status: 400, body: { active: [expect.any(String)] } });
    expect(await access(999999999, { active: false })).toMatchObject({ status: 404 });
    const trail = await suite.api.get(`/api/staff/audit/?entity=customer&entity_id=${colleague.id}`, auth(staff.access));
    expect(trail.body.results.map((e: { action: string }) => e.action)).toEqual(['staff_removed', 'staff_granted']);
  });
  it('exports a person’s data as JSON and as a page to read, and says who took it in the account’s trail', async () => {
    const customer = await createUser({ nickname: '<b>Zaza</b>' });
    await addAddress(customer.id, 'Zoé', 'Arnaud', '13001', 'Marseille');
    const buyer = await login(suite.api, customer);
    const cart = (await cartClient(suite.api).create(buyer.access)).body;
    await sql(`INSERT INTO contact_messages (label_id, name, email, subject, message) VALUES (1, 'Zoé', $1, 'Livraison', 'Où est mon colis ?')`, [customer.email]);

    const json = await suite.api.get(`/api/staff/customers/${customer.id}/export/`, auth(staff.access));
    expectDocumented('get', '/api/staff/customers/{id}/export', 200, json);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="donnees-compte-${customer.id}.json"`);
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    expect(json.body).toMatchObject({
      account: { id: customer.id, email: customer.email, nickname: '<b>Zaza</b>', newsletter: false, state: 'active' },
      addresses: [{ firstname: 'Zoé', lastname: 'Arnaud', postal_code: '13001', city: 'Marseille', country: 'FR' }],
      bookseller: null,
      orders: [{ reference: cart.reference, status: 'panier ouvert', total: '0.00', invoice: null }],
      messages: [{ subject: 'Livraison', message: 'Où est mon colis ?' }],
    });

    const html = await suite.api.get(`/api/staff/customers/${customer.id}/export/?format=html`, auth(staff.access));
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = String(html.body);
    expect(page).toContain('<h1>Vos données chez');
    expect(page).toContain(cart.reference);
    // what the person typed is text, never markup
    expect(page).toContain('&lt;b&gt;Zaza&lt;/b&gt;');
    expect(page).not.toContain('<b>Zaza</b>');
    expect(await suite.api.get(`/api/staff/customers/${customer.id}/export/?format=pdf`, auth(staff.access))).toMatchObject({
      status: 400,
      body: { format: [expect.any(String)] },
    });

    const trail = await suite.api.get(`/api/staff/audit/?entity=customer&entity_id=${customer.id}`, auth(staff.access));
    expect(trail.body.results.map((e: { action: string }) => e.action)).toEqual(['exported', 'exported']);
  });

  it('erases a person once the address is typed again: anonymised, no login, nothing left to find; an erased account cannot be changed', async () => {
    const customer = await loggedInUser(suite.api);
    await addAddress(customer.id, 'Yves', 'Perrin', '35000', 'Rennes');
    await sql(`INSERT INTO contact_messages (label_id, name, email, subject, message) VALUES (1, 'Yves', $1, 'Question', 'Bonjour')`, [customer.email]);
    const erase = (body: unknown) => suite.api.post(`/api/staff/customers/${customer.id}/erase/`, body, { token: staff.access });

    expect(await erase({ confirm_email: 'autre@exemple.fr' })).toMatchObject({ status: 400, body: { confirm_email: [expect.stringContaining('pas celle du compte')] } });
    expect(await erase({})).toMatchObject({ status: 400, body: { confirm_email: [expect.any(String)] } });
    expect(await suite.api.post(`/api/staff/customers/${staff.id}/erase/`, { confirm_email: 'x@exemple.fr' }, { token: staff.access })).toMatchObject({ status: 400 });
    const erased = await erase({ confirm_email: customer.email.toUpperCase() });
    expectDocumented('post', '/api/staff/customers/{id}/erase', 200, erased);
    expect(erased.body).toMatchObject({
      id: customer.id,
      email: `compte-efface-${customer.id}@anonyme.invalid`,
      nickname: null,
      name: null,
      state: 'erased',
      subscribed: false,
      addresses: [],
    });
    // the person can no longer log in, their session ended, their messages are gone, nothing identifies them
    expect((await suite.api.post('/api/token/', { email: customer.email, password: customer.password })).status).toBe(401);
    expect((await suite.api.get('/api/users/profile/', auth(customer.access))).status).toBe(401);
    expect(await sql(`SELECT 1 FROM contact_messages WHERE lower(email) = lower($1)`, [customer.email])).toEqual([]);
    expect(await sql(`SELECT firstname, lastname, postal_code, city FROM addresses WHERE user_id = $1`, [customer.id])).toEqual([
      { firstname: 'Personne', lastname: 'effacée', postal_code: '', city: '' },
    ]);
    expect((await list(`search=${encodeURIComponent(customer.email)}`)).body.count).toBe(0);
    // nothing more can be done to it
    expect(await erase({ confirm_email: `compte-efface-${customer.id}@anonyme.invalid` })).toMatchObject({ status: 409, body: { detail: expect.stringContaining('effacé') } });
    expect(await access(customer.id, { active: true })).toMatchObject({ status: 409 });
    const trail = await suite.api.get(`/api/staff/audit/?entity=customer&entity_id=${customer.id}`, auth(staff.access));
    expect(trail.body.results[0]).toMatchObject({ action: 'erased', changes: { state: { from: 'active', to: 'erased' } } });
  });

  it('refuses to erase a buyer whose confirmed order awaits its payment (409, in French)', async () => {
    const customer = await loggedInUser(suite.api);
    const cart = (await cartClient(suite.api).create(customer.access)).body;
    // the read model's status as a confirmed cart has it (this check reads the read model)
    await sql(`UPDATE carts SET status = 1 WHERE id = $1`, [cart.id]);
    const refused = await suite.api.post(`/api/staff/customers/${customer.id}/erase/`, { confirm_email: customer.email }, { token: staff.access });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: `La commande ${cart.reference} attend son paiement : effacez le compte une fois qu’elle est payée ou annulée.` },
    });
    expect((await suite.api.post('/api/token/', { email: customer.email, password: customer.password })).status).toBe(200);
  });
  it('changes a bookseller’s terms, only those sent, each change in the account’s trail; French 400s for bad terms and for a reader', async () => {
    const bookseller = await createUser({ bookseller: true });
    const reader = await createUser();
    const terms = (id: number, body: unknown) => suite.api.patch(`/api/staff/customers/${id}/bookseller-terms/`, body, { token: staff.access });

    const changed = await terms(bookseller.id, { discount: '32,5', payment_mean: 'sepa-debit' });
    expectDocumented('patch', '/api/staff/customers/{id}/bookseller-terms', 200, changed);
    expect(changed.body.bookseller).toMatchObject({ discount: 32.5, payment_mean: 'sepa-debit', sepa_term: 90 });
    // a colleague's change of another term keeps this one
    expect((await terms(bookseller.id, { sepa_term: 60 })).body.bookseller).toMatchObject({ discount: 32.5, payment_mean: 'sepa-debit', sepa_term: 60 });
    // the same terms again: nothing recorded
    await terms(bookseller.id, { sepa_term: 60 });
    const trail = await suite.api.get(`/api/staff/audit/?entity=customer&entity_id=${bookseller.id}`, auth(staff.access));
    expect(trail.body.results).toMatchObject([
      { action: 'terms_updated', changes: { sepa_term: { from: 90, to: 60 } } },
      { action: 'terms_updated', changes: { discount: { from: 30, to: 32.5 }, payment_mean: { from: 'wire', to: 'sepa-debit' } } },
    ]);

    expect(await terms(bookseller.id, { discount: 101 })).toMatchObject({ status: 400, body: { discount: [expect.any(String)] } });
    expect(await terms(bookseller.id, { sepa_term: 366 })).toMatchObject({ status: 400, body: { sepa_term: [expect.any(String)] } });
    expect(await terms(bookseller.id, { payment_mean: 'cheque' })).toMatchObject({ status: 400, body: { payment_mean: [expect.any(String)] } });
    // the SEPA mandate's reference (RUM): recorded, audited, removed by a blank; only the SEPA characters, 35 at most
    expect((await terms(bookseller.id, { mandate_reference: ' RUM-2026/042 ' })).body.bookseller).toMatchObject({ mandate_reference: 'RUM-2026/042', sepa_term: 60 });
    const rum = await suite.api.get(`/api/staff/audit/?entity=customer&entity_id=${bookseller.id}`, auth(staff.access));
    expect(rum.body.results[0]).toMatchObject({ action: 'terms_updated', changes: { mandate_reference: { from: null, to: 'RUM-2026/042' } } });
    const refused = {
      status: 400,
      body: { mandate_reference: ["La référence unique de mandat (RUM) compte 35 caractères au plus : lettres sans accent, chiffres, espaces et + ? / - : ( ) . , '"] },
    };
    expect(await terms(bookseller.id, { mandate_reference: 'RUM-épicé' })).toMatchObject(refused);
    expect(await terms(bookseller.id, { mandate_reference: 'R'.repeat(36) })).toMatchObject({ status: 400, body: { mandate_reference: [expect.any(String)] } });
    expect((await terms(bookseller.id, { mandate_reference: '' })).body.bookseller).toMatchObject({ mandate_reference: null });
    expect(await terms(reader.id, { discount: 10 })).toMatchObject({ status: 400, body: { detail: expect.stringContaining('pas un compte libraire') } });
    expect((await suite.api.patch(`/api/staff/customers/${bookseller.id}/bookseller-terms/`, { discount: 50 }, { token: (await login(suite.api, reader)).access })).status).toBe(
      403,
    );
  });
});
