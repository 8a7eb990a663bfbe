import { DrfValidationError } from '@shop/common';
import { parseShipmentPatch } from './shipment-body';

describe('PATCH shipments body', () => {
  it('keeps the mode, and of the relay point only its number and country', () => {
    // given the SPA's relay widget copy of a point
    const body = { mode: 'mondial_relay', parcel_shop: { shop_id: '075101', pays: 'fr', nom: 'Ailleurs', adresse1: '1 rue fausse', postal_code: '00000' } };
    // then only what the carrier is asked for is kept
    expect(parseShipmentPatch(body)).toEqual({ mode: 'mondial_relay', parcelShop: { shopId: '075101', country: 'FR' } });
    expect(parseShipmentPatch({ mode: 'pickup', parcel_shop: null })).toEqual({ mode: 'pickup' });
  });

  it('refuses an empty body, a bad mode and a relay point without a number', () => {
    for (const body of [{}, { mode: 3 }, { mode: 'mondial_relay', parcel_shop: { nom: 'Sans numéro' } }, { mode: 'mondial_relay', parcel_shop: { shop_id: '075101', pays: 'France' } }]) {
      expect(() => parseShipmentPatch(body)).toThrow(DrfValidationError);
    }
  });
});
