import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { createUser, uniqueEmail } from '../../../../test/support/accounts';

// Behind a trusted proxy (here the loopback), X-Forwarded-For gives the client IP.
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** The `known_device` cookie a login answer sets, as a Cookie header value. */
function knownDeviceOf(res: { headers: Headers }): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('known_device='));
  if (!cookie) throw new Error('pas de cookie known_device');
  return cookie.split(';')[0];
}

describe('login rate limit', () => {
  let api: TestApi;
  // Its own Redis key prefix (startTestApi gives each application one): counters start at zero.
  beforeAll(async () => (api = await startTestApi({ trustProxy: LOOPBACK }, { auth: { loginRateLimit: { maxFailuresPerAddressAndIp: 3, maxFailuresPerIp: 5 } } })));
  afterAll(() => api.close());

  const attempt = (email: string, password: string, ip: string) => api.post('/api/token/', { email, password }, { headers: { 'x-forwarded-for': ip } });

  it('answers 429 with Retry-After once an address has used its failures from one IP, even with the right password there', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'mauvais', '10.1.0.1')).status).toBe(401);
    const blocked = await attempt(user.email, user.password, '10.1.0.1');
    expect(blocked).toMatchObject({ status: 429, body: { detail: M.tooManyLoginAttempts(15) } });
    expect(blocked.body.detail).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The address in another case is the same address.
    expect((await attempt(user.email.toUpperCase(), user.password, '10.1.0.1')).status).toBe(429);
    // The owner elsewhere is not held back by what happened from that IP.
    expect((await attempt(user.email, user.password, '10.1.0.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const direct = await startTestApi({}, { auth: { loginRateLimit: { maxFailuresPerAddressAndIp: 100, maxFailuresPerIp: 2 } } });
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

  it('clears the failures of an address and IP after a successful login, and right passwords never pile up', async () => {
    const user = await createUser();
    for (let i = 0; i < 2; i++) await attempt(user.email, 'mauvais', '10.3.0.1');
    expect((await attempt(user.email, user.password, '10.3.0.1')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, 'mauvais', '10.3.0.1')).status).toBe(401);
    expect((await attempt(user.email, user.password, '10.3.0.1')).status).toBe(200);
    // Far more right passwords than any limit, from one IP.
    for (let i = 0; i < 8; i++) expect((await attempt(user.email, user.password, '10.3.0.1')).status).toBe(200);
  });
});

describe('login rate limit: a stranger cannot lock the owner out', () => {
  let api: TestApi;
  // Small limits: 3 failures per (address, IP), a ceiling of 6 per address, a slow lane one minute apart.
  const limits = { maxFailuresPerAddressAndIp: 3, maxFailuresPerIp: 100, maxFailuresPerAddress: 6, maxFreshIpChecksPerAddress: 20, slowLaneBaseMs: 60_000 };
  beforeAll(async () => (api = await startTestApi({ trustProxy: LOOPBACK }, { auth: { loginRateLimit: limits } })));
  afterAll(() => api.close());

  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    api.post('/api/token/', { email, password }, { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });

  it('lets the owner in from a known device and from an IP without failures, while strangers hammer the address', async () => {
    // given an owner who logged in once from their browser (which keeps the signed known_device cookie)
    const owner = await createUser();
    const first = await attempt(owner.email, owner.password, '10.5.0.1');
    expect(first.status).toBe(200);
    const device = knownDeviceOf(first);
    expect(first.headers.getSetCookie().find((c) => c.startsWith('known_device='))).toMatch(/HttpOnly/i);
    // when strangers from three IPs use up every allowance of their own and the address's ceiling
    const strangers = [];
    for (const ip of ['10.5.1.1', '10.5.1.2', '10.5.1.3']) {
      for (let i = 0; i < 4; i++) strangers.push((await attempt(owner.email, `devine-${ip}-${i}`, ip)).status);
    }
    // (each IP is stopped at its 4th attempt; past the ceiling, only the slow lane checks anything)
    expect(strangers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect((await attempt(owner.email, 'encore', '10.5.1.4')).status).toBe(401); // a fresh IP is checked once…
    expect((await attempt(owner.email, 'encore', '10.5.1.4')).status).toBe(429); // …then waits like the others
    // then the owner's right password gets in from the known device, even after a typo from that IP
    expect((await attempt(owner.email, 'faute de frappe', '10.5.0.1', device)).status).toBe(401);
    expect((await attempt(owner.email, owner.password, '10.5.0.1')).status).toBe(429); // without the cookie: slow lane
    expect((await attempt(owner.email, owner.password, '10.5.0.1', device)).status).toBe(200);
    // and from an IP that never failed for this address, cookie or not
    expect((await attempt(owner.email, owner.password, '10.5.0.9')).status).toBe(200);
    // while the strangers' IPs stay stopped
    expect((await attempt(owner.email, owner.password, '10.5.1.1')).status).toBe(429);
  });

  it('ignores a known_device cookie of another address or with a wrong signature', async () => {
    const owner = await createUser();
    const other = await createUser();
    const otherDevice = knownDeviceOf(await attempt(other.email, other.password, '10.6.0.1'));
    const ownDevice = knownDeviceOf(await attempt(owner.email, owner.password, '10.6.0.1'));
    for (let i = 0; i < 3; i++) await attempt(owner.email, 'mauvais', `10.6.1.${i}`);
    for (let i = 0; i < 3; i++) await attempt(owner.email, 'mauvais', `10.6.2.${i}`);
    // the ceiling is reached; from the owner's IP, a first failure (fresh IP), then one through the slow lane
    expect((await attempt(owner.email, 'mauvais', '10.6.0.1')).status).toBe(401);
    expect((await attempt(owner.email, 'mauvais', '10.6.0.1')).status).toBe(401);
    // the owner's IP is not fresh any more, and the cookie of another address is no key to this one
    expect((await attempt(owner.email, owner.password, '10.6.0.1', otherDevice)).status).toBe(429);
    const forged = ownDevice.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await attempt(owner.email, owner.password, '10.6.0.2', forged)).status).toBe(200); // 10.6.0.2 is fresh
    expect((await attempt(owner.email, 'mauvais', '10.6.0.3')).status).toBe(401); // fresh
    expect((await attempt(owner.email, owner.password, '10.6.0.3', forged)).status).toBe(429);
    expect((await attempt(owner.email, owner.password, '10.6.0.3', ownDevice)).status).toBe(200);
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
