import { VOUCHER_CLAIM_LIMITS } from '@shop/wallet';
import { loggedInUser } from '../../../../test/support/accounts';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { cartClient, createBook } from '../../../../test/support/cart-fixtures';

const BURST = 300;
const UNKNOWN = "Ce bon d'achat n'existe pas.";

/** Set BURST_REPORT=1 to print how many codes of each burst were looked up. */
const report = (what: string, checked: number) => process.env.BURST_REPORT && console.log(`${what}: ${checked} / ${BURST} checked`);

/**
 * Wrong voucher codes sent all at once: each takes its points in Redis before the code is looked
 * up, so at most the limit is looked up however the requests interleave. Every answer but a 429 is
 * a code that was looked up (here 400: unknown). The account page counts in the same counters
 * (libs/wallet/src/api/voucher-bursts.int.spec.ts).
 */
describe('a burst of wrong voucher codes sent at once to a cart', () => {
  let api: TestApi;
  let carts: ReturnType<typeof cartClient>;
  // Behind a trusted proxy (the loopback): each test sends from IPs of its own, as the IP counters are per database.
  beforeAll(async () => {
    api = await startTestApi({ trustProxy: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const from = (ip: string, token?: string) => ({ token, headers: { 'x-forwarded-for': ip } });
  const wrongCode = (i: number) => `FX${String(i).padStart(6, '0')}`;
  const lookedUp = (answers: { status: number; body: any }[]) => {
    expect(answers.filter((a) => a.status !== 429 && !(a.status === 400 && a.body.code?.[0] === UNKNOWN))).toEqual([]);
    return answers.filter((a) => a.status !== 429).length;
  };

  it(`looks up at most ${VOUCHER_CLAIM_LIMITS.perUser} of ${BURST} wrong codes typed in one owner's cart`, async () => {
    const owner = await loggedInUser(api);
    const cart = (await carts.create(owner.access)).body;
    await carts.add(cart.id, await createBook(), owner.access);
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => api.post(`/api/carts/${cart.id}/voucher/`, { code: wrongCode(i) }, from('10.31.0.1', owner.access))));
    const checked = lookedUp(answers);
    report('vouchers, one owner cart', checked);
    expect(checked).toBe(VOUCHER_CLAIM_LIMITS.perUser);
    expect((await carts.get(cart.id, owner.access)).body.voucher_usages).toEqual([]);
  });

  it(`looks up at most ${VOUCHER_CLAIM_LIMITS.perUser} of ${BURST} wrong codes typed in one anonymous cart`, async () => {
    const cart = (await carts.create()).body;
    await carts.add(cart.id, await createBook());
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => api.post(`/api/carts/${cart.id}/voucher/`, { code: wrongCode(i) }, from('10.32.0.1'))));
    const checked = lookedUp(answers);
    report('vouchers, one anonymous cart', checked);
    expect(checked).toBe(VOUCHER_CLAIM_LIMITS.perUser);
  });
});
