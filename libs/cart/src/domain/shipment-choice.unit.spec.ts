import type { CartEvent } from './cart.events';
import type { ParcelShop, ProductSnapshot } from './cart.types';
import type { ChooseShipmentCommand } from './shipment-choice';
import { given } from './testing/decider.fixtures';
import { bookSnapshot } from './testing/decider.fixtures';

const shop = (id: string): ParcelShop => ({
  id,
  name: `RELAIS ${id}`,
  address1: '1 rue du Relais',
  address2: '',
  postalCode: '75011',
  city: 'PARIS',
  country: 'FR',
  lat: '48.85',
  long: '2.37',
  nature: '1',
  letter: 'A',
});
const book: ProductSnapshot = bookSnapshot();
const created: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: 7 } };
const anonymous: CartEvent = { type: 'CartCreated', data: { cartId: 'c1', labelId: 1, ownerId: null } };
const line: CartEvent = { type: 'LineAdded', data: { line: { lineId: 'l1', product: book, variantId: null, quantity: 1, dedications: [], contributionId: null } } };
const relayMode: CartEvent = { type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: 'mondial_relay' } };
const firstShop: CartEvent = { type: 'ParcelShopChosen', data: { shipmentKey: 'now', parcelShop: shop('075101') } };
const confirmed: CartEvent = { type: 'CartConfirmed', data: { totalCents: 2450 } };
const paid: CartEvent = { type: 'CartPaid', data: { means: 'voucher', amountCents: 0, paidAt: '2026-11-21T10:00:00Z' } };

const choose = (over: Partial<ChooseShipmentCommand> = {}): ChooseShipmentCommand => ({
  type: 'ChooseShipment',
  shipmentKey: 'now',
  callerId: 7,
  terms: { booksellerDiscountBp: null },
  at: '2026-11-21T10:00:00Z',
  ...over,
});
const open = (point: ParcelShop) => ({ parcelShop: point, available: true });

describe('choosing a parcel’s mode and relay point (PATCH shipments/{id})', () => {
  it('records the mode, then the relay point the carrier gave', () => {
    expect(given(created, line).when(choose({ mode: 'mondial_relay', relayPoint: open(shop('075101')) })).events).toEqual([
      { type: 'ShipmentModeChosen', data: { shipmentKey: 'now', mode: 'mondial_relay' } },
      { type: 'ParcelShopChosen', data: { shipmentKey: 'now', parcelShop: shop('075101') } },
    ]);
  });

  it('keeps the mode already chosen when only the relay point changes, and records nothing for the same mode', () => {
    expect(given(created, line, relayMode).when(choose({ relayPoint: open(shop('075102')) })).events).toEqual([
      { type: 'ParcelShopChosen', data: { shipmentKey: 'now', parcelShop: shop('075102') } },
    ]);
    expect(given(created, line, relayMode).when(choose({ mode: 'mondial_relay' })).events).toEqual([]);
  });

  it('refuses a relay point the carrier does not know, or no longer offers, before anything else', () => {
    const unknown = { parcel_shop: ["Ce point relais n'existe pas ou ne peut plus être choisi."] };
    expect(given(created, line).when(choose({ mode: 'mondial_relay', relayPoint: null })).refusal?.errors).toEqual(unknown);
    expect(given(created, line).when(choose({ mode: 'mondial_relay', relayPoint: { parcelShop: shop('075101'), available: false } })).refusal?.errors).toEqual(unknown);
    // even on a cart the caller could not choose for
    expect(given(created, line).when(choose({ callerId: 8, relayPoint: null })).refusal?.errors).toEqual(unknown);
  });

  it('answers not found on someone else’s cart, an anonymous cart, a missing cart or parcel', () => {
    const notFound = { detail: 'Pas trouvé.', status: 404 };
    expect(given(created, line).when(choose({ callerId: 8, mode: 'pickup' })).refusal).toMatchObject(notFound);
    expect(given(anonymous, line).when(choose({ callerId: null, mode: 'pickup' })).refusal).toMatchObject(notFound);
    expect(given(anonymous, line).when(choose({ callerId: 7, mode: 'pickup' })).refusal).toMatchObject(notFound);
    expect(given().when(choose({ mode: 'pickup' })).refusal).toMatchObject(notFound);
    expect(given(created, line).when(choose({ shipmentKey: '2027-03-01', mode: 'pickup' })).refusal).toMatchObject(notFound);
  });

  it('refuses a mode not offered, and a relay point with a mode that takes none', () => {
    expect(given(created, line).when(choose({ mode: 'drone' })).refusal?.errors).toEqual({ mode: ['"drone" n\'est pas un choix valide.'] });
    expect(given(created, line).when(choose({ mode: 'colissimo', relayPoint: open(shop('075101')) })).refusal?.errors).toEqual({
      parcel_shop: ['Un point relais ne se choisit qu’avec la livraison en point relais.'],
    });
  });

  it('refuses any change on a confirmed cart waiting for its payment', () => {
    expect(given(created, line, confirmed).when(choose({ mode: 'pickup' })).refusal?.detail).toBe(
      'Votre panier est en cours de paiement : annulez la validation pour le modifier.',
    );
  });

  describe('on a paid order', () => {
    const paidOrder = given(created, line, relayMode, firstShop, confirmed, paid);

    it('changes the relay point only, the mode as paid', () => {
      expect(paidOrder.when(choose({ mode: 'mondial_relay', relayPoint: open(shop('075102')) })).events).toEqual([
        { type: 'ParcelShopChangedAfterPayment', data: { shipmentKey: 'now', parcelShop: shop('075102'), previousParcelShop: shop('075101') } },
      ]);
      expect(paidOrder.when(choose({})).events).toEqual([]);
    });

    it('refuses another mode', () => {
      expect(paidOrder.when(choose({ mode: 'colissimo' })).refusal?.detail).toBe(
        'La commande est payée : le mode de livraison ne peut plus être changé, seulement le point relais.',
      );
    });

    it('finds its parcels as of the payment day, whatever the day of the change', () => {
      expect(paidOrder.when(choose({ at: '2027-05-01T10:00:00Z', relayPoint: open(shop('075102')) })).events).toHaveLength(1);
    });
  });
});
