import { VOUCHER_CLAIM_LIMITS } from '@shop/wallet';
import { loggedInUser } from '../../../../test/support/accounts';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createBook, createVoucher } from '../../../../test/support/cart-fixtures';

const UNKNOWN = { status: 400, body: { code: ["Ce bon d'achat n'existe pas."] } };
const TOO_MANY = /^Trop de codes de bon d'achat erronés\. Veuillez réessayer dans \d+ minutes?\.$/;

describe('wrong voucher codes typed in a cart', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const wrongCodes = async (cartId: string, token?: string) => {
    for (let i = 0; i < VOUCHER_CLAIM_LIMITS.perUser; i++) expect(await carts.applyVoucher(cartId, `FAUX${String(i).padStart(4, '0')}`, token)).toMatchObject(UNKNOWN);
  };

  it('stops the cart’s owner after too many wrong codes, in every cart and on the account page, and no one else', async () => {
    // given a reader who typed the allowed number of wrong codes in a cart
    const owner = await loggedInUser(api);
    const cart = (await carts.create(owner.access)).body;
    await carts.add(cart.id, await createBook(), owner.access);
    await wrongCodes(cart.id, owner.access);
    // when a real code comes next, then it is refused with a 429 and a Retry-After, and nothing is applied
    const real = await createVoucher();
    const res = await carts.applyVoucher(cart.id, real, owner.access);
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(TOO_MANY);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await carts.get(cart.id, owner.access)).body.voucher_usages).toEqual([]);
    // and a new cart of the same reader, or the account page, does not reset the count
    const another = (await carts.create(owner.access)).body;
    expect((await carts.applyVoucher(another.id, real, owner.access)).status).toBe(429);
    expect((await api.post('/api/vouchers/', { code: real }, { token: owner.access })).status).toBe(429);
    // while another reader uses the code at once
    const other = await loggedInUser(api);
    const theirs = (await carts.create(other.access)).body;
    await carts.add(theirs.id, await createBook(), other.access);
    expect((await carts.applyVoucher(theirs.id, real, other.access)).status).toBe(200);
  });

  it('counts per cart for anonymous carts, and right codes never count', async () => {
    // given an anonymous cart where good codes were applied and removed many times
    const cart = (await carts.create()).body;
    await carts.add(cart.id, await createBook());
    const good = await createVoucher();
    for (let i = 0; i < VOUCHER_CLAIM_LIMITS.perUser + 2; i++) {
      expect((await carts.applyVoucher(cart.id, good)).status).toBe(200);
      expect((await carts.removeVoucher(cart.id, good)).status).toBe(200);
    }
    // when the allowed number of wrong codes is typed, then the next attempt is a 429
    await wrongCodes(cart.id);
    const res = await carts.applyVoucher(cart.id, good);
    expect(res).toMatchObject({ status: 429, body: { detail: expect.stringMatching(TOO_MANY) } });
    // and another anonymous cart is not held back by it
    const fresh = (await carts.create()).body;
    await carts.add(fresh.id, await createBook());
    expect((await carts.applyVoucher(fresh.id, good)).status).toBe(200);
  });

  it('answers 404 for a cart the caller cannot see, without counting', async () => {
    const owner = await loggedInUser(api);
    const cart = (await carts.create(owner.access)).body;
    expect(await carts.applyVoucher(cart.id, 'FAUX9999')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
  });
});
