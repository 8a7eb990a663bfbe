import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { cartClient, createAddress, createBook, NOT_FOUND } from '../../../../test/support/cart-fixtures';

describe('shipments: delivery mode and relay point (PATCH api/shipments/{id}/)', () => {
  let api: ServedApi;
  let carts: ReturnType<typeof cartClient>;
  beforeAll(async () => {
    api = await sharedApi();
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  /** A reader's cart with a 20 € book and its addresses: one shipment, leaving now. */
  async function bookCart() {
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    const ready = (await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access)).body;
    return { user, cart: ready, shipment: ready.shipments[0] as string };
  }
  const relay = (shop_id: string, extra: Record<string, unknown> = {}) => ({
    mode: 'mondial_relay',
    parcel_shop: {
      shop_id,
      pays: 'FR',
      nom: 'FAUX NOM',
      adresse1: '1 rue inventée',
      adresse2: '',
      postal_code: '00000',
      ville: 'NULLE PART',
      lat: '0',
      long: '0',
      nature: '1',
      letter: 'Z',
      ...extra,
    },
  });

  it('ships home by default, and lets the owner choose pickup (0 €) or a relay point from the carrier', async () => {
    // given a cart never shown the delivery step
    const { user, cart, shipment } = await bookCart();
    // then its shipment has a stable id of its own and goes by Colissimo, shipping charged
    expect(shipment).toBe(`${cart.id}.now`);
    expect(cart).toMatchObject({ expedition_price: '6.90', total_price: '26.90' });
    // when the owner chooses pickup, then shipping is free
    expect(await carts.shipment(shipment, { mode: 'pickup' }, user.access)).toMatchObject({ status: 200, body: { id: shipment, mode: 'pickup', parcel_shop: null } });
    expect((await carts.get(cart.id, user.access)).body).toMatchObject({ expedition_price: '0.00', total_price: '20.00' });
    // when they choose a relay point, then the carrier's copy is stored, not the client's
    const chosen = await carts.shipment(shipment, relay('075101'), user.access);
    expect(chosen).toMatchObject({
      status: 200,
      body: { mode: 'mondial_relay', parcel_shop: { ID: '075101', Nom: 'TABAC LE ROQUETTE', CP: '75011', Ville: 'PARIS', Pays: 'FR' } },
    });
    expect(chosen.body.options.map((o: any) => o.mode)).toEqual(['colissimo', 'mondial_relay', 'pickup']);
    const full = (await carts.get(cart.id, user.access, '?expand=shipments')).body;
    expect(full).toMatchObject({ expedition_price: '4.50', shipments: [{ id: shipment, mode: 'mondial_relay', parcel_shop: { Adresse1: '28 RUE DE LA ROQUETTE' } }] });
    // and the cart can be confirmed with it
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).body).toMatchObject({ status: 1, total_price: '24.50' });
  });

  it('refuses an unknown or closed relay point, a mode not offered, and a relay point on another mode (400, French)', async () => {
    const { user, cart, shipment } = await bookCart();
    const unknown = { status: 400, body: { parcel_shop: ["Ce point relais n'existe pas ou ne peut plus être choisi."] } };
    expect(await carts.shipment(shipment, relay('999999'), user.access)).toMatchObject(unknown);
    expect(await carts.shipment(shipment, relay('075101', { pays: 'BE' }), user.access)).toMatchObject(unknown);
    expect(await carts.shipment(shipment, relay('075107'), user.access)).toMatchObject(unknown);
    expect(await carts.shipment(shipment, { mode: 'drone' }, user.access)).toMatchObject({ status: 400, body: { mode: ['"drone" n\'est pas un choix valide.'] } });
    expect(await carts.shipment(shipment, { ...relay('075101'), mode: 'colissimo' }, user.access)).toMatchObject({ status: 400, body: { parcel_shop: [expect.any(String)] } });
    // then nothing was recorded
    const [{ count }] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM stream_events WHERE stream_id = $1 AND type LIKE '%Chosen' AND type <> 'AddressesChosen'`,
      [cart.id],
    );
    expect(count).toBe(0);
  });

  it('is the owner’s only (404 otherwise), and refused once the cart is confirmed', async () => {
    const { user, cart, shipment } = await bookCart();
    const intruder = await loggedInUser(api);
    expect(await carts.shipment(shipment, { mode: 'pickup' }, intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.shipment(shipment, { mode: 'pickup' })).toMatchObject(NOT_FOUND);
    expect(await carts.shipment(`${cart.id}.2031-01-01`, { mode: 'pickup' }, user.access)).toMatchObject(NOT_FOUND);
    expect(await carts.shipment('now', { mode: 'pickup' }, user.access)).toMatchObject(NOT_FOUND);
    // an anonymous cart has no owner to choose its delivery
    const anonymous = (await carts.create()).body;
    await carts.add(anonymous.id, await createBook());
    expect(await carts.shipment(`${anonymous.id}.now`, { mode: 'pickup' })).toMatchObject(NOT_FOUND);
    // once confirmed, the decider refuses
    await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access);
    expect(await carts.shipment(shipment, { mode: 'pickup' }, user.access)).toMatchObject({
      status: 400,
      body: { detail: 'Votre panier est en cours de paiement : annulez la validation pour le modifier.' },
    });
  });
});
