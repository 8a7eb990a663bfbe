import { createUser, mailsTo } from '../../../../test/support/accounts';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { DEFAULT_AUTH_OPTIONS } from '../auth-options';

const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];
const BURST = 300;
const { loginRateLimit: LOGIN, mailRequestRateLimit: MAIL } = DEFAULT_AUTH_OPTIONS;

/** Set BURST_REPORT=1 to print how many attempts of each burst got through. */
const report = (what: string, checked: number) => process.env.BURST_REPORT && console.log(`${what}: ${checked} / ${BURST} checked`);

/**
 * Attempts sent all at once: the limits are taken in Redis before the password is checked, so
 * however they interleave, at most the limit reaches the check. Every answer but a 429 is an
 * attempt whose password was checked (401 wrong, 200 right).
 */
describe('a burst of wrong passwords sent at once (default limits)', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ trustProxy: LOOPBACK })));
  afterAll(() => api.close());

  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    api.post('/api/token/', { email, password }, { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });

  it(`checks at most ${LOGIN.maxFailuresPerAddressAndIp} of ${BURST} wrong passwords for one address from one IP`, async () => {
    const owner = await createUser();
    const known = await attempt(owner.email, owner.password, '10.20.0.1');
    const device = known.headers
      .getSetCookie()
      .find((c) => c.startsWith('known_device='))!
      .split(';')[0];
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => attempt(owner.email, `mauvais-${i}`, '10.20.9.9')));
    const statuses = answers.map((a) => a.status);
    const checked = statuses.filter((s) => s !== 429).length;
    report('login, one address from one IP', checked);
    expect(statuses.filter((s) => s !== 429 && s !== 401)).toEqual([]);
    expect(checked).toBe(LOGIN.maxFailuresPerAddressAndIp);
    for (const a of answers.filter((x) => x.status === 429)) expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner is not locked out: from their device, and from another IP.
    expect((await attempt(owner.email, owner.password, '10.20.0.1', device)).status).toBe(200);
    expect((await attempt(owner.email, owner.password, '10.20.0.2')).status).toBe(200);
  });

  it(`checks at most the per-IP limit (${LOGIN.maxFailuresPerIp}) of ${BURST} wrong passwords for many addresses from one IP`, async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser()));
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => attempt(users[i % users.length].email, `mauvais-${i}`, '10.21.9.9')));
    const checked = answers.filter((a) => a.status !== 429).length;
    report('login, many addresses from one IP', checked);
    expect(checked).toBeLessThanOrEqual(LOGIN.maxFailuresPerIp);
    expect(checked).toBeGreaterThan(0);
  });

  it(`bounds ${BURST} wrong passwords for one address from ${BURST} IPs by the address ceiling, and the owner still gets in`, async () => {
    const owner = await createUser();
    const known = await attempt(owner.email, owner.password, '10.22.0.1');
    const device = known.headers
      .getSetCookie()
      .find((c) => c.startsWith('known_device='))!
      .split(';')[0];
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => attempt(owner.email, `mauvais-${i}`, `10.23.${i >> 8}.${i & 255}`)));
    const checked = answers.filter((a) => a.status !== 429).length;
    report('login, one address from 300 IPs', checked);
    // The ceiling, then one check per fresh IP up to their own ceiling, then one in the slow lane.
    expect(checked).toBeLessThanOrEqual(LOGIN.maxFailuresPerAddress + LOGIN.maxFreshIpChecksPerAddress + 1);
    expect((await attempt(owner.email, owner.password, '10.23.0.7', device)).status).toBe(200);
  });
});

describe('a burst of mail requests sent at once (default limits)', () => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ trustProxy: LOOPBACK })));
  afterAll(() => api.close());

  it(`writes at most ${MAIL.maxPerEmail} mails for ${BURST} password-reset requests for one address`, async () => {
    const user = await createUser();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => api.post('/api/users/password/forgot', { email: user.email }, { headers: { 'x-forwarded-for': `10.24.${i >> 8}.${i & 255}` } })),
    );
    const sent = answers.filter((a) => a.status === 200).length;
    report('password-reset mails, one address', sent);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
    expect(sent).toBe(MAIL.maxPerEmail);
    expect(await mailsTo(user.email)).toHaveLength(MAIL.maxPerEmail);
  });
});
