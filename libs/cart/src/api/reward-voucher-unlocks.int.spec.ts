import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createCampaign, createVoucher, TestCampaign } from '../../../../test/support/cart-fixtures';
import { contribution } from '../../../../test/support/paid-carts';

const ALREADY_UNLOCKED = "Ce bon d'achat a déjà débloqué une contrepartie : chaque code n'en débloque qu'une.";
const TWICE = "Ce bon d'achat est déjà saisi pour une autre contrepartie : chaque code n'en débloque qu'une.";

describe('voucher codes that unlock a reward', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  let club: TestCampaign;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
    // a campaign whose 22 € book reward is for club members, who hold a voucher
    club = await createCampaign();
    await sql('UPDATE products SET locked_by_voucher = true WHERE id = $1', [club.book]);
  });
  afterAll(() => api.close());

  type User = Awaited<ReturnType<typeof loggedInUser>>;
  const unlocking = (codes: string[]) => contribution(club.id, 22 * codes.length, [{ compensation: club.book, quantity: codes.length, vouchers: codes.map((code) => ({ code })) }]);

  /** A cart backing the club reward with `codes`, collected in person, confirmed, its total covered by a voucher of its own. */
  async function confirmedCart(user: User, codes: string[]): Promise<string> {
    const cart = (await carts.create(user.access)).body;
    expect((await carts.contribute(cart.id, unlocking(codes), user.access)).status).toBe(200);
    const address = await createAddress(user.id);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, user.access);
    await carts.pickup(cart.id, user.access);
    await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 100_000 }), user.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    return cart.id;
  }

  const unlocksOf = (code: string) =>
    sql<{ cart_id: string; compensation_id: number }>('SELECT cart_id, compensation_id FROM reward_voucher_unlocks WHERE voucher_code = $1', [code]);

  it('unlocks one unit once: a code used by a paid order is refused to everyone after', async () => {
    // given a member's paid order that unlocked the reward with their code
    const code = await createVoucher();
    const member = await loggedInUser(api);
    const paidId = await confirmedCart(member, [code]);
    expect((await carts.payWithVoucher(paidId, member.access)).body).toMatchObject({ status: 2 });
    expect(await unlocksOf(code)).toEqual([{ cart_id: paidId, compensation_id: club.book }]);

    // when someone else, then the member again, types the same code for the reward
    for (const user of [await loggedInUser(api), member]) {
      const cart = (await carts.create(user.access)).body;
      const answer = await carts.contribute(cart.id, unlocking([code]), user.access);

      // then it is refused in French, and nothing enters the cart
      expect(answer).toMatchObject({ status: 400, body: { compensations: [{ vouchers: [ALREADY_UNLOCKED] }] } });
      expect((await carts.get(cart.id, user.access)).body.cart_lines).toEqual([]);
    }
    // and the voucher keeps its balance: unlocking a reward is not paying with it
    expect(await sql('SELECT remaining_cents FROM vouchers WHERE code = $1', [code])).toEqual([{ remaining_cents: 5000 }]);
  });

  it('refuses one code for two units, or for a second contribution of the same cart', async () => {
    const user = await loggedInUser(api);
    const code = await createVoucher();
    const cart = (await carts.create(user.access)).body;
    // when two units are asked with the same code, then refused
    expect(await carts.contribute(cart.id, unlocking([code, code.toLowerCase()]), user.access)).toMatchObject({ status: 400, body: { compensations: [{ vouchers: [TWICE] }] } });
    // and two units with two codes are fine
    const other = await createVoucher();
    expect((await carts.contribute(cart.id, unlocking([code, other]), user.access)).status).toBe(200);
    // and a second contribution with one of those codes is refused
    expect(await carts.contribute(cart.id, unlocking([other]), user.access)).toMatchObject({ status: 400, body: { compensations: [{ vouchers: [TWICE] }] } });
  });

  it('lets only the first of two orders holding the same code be paid, even at the same moment', async () => {
    // given two people who typed the same code before either paid
    const code = await createVoucher();
    const [first, second] = [await loggedInUser(api), await loggedInUser(api)];
    const ids = [await confirmedCart(first, [code]), await confirmedCart(second, [code])];

    // when both pay at once
    const answers = await Promise.all([carts.payWithVoucher(ids[0], first.access), carts.payWithVoucher(ids[1], second.access)]);

    // then one order is paid, the other refused in French and left to pay
    const paid = answers.findIndex((a) => a.status === 200);
    expect(paid).toBeGreaterThanOrEqual(0);
    const refused = answers[1 - paid];
    expect(refused).toMatchObject({
      status: 400,
      body: { detail: `Le bon d'achat ${code} a déjà débloqué une contrepartie dans une autre commande : retirez cette contrepartie de votre panier.` },
    });
    const loser = [first, second][1 - paid];
    expect((await carts.get(ids[1 - paid], loser.access)).body).toMatchObject({ status: 1, invoice_number: null });
    expect(await unlocksOf(code)).toEqual([{ cart_id: ids[paid], compensation_id: club.book }]);
  });
});
