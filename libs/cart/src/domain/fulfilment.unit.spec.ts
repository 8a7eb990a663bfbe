import type { CartCommand } from './cart.commands';
import type { CartEvent } from './cart.events';
import type { ParcelShop } from './cart.types';
import { FULFILMENT_MESSAGES as F, normalizeTrackingNumber, TRACKING_NUMBER_RULES, trackingUrl } from './fulfilment';
import { bookSnapshot, given } from './testing/decider.fixtures';

const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 7 } };
const line: CartEvent = { type: 'LineAdded', data: { line: { lineId: 'l1', product: bookSnapshot(), variantId: null, quantity: 1, dedications: [], contributionId: null } } };
const mode = (m: string): CartEvent => ({ type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: m } });
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2690 } };
const paid: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } };
const AT = '2026-11-23T09:30:00.000Z';
const parcel = (m = 'colissimo', expectedExpeditionDate = '2026-11-21') => ({ mode: m, expectedExpeditionDate });

const ship = (over: Partial<Extract<CartCommand, { type: 'ShipShipment' }>> = {}): CartCommand => ({
  type: 'ShipShipment',
  shipmentKey: 'now',
  shipment: parcel(),
  carrier: 'colissimo',
  trackingNumber: '6a 1234 5678 901',
  today: '2026-11-23',
  at: AT,
  by: 3,
  ...over,
});
const ready = (over: Partial<Extract<CartCommand, { type: 'MarkShipmentReady' }>> = {}): CartCommand => ({
  type: 'MarkShipmentReady',
  shipmentKey: 'now',
  shipment: parcel('pickup'),
  today: '2026-11-23',
  at: AT,
  by: 3,
  ...over,
});

describe('shipping the parcels of a paid order', () => {
  it('records the parcel shipped once, with its carrier and its tracking number as the carrier prints it', () => {
    const { events, state } = given(created, line, confirmed, paid).when(ship());
    expect(events).toEqual([{ type: 'ShipmentShipped', data: { shipmentKey: 'now', carrier: 'colissimo', trackingNumber: '6A12345678901', shippedAt: AT, by: 3 } }]);
    expect(state.fulfilment).toEqual({ now: { status: 'shipped', carrier: 'colissimo', trackingNumber: '6A12345678901', shippedAt: AT, by: 3 } });
    // and a second time is a conflict, in French
    expect(given(created, line, confirmed, paid, ...events).when(ship()).refusal).toMatchObject({ status: 409, detail: F.alreadyShipped });
  });

  it('takes the carrier of the parcel’s mode when none is named, and a parcel without a number', () => {
    const relay = given(created, line, mode('mondial_relay'), confirmed, paid).when(ship({ shipment: parcel('mondial_relay'), carrier: undefined, trackingNumber: null }));
    expect(relay.events).toEqual([{ type: 'ShipmentShipped', data: { shipmentKey: 'now', carrier: 'mondial_relay', trackingNumber: null, shippedAt: AT, by: 3 } }]);
  });

  it('only ships a paid order', () => {
    expect(given(created, line).when(ship()).refusal).toMatchObject({ status: 400, detail: F.notPaid });
    expect(given(created, line, confirmed).when(ship()).refusal).toMatchObject({ status: 400, detail: F.notPaid });
    expect(given().when(ship()).refusal).toMatchObject({ status: 404 });
  });

  it('only ships a parcel the order has (404)', () => {
    expect(given(created, line, confirmed, paid).when(ship({ shipmentKey: '2031-01-01', shipment: null })).refusal).toMatchObject({ status: 404, detail: 'Pas trouvé.' });
  });

  it('checks the number against the carrier’s form, and the carrier against the parcel’s mode (400, French)', () => {
    const order = given(created, line, confirmed, paid);
    expect(order.when(ship({ trackingNumber: '12-34' })).refusal).toMatchObject({ status: 400, errors: { tracking_number: [F.trackingNumber.colissimo] } });
    const relay = given(created, line, mode('mondial_relay'), confirmed, paid);
    expect(relay.when(ship({ shipment: parcel('mondial_relay'), carrier: 'mondial_relay', trackingNumber: '1234567' })).refusal).toMatchObject({
      errors: { tracking_number: [F.trackingNumber.mondial_relay] },
    });
    expect(relay.when(ship({ shipment: parcel('mondial_relay'), carrier: 'colissimo' })).refusal).toMatchObject({ errors: { carrier: [F.wrongCarrier('mondial_relay')] } });
    expect(order.when(ship({ carrier: 'ups' })).refusal).toMatchObject({ errors: { carrier: ["« ups » n'est pas un choix valide."] } });
  });

  it('does not ship a parcel before its content is out', () => {
    const order = given(created, line, confirmed, paid);
    expect(order.when(ship({ shipment: parcel('colissimo', '2026-12-05') })).refusal).toMatchObject({ status: 400, detail: F.notYet('2026-12-05') });
  });

  it('makes a parcel to collect ready, never shipped, once', () => {
    const order = given(created, line, mode('pickup'), confirmed, paid);
    expect(order.when(ship({ shipment: parcel('pickup') })).refusal).toMatchObject({ status: 400, detail: F.pickupNotShipped });
    const { events, state } = order.when(ready());
    expect(events).toEqual([{ type: 'ShipmentReadyForPickup', data: { shipmentKey: 'now', readyAt: AT, by: 3 } }]);
    expect(state.fulfilment?.now).toEqual({ status: 'ready_for_pickup', readyAt: AT, by: 3 });
    expect(given(created, line, mode('pickup'), confirmed, paid, ...events).when(ready()).refusal).toMatchObject({ status: 409, detail: F.alreadyReady });
    // and a parcel that travels is shipped, not made ready
    expect(given(created, line, confirmed, paid).when(ready({ shipment: parcel('colissimo') })).refusal).toMatchObject({ status: 400, detail: F.onlyPickupReady });
  });

  it('keeps a shipped relay parcel at its relay point', () => {
    const shop: ParcelShop = {
      id: '075101',
      name: 'RELAIS',
      address1: '1 rue',
      address2: '',
      postalCode: '75011',
      city: 'PARIS',
      country: 'FR',
      lat: '0',
      long: '0',
      nature: '1',
      letter: 'A',
    };
    const shipped: CartEvent = { type: 'ShipmentShipped', data: { shipmentKey: 'now', carrier: 'mondial_relay', trackingNumber: '12345678', shippedAt: AT, by: 3 } };
    const order = given(created, line, mode('mondial_relay'), { type: 'ParcelShopChosen', data: { shipmentKey: 'now', parcelShop: shop } }, confirmed, paid, shipped);
    expect(order.when({ type: 'ChangeParcelShopAfterPayment', shipmentKey: 'now', parcelShop: { ...shop, id: '075102' } }).refusal).toMatchObject({
      status: 400,
      detail: F.parcelLeft,
    });
  });
});

