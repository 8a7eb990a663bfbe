import { describe, expect, it } from '@jest/globals';
import type { Cart, Shipment } from '@/types/api';
import { autoSelectedAddress, isBillingComplete, isDeliveryComplete, opensAddressDialog, sameAsShippingChange, shippingChoice } from './delivery-step';

const shipment = (over: Partial<Shipment> = {}): Shipment => ({
  id: 'c.now',
  mode: 'colissimo',
  options: [],
  parcel_shop: null,
  expedition_date: null,
  expected_expedition_date: '2030-01-02',
  expected_delivery_date: '2030-01-04',
  tracking_number: null,
  cart_lines: ['l1'],
  ...over,
});
const relayShop = {
  ID: '075011',
  Nom: 'Tabac de la Roquette',
  Adresse1: '1 rue de la Roquette',
  Adresse2: '',
  CP: '75011',
  Ville: 'Paris',
  Pays: 'FR',
  Lat: '48.85',
  Long: '2.37',
  Nature: '1',
  Letter: 'A',
};

type Step = Pick<Cart, 'shipping_address' | 'billing_address' | 'bundle' | 'expected_shipment_dates' | 'shipments'>;
const step = (over: Partial<Step> = {}): Step => ({
  shipping_address: 1,
  billing_address: 1,
  bundle: null,
  expected_shipment_dates: ['2030-01-02'],
  shipments: [shipment()],
  ...over,
});

describe('the delivery step is complete (spec §4)', () => {
  it('with both addresses, a single shipment date and a home delivery', () => {
    expect(isDeliveryComplete(step())).toBe(true);
  });

  it('not without a shipping address, nor without a billing address', () => {
    expect(isDeliveryComplete(step({ shipping_address: null }))).toBe(false);
    expect(isDeliveryComplete(step({ billing_address: null }))).toBe(false);
  });

  it('takes addresses expanded as objects as well as ids', () => {
    const address = { id: 4 } as Cart['shipping_address'];
    expect(isDeliveryComplete(step({ shipping_address: address, billing_address: address }))).toBe(true);
  });

  it('with several shipment dates only once the bundle question is answered, either way', () => {
    const dates = ['2030-01-02', '2030-03-15'];
    expect(isDeliveryComplete(step({ expected_shipment_dates: dates, bundle: null }))).toBe(false);
    expect(isDeliveryComplete(step({ expected_shipment_dates: dates, bundle: true }))).toBe(true);
    expect(isDeliveryComplete(step({ expected_shipment_dates: dates, bundle: false }))).toBe(true);
  });

  it('with a single shipment date whatever the bundle', () => {
    expect(isDeliveryComplete(step({ bundle: null }))).toBe(true);
    expect(isDeliveryComplete(step({ bundle: false }))).toBe(true);
  });

  it('only when every Mondial Relay shipment has its parcel shop', () => {
    expect(isDeliveryComplete(step({ shipments: [shipment({ mode: 'mondial_relay' })] }))).toBe(false);
    expect(isDeliveryComplete(step({ shipments: [shipment({ mode: 'mondial_relay', parcel_shop: relayShop })] }))).toBe(true);
    expect(isDeliveryComplete(step({ shipments: [shipment({ mode: 'mondial_relay', parcel_shop: relayShop }), shipment({ id: 'c.2030-03-15', mode: 'mondial_relay' })] }))).toBe(
      false,
    );
    expect(isDeliveryComplete(step({ shipments: [shipment({ mode: 'pickup' }), shipment({ mode: 'colissimo' })] }))).toBe(true);
  });

  it('without delivery, once the billing address is set', () => {
    expect(isBillingComplete({ billing_address: null })).toBe(false);
    expect(isBillingComplete({ billing_address: 3 })).toBe(true);
  });
});

describe('choosing addresses (spec §4)', () => {
  it('sets billing too while it is empty, shipping alone otherwise', () => {
    expect(shippingChoice({ billing_address: null }, 5)).toEqual({ shipping_address: 5, billing_address: 5 });
    expect(shippingChoice({ billing_address: 2 }, 5)).toEqual({ shipping_address: 5 });
  });

  it("'same as shipping' ticked copies the shipping address, unticked clears billing", () => {
    expect(sameAsShippingChange({ shipping_address: 7 }, true)).toEqual({ billing_address: 7 });
    expect(sameAsShippingChange({ shipping_address: 7 }, false)).toEqual({ billing_address: null });
  });

  it('chooses the one saved address when the cart has none', () => {
    expect(autoSelectedAddress(null, [{ id: 9 }])).toBe(9);
    expect(autoSelectedAddress(3, [{ id: 9 }])).toBeNull();
    expect(autoSelectedAddress(null, [{ id: 9 }, { id: 10 }])).toBeNull();
    expect(autoSelectedAddress(null, [])).toBeNull();
    expect(autoSelectedAddress(null, undefined)).toBeNull();
  });

  it('opens the new-address dialog only with no address in the cart and none saved (once known)', () => {
    expect(opensAddressDialog(null, [])).toBe(true);
    expect(opensAddressDialog(null, undefined)).toBe(false);
    expect(opensAddressDialog(null, [{ id: 1 }])).toBe(false);
    expect(opensAddressDialog(4, [])).toBe(false);
  });
});
