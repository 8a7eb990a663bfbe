import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { createUser, uniqueEmail } from '../../../../test/support/accounts';

describe('login rate limit', () => {
  let api: TestApi;
  // Its own Redis key prefix (startTestApi gives each application one): counters start at zero.
  // Behind a trusted proxy (here the loopback), X-Forwarded-For gives the client IP.
  beforeAll(async () => (api = await startTestApi({ trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { auth: { loginRateLimit: { maxFailuresPerEmail: 3, maxFailuresPerIp: 5 } } })));
  afterAll(() => api.close());

  const attempt = (email: string, password: string, ip: string) => api.post('/api/token/', { email, password }, { headers: { 'x-forwarded-for': ip } });

  it('answers 429 with Retry-After once an email has used its failures, even with the right password', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'mauvais', `10.1.0.${i}`)).status).toBe(401);
    const blocked = await attempt(user.email, user.password, '10.1.0.9');
    expect(blocked).toMatchObject({ status: 429, body: { detail: M.tooManyLoginAttempts(15) } });
    expect(blocked.body.detail).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await startTestApi({}, { auth: { loginRateLimit: { maxFailuresPerEmail: 100, maxFailuresPerIp: 2 } } });
    try {
      // Whatever address the client claims, the limit counts its real one.
      for (let i = 0; i < 2; i++) await direct.post('/api/token/', { email: uniqueEmail(), password: 'x' }, { headers: { 'x-forwarded-for': `10.9.0.${i}` } });
      const third = await direct.post('/api/token/', { email: uniqueEmail(), password: 'x' }, { headers: { 'x-forwarded-for': '10.9.0.77' } });
      expect(third.status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('limits one IP trying many addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(uniqueEmail(`ip${i}`), 'mauvais', '10.2.0.1')).status).toBe(401);
    expect((await attempt(uniqueEmail('ip-suivante'), 'mauvais', '10.2.0.1')).status).toBe(429);
    expect((await attempt(uniqueEmail('autre-ip'), 'mauvais', '10.2.0.2')).status).toBe(401);
  });

  it('clears an email’s failures after a successful login', async () => {
    const user = await createUser();
    for (let i = 0; i < 2; i++) await attempt(user.email, 'mauvais', '10.3.0.1');
    expect((await attempt(user.email, user.password, '10.3.0.2')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, 'mauvais', '10.3.0.3')).status).toBe(401);
    expect((await attempt(user.email, user.password, '10.3.0.4')).status).toBe(200);
  });
});

describe('login without Redis', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ redisUrl: 'redis://127.0.0.1:1' }, { auth: { loginRateLimit: { connectTimeoutMs: 300 } } })));
  afterAll(() => api.close());

  it('still logs people in (fails open)', async () => {
    const user = await createUser();
    expect((await api.post('/api/token/', { email: user.email, password: 'mauvais' })).status).toBe(401);
    expect((await api.post('/api/token/', { email: user.email, password: user.password })).status).toBe(200);
  });
});
