import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { shipmentChanges, ShipmentPatchDto } from './shipment.dto';

const changesOf = async (body: unknown) => shipmentChanges(await readInput(ShipmentPatchDto, body));

/** The SPA's relay widget copy of a point (web/src/lib/relays.ts). */
const widgetCopy = {
  shop_id: '075101',
  pays: 'fr',
  nom: 'Ailleurs',
  adresse1: '1 rue fausse',
  adresse2: '',
  postal_code: '00000',
  ville: 'PARIS',
  lat: '48.8566100',
  long: '2,3522',
  nature: '1',
  letter: 'A',
};

describe('PATCH shipments body', () => {
  it('keeps the mode, and of the relay point only its number and country', async () => {
    expect(await changesOf({ mode: 'mondial_relay', parcel_shop: widgetCopy })).toEqual({ mode: 'mondial_relay', parcelShop: { shopId: '075101', country: 'FR' } });
    expect(await changesOf({ mode: ' pickup ', parcel_shop: null })).toEqual({ mode: 'pickup' });
    // a point without country is in France; a carrier without coordinates sends ''
    expect(await changesOf({ parcel_shop: { shop_id: '075101', lat: '', long: null } })).toEqual({ parcelShop: { shopId: '075101', country: 'FR' } });
  });

  it('refuses a point number sent as a JSON number: 075101 would lose its zero', async () => {
    expect(await inputErrors(ShipmentPatchDto, { mode: 'mondial_relay', parcel_shop: { shop_id: 75101 } })).toEqual({
      parcel_shop: { shop_id: ["Ce champ n'est pas une chaîne de caractères valide."] },
    });
  });

  it('asks for a mode when nothing would change', async () => {
    await expect(changesOf({})).rejects.toHaveProperty('errors', { mode: ['Ce champ est obligatoire.'] });
    await expect(changesOf({ mode: null, parcel_shop: null })).rejects.toHaveProperty('errors', { mode: ['Ce champ est obligatoire.'] });
  });

  it('refuses a relay point without a number, with a country that is no ISO code, or not an object', async () => {
    expect(await inputErrors(ShipmentPatchDto, { mode: 'mondial_relay', parcel_shop: { nom: 'Sans numéro' } })).toEqual({
      parcel_shop: { shop_id: ['Ce champ est obligatoire.'] },
    });
    expect(await inputErrors(ShipmentPatchDto, { mode: 'mondial_relay', parcel_shop: { shop_id: '07 51 01' } })).toEqual({
      parcel_shop: { shop_id: ["Ce point relais n'existe pas ou ne peut plus être choisi."] },
    });
    expect(await inputErrors(ShipmentPatchDto, { mode: 'mondial_relay', parcel_shop: { shop_id: '075101', pays: 'France' } })).toEqual({
      parcel_shop: { pays: ['Assurez-vous que ce champ comporte au plus 2 caractères.'] },
    });
    expect(await inputErrors(ShipmentPatchDto, { mode: 'mondial_relay', parcel_shop: { shop_id: '075101', pays: 'F1' } })).toEqual({
      parcel_shop: { pays: ["Ce point relais n'existe pas ou ne peut plus être choisi."] },
    });
    expect(await inputErrors(ShipmentPatchDto, { mode: 'mondial_relay', parcel_shop: '075101' })).toEqual({
      parcel_shop: ['Données invalides. Un dictionnaire était attendu, mais « str » a été reçu.'],
    });
  });

  it('bounds every field of the copy: coordinates on the globe, texts to an address line', async () => {
    const shop = (over: Record<string, unknown>) => ({ mode: 'mondial_relay', parcel_shop: { ...widgetCopy, ...over } });
    expect(await inputErrors(ShipmentPatchDto, shop({ lat: '90.5' }))).toEqual({ parcel_shop: { lat: ['Assurez-vous que cette valeur est inférieure ou égale à 90.'] } });
    expect(await inputErrors(ShipmentPatchDto, shop({ long: -180.01 }))).toEqual({ parcel_shop: { long: ['Assurez-vous que cette valeur est supérieure ou égale à -180.'] } });
    expect(await inputErrors(ShipmentPatchDto, shop({ lat: 'nord' }))).toEqual({ parcel_shop: { lat: ['Un nombre valide est requis.'] } });
    expect(await inputErrors(ShipmentPatchDto, shop({ nom: 'x'.repeat(101) }))).toEqual({ parcel_shop: { nom: ['Assurez-vous que ce champ comporte au plus 100 caractères.'] } });
    expect(await inputErrors(ShipmentPatchDto, shop({ shop_id: '1'.repeat(21) }))).toEqual({
      parcel_shop: { shop_id: ['Assurez-vous que ce champ comporte au plus 20 caractères.'] },
    });
    expect(await inputErrors(ShipmentPatchDto, { mode: 'm'.repeat(33) })).toEqual({ mode: ['Assurez-vous que ce champ comporte au plus 32 caractères.'] });
    expect(await inputErrors(ShipmentPatchDto, { mode: ['pickup'] })).toEqual({ mode: ['Une chaîne de caractères valide est requise.'] });
  });
});
