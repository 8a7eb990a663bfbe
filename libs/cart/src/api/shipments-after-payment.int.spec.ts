import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { cartClient, createAddress, createBook, createVoucher, NOT_FOUND } from '../../../../test/support/cart-fixtures';

describe("changing the relay point of a paid order ('Changer de point relais', PATCH api/shipments/{id}/)", () => {
  let api: TestApi;
  let carts: ReturnType<typeof cartClient>;
  // The bundled relay points, whatever the environment says: nothing leaves the machine.
  beforeAll(async () => {
    api = await startTestApi({ mondialRelayEnseigne: '', mondialRelayPrivateKey: '' });
    carts = cartClient(api);
  });
  afterAll(() => api.close());

  const relay = (shop_id: string) => ({ parcel_shop: { shop_id, pays: 'FR' } });

  /** A reader's 20 € book sent by `mode` (to relay 075101 for Mondial Relay), paid with a voucher. */
  async function paidOrder(mode: 'mondial_relay' | 'colissimo') {
    const user = await loggedInUser(api);
    const address = await createAddress(user.id);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000 }), user.access);
    const ready = (await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access)).body;
    const shipment = ready.shipments[0] as string;
    const chosen = await carts.shipment(shipment, mode === 'mondial_relay' ? { mode, ...relay('075101') } : { mode }, user.access);
    expect(chosen.status).toBe(200);
    expect((await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 10_000 }), user.access)).status).toBeLessThan(300);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const paid = await carts.payWithVoucher(cart.id, user.access);
    expect(paid).toMatchObject({ status: 200, body: { status: 2 } });
    return { user, cart: paid.body, shipment };
  }
  const eventsOf = (cartId: string, type: string) => sql<{ count: number }>(`SELECT count(*)::int AS count FROM stream_events WHERE stream_id = $1 AND type = $2`, [cartId, type]);

  it('lets the owner send a paid parcel to another relay point, prices and invoice unchanged', async () => {
    // given a paid order sent to the Roquette relay point
    const { user, cart, shipment } = await paidOrder('mondial_relay');
    expect(cart).toMatchObject({ total_price: '24.50', expedition_price: '4.50', paid: true });
    expect(cart.invoice_number).toBeTruthy();
    // when its owner chooses the Oberkampf point (the client's copy of the point is not trusted)
    const changed = await carts.shipment(shipment, { mode: 'mondial_relay', parcel_shop: { shop_id: '075102', pays: 'FR', nom: 'FAUX', ville: 'NULLE PART' } }, user.access);
    // then the shipment goes there by the same carrier, as the carrier describes the point
    expect(changed).toMatchObject({
      status: 200,
      body: { id: shipment, mode: 'mondial_relay', parcel_shop: { ID: '075102', Nom: 'PRESSE OBERKAMPF', Ville: 'PARIS' }, expedition_date: null },
    });
    // and the order reads the same, paid, with the same totals and invoice
    const after = (await carts.get(cart.id, user.access)).body;
    expect(after).toEqual(cart);
    const detail = (await carts.get(cart.id, user.access, '?expand=shipments')).body;
    expect(detail.shipments).toMatchObject([{ id: shipment, mode: 'mondial_relay', parcel_shop: { ID: '075102' } }]);
    const invoice = await api.get(`/api/carts/${cart.id}/invoice/`, { headers: { authorization: `Bearer ${user.access}` } });
    expect(invoice.status).toBe(200);
    // recorded as its own event, once: choosing the same point again records nothing
    expect(await eventsOf(cart.id, 'ParcelShopChangedAfterPayment')).toEqual([{ count: 1 }]);
    expect((await carts.shipment(shipment, relay('075102'), user.access)).status).toBe(200);
    expect(await eventsOf(cart.id, 'ParcelShopChangedAfterPayment')).toEqual([{ count: 1 }]);
  });

  it('is the owner’s only: another user, or nobody logged in, gets 404', async () => {
    const { cart, shipment } = await paidOrder('mondial_relay');
    const intruder = await loggedInUser(api);
    expect(await carts.shipment(shipment, relay('075102'), intruder.access)).toMatchObject(NOT_FOUND);
    expect(await carts.shipment(shipment, relay('075102'))).toMatchObject(NOT_FOUND);
    expect(await eventsOf(cart.id, 'ParcelShopChangedAfterPayment')).toEqual([{ count: 0 }]);
  });

  it('never changes the mode of a paid order (400, French detail)', async () => {
    const { user, cart, shipment } = await paidOrder('mondial_relay');
    const locked = { status: 400, body: { detail: 'La commande est payée : le mode de livraison ne peut plus être changé, seulement le point relais.' } };
    expect(await carts.shipment(shipment, { mode: 'pickup' }, user.access)).toMatchObject(locked);
    expect(await carts.shipment(shipment, { mode: 'colissimo' }, user.access)).toMatchObject(locked);
    // a closed or unknown point is refused as at checkout
    expect(await carts.shipment(shipment, relay('075107'), user.access)).toMatchObject({
      status: 400,
      body: { parcel_shop: ["Ce point relais n'existe pas ou ne peut plus être choisi."] },
    });
    const detail = (await carts.get(cart.id, user.access, '?expand=shipments')).body;
    expect(detail).toMatchObject({ total_price: '24.50', shipments: [{ mode: 'mondial_relay', parcel_shop: { ID: '075101' } }] });
  });

  it('refuses a relay point for a parcel delivered home (400, French detail)', async () => {
    const { user, cart, shipment } = await paidOrder('colissimo');
    expect(await carts.shipment(shipment, relay('075102'), user.access)).toMatchObject({
      status: 400,
      body: { detail: "Ce colis n'est pas livré en point relais : seul un point relais peut être changé après le paiement." },
    });
    expect(await carts.shipment(shipment, { mode: 'mondial_relay', ...relay('075102') }, user.access)).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('mode de livraison') },
    });
    expect((await carts.get(cart.id, user.access, '?expand=shipments')).body).toMatchObject({ total_price: '26.90', shipments: [{ mode: 'colissimo', parcel_shop: null }] });
    expect(await eventsOf(cart.id, 'ParcelShopChangedAfterPayment')).toEqual([{ count: 0 }]);
  });
});
