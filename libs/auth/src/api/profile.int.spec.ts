import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { createUser, loggedInUser, mailsTo, uniqueEmail } from '../../../../test/support/accounts';

describe('profile, email change, newsletter and forgotten vouchers', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  it('shows exactly the §3 profile fields, with the usable voucher total of unexpired vouchers', async () => {
    const user = await loggedInUser(api, { nickname: `Lectrice${Date.now()}` });
    const code = () => `V${Math.random().toString(36).slice(2, 9).toUpperCase().padEnd(7, '0')}`;
    await sql(
      `INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, owner_user_id) VALUES
         ($2, 2500, 1000, current_date + 30, $1), ($3, 1000, 250, NULL, $1), ($4, 5000, 5000, current_date - 1, $1)`,
      [user.id, code(), code(), code()],
    );
    const res = await api.get('/api/users/profile/', auth(user.access));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      nickname: expect.stringMatching(/^Lectrice/),
      subscribed: false,
      bookseller: null,
      isBookseller: false,
      is_staff: false,
      total_usable_credit_note: '0.00',
      total_usable_voucher: '12.50',
    });
  });

  it('shows a bookseller its trade terms', async () => {
    const user = await loggedInUser(api, { bookseller: true });
    const res = await api.get('/api/users/profile/', auth(user.access));
    expect(res.body).toMatchObject({
      isBookseller: true,
      bookseller: { id: expect.any(Number), payment_mean: 'wire', sepa_term: 90, invoice_mail: user.email, prisme_member: false, discount: 30 },
    });
  });

  it('changes nickname and newsletter; a short nickname is a 400, a taken one a 403', async () => {
    const taken = `Pseudo${Date.now()}`;
    await createUser({ nickname: taken });
    const user = await loggedInUser(api);
    const ok = await api.patch('/api/users/profile/', { nickname: 'Dominique', subscribed: true }, { token: user.access });
    expect(ok).toMatchObject({ status: 200, body: { nickname: 'Dominique', subscribed: true } });
    expect(await api.patch('/api/users/profile/', { nickname: 'D' }, { token: user.access })).toMatchObject({ status: 400, body: { nickname: [M.nicknameTooShort] } });
    expect(await api.patch('/api/users/profile/', { nickname: taken.toLowerCase() }, { token: user.access })).toMatchObject({ status: 403, body: { detail: M.nicknameTaken } });
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const user = await loggedInUser(api);
    const other = await createUser();
    expect(await api.patch('/api/users/profile/', { email: 'pas bon' }, { token: user.access })).toMatchObject({ status: 400, body: { email: [M.emailInvalid] } });
    expect(await api.patch('/api/users/profile/', { email: other.email }, { token: user.access })).toMatchObject({ status: 400, body: { email: [M.emailTaken] } });
    const newEmail = uniqueEmail('nouvelle');
    const pending = await api.patch('/api/users/profile/', { email: newEmail }, { token: user.access });
    expect(pending).toMatchObject({ status: 200, body: { email: user.email } });
    const [mail] = await mailsTo(newEmail);
    expect(mail).toEqual({ type: 'email-change', to: newEmail, labelId: 1, newEmail, token: expect.any(String) });
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await api.post('/api/users/email/confirm/', { token: mail.token })).toMatchObject({ status: 200, body: { detail: M.emailChanged } });
    expect((await api.get('/api/users/profile/', auth(user.access))).body.email).toBe(newEmail);
    expect(await api.post('/api/users/email/confirm/', { token: mail.token })).toMatchObject({ status: 400, body: { detail: M.invalidLink } });
  });

  it('unsubscribes nobody on a typed address: it mails the signed link, with the same answer whether the address exists or not', async () => {
    const user = await createUser();
    await sql('UPDATE users SET subscribed = true WHERE id = $1', [user.id]);
    const subscribed = async () => (await sql('SELECT subscribed FROM users WHERE id = $1', [user.id]))[0].subscribed;
    const known = await api.post('/api/users/unsubscribe/', { email: user.email.toUpperCase() });
    const nobody = uniqueEmail('inconnu');
    const unknown = await api.post('/api/users/unsubscribe/', { email: nobody });
    expect(known).toMatchObject({ status: 200, body: { detail: 'Si cette adresse est inscrite, un courriel de confirmation vient d’être envoyé.' } });
    expect(unknown.body).toEqual(known.body);
    // the reader is still subscribed: only the link of the mail takes them off the list
    expect(await subscribed()).toBe(true);
    expect(await mailsTo(nobody)).toEqual([]);
    const [mail] = await mailsTo(user.email);
    expect(mail).toEqual({ type: 'newsletter-unsubscribe', to: user.email, labelId: 1, email: user.email, token: expect.any(String) });
    // the mailed token is the newsletters' one-click one
    expect(await api.post('/api/newsletter/unsubscribe', { email: user.email, token: 'faux' })).toMatchObject({ status: 400 });
    expect(await api.post('/api/newsletter/unsubscribe', { email: mail.email, token: mail.token })).toMatchObject({ status: 200 });
    expect(await subscribed()).toBe(false);
  });

  it('mails no link to an account that does not take the newsletter, and gives the mail the label asked for', async () => {
    const reader = await createUser();
    expect(await api.post('/api/users/unsubscribe/', { email: reader.email })).toMatchObject({ status: 200 });
    expect(await mailsTo(reader.email)).toEqual([]);
    const subscriber = await createUser();
    await sql('UPDATE users SET subscribed = true WHERE id = $1', [subscriber.id]);
    expect(await api.post('/api/users/unsubscribe/', { email: subscriber.email, label: 'queer-romance' })).toMatchObject({ status: 200 });
    const [{ id: romance }] = await sql<{ id: number }>(`SELECT id FROM labels WHERE slug = 'queer-romance'`);
    expect(await mailsTo(subscriber.email)).toEqual([expect.objectContaining({ type: 'newsletter-unsubscribe', labelId: romance })]);
  });

  it('limits the unsubscribe mails like the other mail requests: 3 per address, then 429 with Retry-After', async () => {
    const user = await createUser();
    await sql('UPDATE users SET subscribed = true WHERE id = $1', [user.id]);
    for (let i = 0; i < 3; i++) expect((await api.post('/api/users/unsubscribe/', { email: user.email })).status).toBe(200);
    const refused = await api.post('/api/users/unsubscribe/', { email: user.email });
    expect(refused).toMatchObject({ status: 429, body: { detail: expect.stringMatching(/^Trop de demandes/) } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(user.email)).toHaveLength(3);
  });

  it('mails forgotten vouchers bought by an address, the same answer when there are none', async () => {
    const buyer = uniqueEmail('acheteur');
    const code = `F${Date.now().toString(36).toUpperCase().slice(-7)}`;
    await sql(`INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date, purchaser_email) VALUES ($1, 3000, 3000, '2999-12-31', $2)`, [code, buyer]);
    const nobody = uniqueEmail('personne');
    const found = await api.post('/api/forgot-voucher', { email: buyer });
    const none = await api.post('/api/forgot-voucher', { email: nobody });
    expect(found).toMatchObject({ status: 200, body: { detail: M.forgottenVouchersSent } });
    expect(none.body).toEqual(found.body);
    expect(await mailsTo(nobody)).toEqual([]);
    expect(await mailsTo(buyer)).toEqual([
      { type: 'forgotten-vouchers', to: buyer, labelId: 1, vouchers: [{ code, value: '30.00', remaining: '30.00', expiresOn: '2999-12-31' }] },
    ]);
  });
});
