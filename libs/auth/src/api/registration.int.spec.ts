import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { hashAccountToken } from '../domain/account-token';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { mailsTo, uniqueEmail } from '../../../../test/support/accounts';

const reader = (email: string) => ({ email, password: 'motdepasse', password2: 'motdepasse', subscribed: true, acceptCgu: true, isBookseller: false });
const address = { firstname: 'Anne', lastname: 'Libraire', address: '1 rue du Livre', postal_code: '75005', city: 'Paris', country: 'FR', phone: '01 23 45 67 89' };

describe('registration and confirmation', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('creates an inactive account and its confirmation mail in the outbox, token stored hashed', async () => {
    const email = uniqueEmail('inscription');
    const res = await api.post('/api/users/register/', { ...reader(email.toUpperCase()), label: 'queer-romance' });
    expect(res).toMatchObject({ status: 201, body: { email } });
    const [user] = await sql('SELECT id, is_active, subscribed, password_hash, label_id FROM users WHERE email = $1', [email]);
    expect(user).toMatchObject({ is_active: false, subscribed: true });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const [mail] = await mailsTo(email);
    const [{ id: queerRomance }] = await sql(`SELECT id FROM labels WHERE slug = 'queer-romance'`);
    expect(mail).toEqual({ type: 'account-confirmation', to: email, labelId: queerRomance, email, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const [token] = await sql('SELECT purpose, token_hash, extract(epoch FROM expires_at - created_at)::float AS lifetime FROM account_tokens WHERE user_id = $1', [user.id]);
    expect(token).toMatchObject({ purpose: 'account-confirmation', token_hash: hashAccountToken(mail.token!) });
    expect(Math.abs(token.lifetime - 3 * 86400)).toBeLessThan(60);
  });

  it('answers every §5 registration message, all at once', async () => {
    const res = await api.post('/api/users/register/', { email: '', password: 'court', password2: 'autre', acceptCgu: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ email: [M.emailRequired], password: [M.passwordTooShort], password2: [M.passwordMismatch], acceptCgu: [M.cguRequired] });
    const second = await api.post('/api/users/register/', { email: 'pas-une-adresse' });
    expect(second.body).toEqual({ email: [M.emailInvalid], password: [M.passwordRequired], password2: [M.passwordConfirmationRequired], acceptCgu: [M.cguRequired] });
  });

  it('refuses an address already used, whatever its case', async () => {
    const email = uniqueEmail('doublon');
    expect((await api.post('/api/users/register/', reader(email))).status).toBe(201);
    const again = await api.post('/api/users/register/', reader(email.toUpperCase()));
    expect(again).toMatchObject({ status: 400, body: { email: [M.emailTaken] } });
  });

  it('sends nothing and keeps no account when the transaction fails', async () => {
    const email = uniqueEmail('echec');
    const trigger = `fail_${Date.now()}`;
    // The outbox insert fails for this address only: the user insert before it must roll back.
    await sql(`CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN
                 IF NEW.payload->>'to' = '${email}' THEN RAISE EXCEPTION 'panne simulée'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await sql(`CREATE TRIGGER ${trigger} BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION ${trigger}()`);
    try {
      expect((await api.post('/api/users/register/', reader(email))).status).toBe(500);
    } finally {
      await sql(`DROP TRIGGER ${trigger} ON outbox`);
      await sql(`DROP FUNCTION ${trigger}()`);
    }
    expect(await sql('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('registers a bookseller with trade terms from the configuration and the shop address', async () => {
    const email = uniqueEmail('libraire');
    const res = await api.post('/api/users/register/', {
      ...reader(email),
      isBookseller: true,
      company_name: 'Librairie des Quais',
      gln: '3012345000017',
      payment_mean: 'credit-cart',
      address,
    });
    expect(res.status).toBe(201);
    const [row] = await sql(
      `SELECT b.company_name, b.gln, b.payment_mean, b.sepa_term, b.invoice_mail, b.prisme_member, b.discount_bp, a.city, a.country
         FROM booksellers b JOIN users u ON u.id = b.user_id JOIN addresses a ON a.user_id = u.id WHERE u.email = $1`,
      [email],
    );
    expect(row).toEqual({
      company_name: 'Librairie des Quais',
      gln: '3012345000017',
      payment_mean: 'credit-card',
      sepa_term: 90,
      invoice_mail: email,
      prisme_member: false,
      discount_bp: 3000,
      city: 'Paris',
      country: 'FR',
    });
  });

  it('validates the bookseller fields, the address nested under `address`', async () => {
    const res = await api.post('/api/users/register/', {
      ...reader(uniqueEmail('libraire')),
      isBookseller: true,
      gln: '3012345000018',
      payment_mean: 'cheque',
      invoice_mail: 'factures@',
      address: { ...address, postal_code: '7500', country: 'XX', city: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      company_name: [M.required],
      gln: [M.glnChecksum],
      payment_mean: [M.invalidChoice('cheque')],
      invoice_mail: [M.emailInvalid],
      address: { city: [M.required], country: [M.invalidChoice('XX')] },
    });
  });

  it('confirms an account once with its token; a wrong, reused or expired token fails', async () => {
    const email = uniqueEmail('confirmation');
    await api.post('/api/users/register/', reader(email));
    const [{ token }] = await mailsTo(email);
    const invalid = { status: 400, body: { detail: M.invalidLink } };
    expect(await api.post('/api/users/confirm/', { email, validation_token: 'x'.repeat(43) })).toMatchObject(invalid);
    expect(await api.post('/api/users/confirm/', { email: uniqueEmail('autre'), validation_token: token })).toMatchObject(invalid);
    expect((await api.post('/api/token/', { email, password: 'motdepasse' })).status).toBe(401);

    expect(await api.post('/api/users/confirm/', { email, validation_token: token })).toMatchObject({ status: 200, body: { detail: M.accountConfirmed } });
    expect((await api.post('/api/token/', { email, password: 'motdepasse' })).status).toBe(200);
    expect(await api.post('/api/users/confirm/', { email, validation_token: token })).toMatchObject(invalid);

    const late = uniqueEmail('expire');
    await api.post('/api/users/register/', reader(late));
    const [{ token: lateToken }] = await mailsTo(late);
    await sql(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashAccountToken(lateToken!)]);
    expect(await api.post('/api/users/confirm/', { email: late, validation_token: lateToken })).toMatchObject(invalid);
  });
});
