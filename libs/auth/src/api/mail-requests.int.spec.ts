import { sql } from '../../../../test/support/db';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { createUser, login, mailsTo, uniqueEmail } from '../../../../test/support/accounts';

const TRUSTED = { trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] };

describe('mail requests are rate limited', () => {
  let api: TestApi;
  // Its own Redis key prefix (startTestApi gives each application one); X-Forwarded-For gives the client IP.
  beforeAll(async () => (api = await startTestApi(TRUSTED, { auth: { mailRequestRateLimit: { maxPerEmail: 2, maxPerIp: 4 } } })));
  afterAll(() => api.close());

  const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

  it.each([
    ['users/password/forgot', M.forgotPasswordSent],
    ['forgot-voucher', M.forgottenVouchersSent],
    ['users/confirm/resend/', M.confirmationResent],
  ])('POST api/%s: 429 with Retry-After after 2 requests for one address, the same for a known and an unknown one', async (path, sent) => {
    const known = await createUser({ active: false });
    const unknown = uniqueEmail('inconnu');
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < 2; i++) expect(await api.post(`/api/${path}`, { email }, from(`10.4.${i}.1`))).toMatchObject({ status: 200, body: { detail: sent } });
      const blocked = await api.post(`/api/${path}`, { email: email.toUpperCase() }, from('10.4.9.1'));
      expect(blocked).toMatchObject({ status: 429, body: { detail: M.tooManyMailRequests(60) } });
      expect(blocked.body.detail).toBe("Trop de demandes d'envoi de courriel. Veuillez réessayer dans 60 minutes.");
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    }
  });

  it('limits one IP asking for many addresses, not the other IPs', async () => {
    for (let i = 0; i < 4; i++) expect((await api.post('/api/users/password/forgot', { email: uniqueEmail(`ip${i}`) }, from('10.5.0.1'))).status).toBe(200);
    expect((await api.post('/api/users/password/forgot', { email: uniqueEmail('suivante') }, from('10.5.0.1'))).status).toBe(429);
    expect((await api.post('/api/users/password/forgot', { email: uniqueEmail('autre') }, from('10.5.0.2'))).status).toBe(200);
  });

  it('validates the address before counting it', async () => {
    for (let i = 0; i < 6; i++) expect((await api.post('/api/users/password/forgot', { email: 'adresse@' }, from('10.6.0.1'))).status).toBe(400);
    expect((await api.post('/api/users/password/forgot', { email: uniqueEmail() }, from('10.6.0.1'))).status).toBe(200);
  });
});

describe('mail requests without Redis', () => {
  it('still sends the mail (fails open)', async () => {
    const api = await startTestApi(
      { redisUrl: 'redis://127.0.0.1:1' },
      { auth: { mailRequestRateLimit: { maxPerEmail: 1, connectTimeoutMs: 200 }, loginRateLimit: { connectTimeoutMs: 200 } } },
    );
    try {
      const user = await createUser();
      for (let i = 0; i < 3; i++) expect((await api.post('/api/users/password/forgot', { email: user.email })).status).toBe(200);
      expect(await mailsTo(user.email)).toHaveLength(3);
    } finally {
      await api.close();
    }
  });
});

describe('a new confirmation link', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi()));
  afterAll(() => api.close());

  const register = async () => {
    const email = uniqueEmail('inscription');
    const res = await api.post('/api/users/register/', { email, password: 'motdepasse1', password2: 'motdepasse1', acceptCgu: true });
    expect(res.status).toBeLessThan(300);
    return email;
  };

  it('mails a new single-use link and invalidates the previous one', async () => {
    const email = await register();
    const [first] = await mailsTo(email);
    const resent = await api.post('/api/users/confirm/resend/', { email: email.toUpperCase() });
    expect(resent).toMatchObject({ status: 200, body: { detail: M.confirmationResent } });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toEqual({ type: 'account-confirmation', to: email, labelId: 1, email, token: expect.any(String) });
    expect(mails[1].token).not.toBe(first.token);
    expect(await api.post('/api/users/confirm/', { email, validation_token: first.token })).toMatchObject({ status: 400, body: { detail: M.invalidLink } });
    expect(await api.post('/api/users/confirm/', { email, validation_token: mails[1].token })).toMatchObject({ status: 200, body: { detail: M.accountConfirmed } });
    expect(await api.post('/api/users/confirm/', { email, validation_token: mails[1].token })).toMatchObject({ status: 400 });
    await login(api, { email, password: 'motdepasse1' });
  });

  it('answers the same for an active, an unknown and a disabled address, and mails none of them', async () => {
    const active = await createUser();
    const disabled = await createUser();
    await sql('UPDATE users SET is_active = false WHERE id = $1', [disabled.id]);
    const unknown = uniqueEmail('inconnu');
    for (const email of [active.email, disabled.email, unknown]) {
      expect(await api.post('/api/users/confirm/resend/', { email })).toMatchObject({ status: 200, body: { detail: M.confirmationResent } });
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it('validates the address', async () => {
    expect(await api.post('/api/users/confirm/resend/', { email: 'pas-une-adresse' })).toMatchObject({ status: 400, body: { email: expect.any(Array) } });
    expect(await api.post('/api/users/confirm/resend/', {})).toMatchObject({ status: 400, body: { email: expect.any(Array) } });
  });

  it('tells a login with the right password that the account awaits confirmation, and only then', async () => {
    const waiting = await createUser({ active: false });
    expect(await api.post('/api/token/', { email: waiting.email, password: waiting.password })).toMatchObject({
      status: 401,
      body: { detail: M.accountNotConfirmed, code: 'account_not_confirmed' },
    });
    expect(await api.post('/api/token/', { email: waiting.email, password: 'pas le bon' })).toMatchObject({ status: 401, body: { detail: M.loginFailed } });
  });
});
