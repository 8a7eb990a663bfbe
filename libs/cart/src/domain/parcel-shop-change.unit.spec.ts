import type { CartCommand } from './cart.commands';
import type { CartEvent } from './cart.events';
import type { ParcelShop, ProductSnapshot } from './cart.types';
import { priceCartView } from './cart-view';
import { PARCEL_SHOP_CHANGE_MESSAGES as P } from './parcel-shop-change';
import { given } from './testing/decider.fixtures';
import { bookSnapshot } from './testing/decider.fixtures';

const shop = (id: string, city = 'PARIS'): ParcelShop => ({
  id,
  name: `RELAIS ${id}`,
  address1: '1 rue du Relais',
  address2: '',
  postalCode: '75011',
  city,
  country: 'FR',
  lat: '48.85',
  long: '2.37',
  nature: '1',
  letter: 'A',
});
const book: ProductSnapshot = bookSnapshot();
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 7 } };
const line: CartEvent = { type: 'LineAdded', data: { line: { lineId: 'l1', product: book, variantId: null, quantity: 1, dedications: [], contributionId: null } } };
const relayMode: CartEvent = { type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: 'mondial_relay' } };
const first: CartEvent = { type: 'ParcelShopChosen', data: { shipmentKey: 'now', parcelShop: shop('075101') } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2450 } };
const paid: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } };
const invoiced: CartEvent = { type: 'InvoiceNumbered', data: { number: 'F2026-000001', date: '2026-11-21' } };
const change = (parcelShop: ParcelShop, shipmentKey = 'now'): CartCommand => ({ type: 'ChangeParcelShopAfterPayment', shipmentKey, parcelShop });
const terms = { booksellerDiscountBp: null };

describe('changing the relay point of a paid order', () => {
  it('records the new point, and the previous one, on a paid Mondial Relay parcel', () => {
    const { events, state } = given(created, line, relayMode, first, confirmed, paid, invoiced).when(change(shop('075102', 'VINCENNES')));
    expect(events).toEqual([{ type: 'ParcelShopChangedAfterPayment', data: { shipmentKey: 'now', parcelShop: shop('075102', 'VINCENNES'), previousParcelShop: shop('075101') } }]);
    // then the parcel goes there, by the same carrier, and the order stays paid and invoiced as it was
    expect(state.shipments.now).toEqual({ mode: 'mondial_relay', parcelShop: shop('075102', 'VINCENNES') });
    expect(state).toMatchObject({ status: 2, invoiceNumber: 'F2026-000001', paymentMeans: 'voucher' });
  });

  it('leaves every price as paid', () => {
    const before = given(created, line, relayMode, first, confirmed, paid);
    const after = before.when(change(shop('075102')));
    const priced = (s: typeof before.state) => priceCartView(s, terms, '2026-11-21');
    expect(priced(after.state).totals).toEqual(priced(before.state).totals);
    expect(priced(after.state).shipments[0]).toMatchObject({ mode: 'mondial_relay', feeCents: priced(before.state).shipments[0].feeCents, parcelShop: shop('075102') });
  });

  it('records nothing when the point is the one already chosen', () => {
    expect(given(created, line, relayMode, first, confirmed, paid).when(change(shop('075101'))).events).toEqual([]);
  });

  it('refuses a parcel delivered home or collected in person (400, French)', () => {
    const home = given(created, line, confirmed, paid).when(change(shop('075102')));
    expect(home.refusal).toMatchObject({ status: 400, detail: P.notRelay });
    const pickup: CartEvent = { type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: 'pickup' } };
    expect(given(created, line, pickup, confirmed, paid).when(change(shop('075102'))).refusal).toMatchObject({ status: 400, detail: P.notRelay });
    // a parcel the order does not have
    expect(given(created, line, relayMode, first, confirmed, paid).when(change(shop('075102'), '2031-01-01')).refusal).toMatchObject({ status: 400, detail: P.notRelay });
  });

  it('refuses an order not paid yet: open or waiting for its payment', () => {
    expect(given(created, line, relayMode, first).when(change(shop('075102'))).refusal).toMatchObject({ status: 400, detail: P.notPaid });
    expect(given(created, line, relayMode, first, confirmed).when(change(shop('075102'))).refusal).toMatchObject({ status: 400, detail: P.notPaid });
  });

  it('does not find a cart that never existed or was merged into another', () => {
    expect(given().when(change(shop('075102'))).refusal).toMatchObject({ status: 404 });
    const merged: CartEvent = { type: 'CartMergedInto', data: { targetCartId: 'c2' } };
    expect(given(created, line, relayMode, first, merged).when(change(shop('075102'))).refusal).toMatchObject({ status: 404 });
  });

  it('still refuses the checkout commands on a paid order', () => {
    const paidOrder = given(created, line, relayMode, first, confirmed, paid);
    expect(paidOrder.when({ type: 'ChooseParcelShop', shipmentKey: 'now', parcelShop: shop('075102') }).refusal).toMatchObject({ detail: 'Cette commande est déjà payée.' });
    expect(paidOrder.when({ type: 'ChooseShipmentMode', shipmentKey: 'now', mode: 'colissimo' }).refusal).toMatchObject({ detail: 'Cette commande est déjà payée.' });
  });
});
