import { loggedInUser } from '../../../../test/support/accounts';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { createVoucher } from '../../../../test/support/wallet-fixtures';
import { VOUCHER_CLAIM_LIMITS } from '../vouchers/voucher-claim.limiter';

const BURST = 300;
const UNKNOWN = "Ce bon d'achat n'existe pas.";

/** Set BURST_REPORT=1 to print how many codes of each burst were looked up. */
const report = (what: string, checked: number) => process.env.BURST_REPORT && console.log(`${what}: ${checked} / ${BURST} checked`);

/**
 * Wrong voucher codes sent all at once: each takes its points in Redis before the code is looked
 * up, so at most the limit is looked up however the requests interleave. Every answer but a 429 is
 * a code that was looked up (here 400: unknown). Codes typed in a cart count in the same counters
 * (libs/cart/src/api/cart-voucher-bursts.int.spec.ts).
 */
describe('a burst of wrong voucher codes sent at once to the account page', () => {
  let api: TestApi;
  // Behind a trusted proxy (the loopback): each test sends from IPs of its own, as the IP counters are per database.
  beforeAll(async () => (api = await startTestApi({ trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] })));
  afterAll(() => api.close());

  const from = (ip: string, token?: string) => ({ token, headers: { 'x-forwarded-for': ip } });
  const wrongCode = (i: number) => `FX${String(i).padStart(6, '0')}`;
  const lookedUp = (answers: { status: number; body: any }[]) => {
    expect(answers.filter((a) => a.status !== 429 && !(a.status === 400 && a.body.code?.[0] === UNKNOWN))).toEqual([]);
    return answers.filter((a) => a.status !== 429).length;
  };

  it(`looks up at most ${VOUCHER_CLAIM_LIMITS.perUser} of ${BURST} wrong codes typed on one account page`, async () => {
    const user = await loggedInUser(api);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => api.post('/api/vouchers/', { code: wrongCode(i) }, from('10.30.0.1', user.access))));
    const checked = lookedUp(answers);
    report('vouchers, one account page', checked);
    expect(checked).toBe(VOUCHER_CLAIM_LIMITS.perUser);
    expect(Number(answers.find((a) => a.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The account's allowance is spent, a right code included; another account is not held back.
    const real = await createVoucher();
    expect((await api.post('/api/vouchers/', { code: real }, from('10.30.0.2', user.access))).status).toBe(429);
    expect((await api.post('/api/vouchers/', { code: real }, from('10.30.0.2', (await loggedInUser(api)).access))).status).toBe(201);
  });

  it(`looks up at most ${VOUCHER_CLAIM_LIMITS.perIp} of ${BURST} wrong codes from one IP over many accounts`, async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => loggedInUser(api)));
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => api.post('/api/vouchers/', { code: wrongCode(i) }, from('10.33.0.1', users[i % users.length].access))),
    );
    const checked = lookedUp(answers);
    report('vouchers, one IP over 10 accounts', checked);
    expect(checked).toBeLessThanOrEqual(VOUCHER_CLAIM_LIMITS.perIp);
    expect(checked).toBeGreaterThan(0);
  });
});