describe('tracking numbers', () => {
  it.each([
    ['colissimo', '6A12345678901', true],
    ['colissimo', 'CB123456789FR', true],
    ['colissimo', '8R0123456789012', true],
    ['colissimo', '1234567890', false],
    ['colissimo', '6A1234567890-1', false],
    ['mondial_relay', '12345678', true],
    ['mondial_relay', '1234567A', false],
    ['mondial_relay', '123456789', false],
  ] as const)('%s %s → %s', (carrier, number, valid) => {
    expect(TRACKING_NUMBER_RULES[carrier].test(normalizeTrackingNumber(number))).toBe(valid);
  });

  it('links to the carrier’s tracking page', () => {
    expect(trackingUrl('colissimo', '6A12345678901')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect(trackingUrl('mondial_relay', '12345678')).toBe('https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=12345678');
    expect(trackingUrl('colissimo', null)).toBeNull();
  });
});

describe('moving a paid parcel to another day', () => {
  const reschedule = (over: Partial<Extract<CartCommand, { type: 'RescheduleShipment' }>> = {}): CartCommand => ({
    type: 'RescheduleShipment',
    shipmentKey: '2027-03-15',
    shipment: parcel('colissimo', '2027-03-15'),
    expectedExpeditionDate: '2026-11-23',
    at: AT,
    by: 3,
    ...over,
  });

  it('records the new day, earlier or later, with the one it replaces; the same day decides nothing', () => {
    const { events, state } = given(created, line, confirmed, paid).when(reschedule());
    expect(events).toEqual([{ type: 'ShipmentRescheduled', data: { shipmentKey: '2027-03-15', expectedExpeditionDate: '2026-11-23', previousDate: '2027-03-15', at: AT, by: 3 } }]);
    expect(state.parcelDates).toEqual({ '2027-03-15': '2026-11-23' });
    const later = given(created, line, confirmed, paid).when(reschedule({ shipment: parcel('colissimo', '2026-11-23'), expectedExpeditionDate: '2027-06-01' }));
    expect(later.events).toMatchObject([{ data: { expectedExpeditionDate: '2027-06-01', previousDate: '2026-11-23' } }]);
    expect(given(created, line, confirmed, paid).when(reschedule({ expectedExpeditionDate: '2027-03-15' })).events).toEqual([]);
  });

  it('never moves a parcel already gone (409), one of an unpaid order or one the order does not have (404), nor to a day that is not one', () => {
    const shipped: CartEvent = { type: 'ShipmentShipped', data: { shipmentKey: '2027-03-15', carrier: 'colissimo', trackingNumber: null, shippedAt: AT, by: 3 } };
    expect(given(created, line, confirmed, paid, shipped).when(reschedule()).refusal).toMatchObject({ status: 409, detail: F.parcelGone });
    expect(given(created, line, confirmed).when(reschedule()).refusal).toMatchObject({ status: 404 });
    expect(given(created, line, confirmed, paid).when(reschedule({ shipment: null })).refusal).toMatchObject({ status: 404 });
    expect(given(created, line, confirmed, paid).when(reschedule({ expectedExpeditionDate: '15/03/2027' })).refusal).toMatchObject({ status: 400 });
  });
});
