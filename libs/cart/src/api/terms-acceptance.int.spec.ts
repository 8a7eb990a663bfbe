import { loggedInUser } from '../../../../test/support/accounts';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook } from '../../../../test/support/cart-fixtures';

/** L221-14: the shop can prove that the customer accepted the CGV before the order committed them. */
describe('acceptance of the CGV, recorded with the confirmation', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  /** A reader's cart of one book, collected in person, ready to confirm. */
  async function readyCart() {
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.pickup(cart.id, user.access);
    return { user, cart };
  }

  async function confirmation(cartId: string) {
    const staff = await loggedInUser(api, { staff: true });
    const stream = await api.get(`/api/staff/carts/${cartId}/events/`, { headers: { authorization: `Bearer ${staff.access}` } });
    return stream.body.find((e: any) => e.type === 'CartConfirmed');
  }

  it('stores the acceptance and its time on the CartConfirmed event', async () => {
    const { user, cart } = await readyCart();
    const before = Date.now();
    expect(await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).toMatchObject({ status: 200, body: { status: 1 } });
    const event = await confirmation(cart.id);
    expect(event.data).toEqual({ totalCents: 2000, termsAccepted: true });
    expect(event.metadata.userId).toBe(user.id);
    expect(Date.parse(event.metadata.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('confirms nothing without the CGV accepted: 400 naming the field, the cart left open and unpaid', async () => {
    const { user, cart } = await readyCart();
    const refused = { status: 400, body: { terms_accepted: ['Pour commander, cochez la case d’acceptation des conditions générales de vente.'] } };
    for (const body of [{ status: 1 }, { status: 1, terms_accepted: false }, { status: 1, terms_accepted: null }]) {
      expect(await carts.patch(cart.id, body, user.access)).toMatchObject(refused);
    }
    expect((await api.get(`/api/carts/${cart.id}/`, { headers: { authorization: `Bearer ${user.access}` } })).body).toMatchObject({ status: 0, paid: false });
    expect(await confirmation(cart.id)).toBeUndefined();
    // nor can it be paid: it was never confirmed
    expect((await carts.payWithVoucher(cart.id, user.access)).status).toBe(400);
  });

  it('answers a French 400 in DRF shape for a value that is no boolean', async () => {
    const { user, cart } = await readyCart();
    const res = await carts.patch(cart.id, { status: 1, terms_accepted: 'peut-être' }, user.access);
    expect(res).toMatchObject({ status: 400, body: { terms_accepted: [expect.stringMatching(/^[A-Z«"]/)] } });
    expect((await api.get(`/api/carts/${cart.id}/`, { headers: { authorization: `Bearer ${user.access}` } })).body.status).toBe(0);
  });
  it('gives the order to the label it is confirmed on (its confirmation page, mails and bank return follow), and refuses an unknown one', async () => {
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    // Started on Cœurs Vaillants, confirmed on Exemplaire
    const cart = (await carts.create(user.access, { label: 'queer-romance' })).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.pickup(cart.id, user.access);
    const unknown = await carts.patch(cart.id, { status: 1, terms_accepted: true, label: 'nulle-part' }, user.access);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(['label']);
    expect(await carts.patch(cart.id, { status: 1, terms_accepted: true, label: 'exemplaire' }, user.access)).toMatchObject({ status: 200, body: { status: 1 } });
    expect((await confirmation(cart.id)).data).toEqual({ totalCents: 2000, termsAccepted: true, labelId: 1 });
    const form = await api.get(`/api/carts/${cart.id}/payment/`, { headers: { authorization: `Bearer ${user.access}` } });
    expect(form.body.url_retour_ok).toMatch(/\/exemplaire\/checkout\/complete\//);
  });
});
