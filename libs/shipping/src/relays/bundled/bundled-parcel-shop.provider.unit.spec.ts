import { openSlots } from '../opening-hours';
import { BundledParcelShopProvider } from './bundled-parcel-shop.provider';
import { BUNDLED_PARCEL_SHOPS } from './bundled-parcel-shops';
import { departmentOf, isBundledTown, locatePostalCode } from './postal-code-locations';

const provider = new BundledParcelShopProvider();
const search = (postalCode: string, extra: { weightGrams?: number; limit?: number; country?: string } = {}) =>
  provider.search({ country: 'FR', postalCode, weightGrams: 1200, limit: 10, ...extra });

describe('bundled parcel shops', () => {
  it('are about forty believable points over ten départements, each placed and open some day', () => {
    expect(BUNDLED_PARCEL_SHOPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BUNDLED_PARCEL_SHOPS.map((s) => s.ID)).size).toBe(BUNDLED_PARCEL_SHOPS.length);
    expect(new Set(BUNDLED_PARCEL_SHOPS.map((s) => departmentOf(s.CP)))).toEqual(
      new Set(['75', '69', '13', '33', '44', '59', '67', '31', '35', '06']),
    );
    for (const shop of BUNDLED_PARCEL_SHOPS) {
      expect(shop.ID).toMatch(/^\d{6}$/);
      expect(isBundledTown(shop.CP)).toBe(true);
      expect(shop.hours).toHaveLength(7);
      expect(shop.hours.some((day) => openSlots(day).length > 0)).toBe(true);
    }
    expect(BUNDLED_PARCEL_SHOPS.filter((s) => s.Nature === 'C').every((s) => s.Nom.startsWith('LOCKER'))).toBe(true);
  });

  it('gives Paris 11e its own arrondissement first, then the rest of Paris, lettered A, B, C…', async () => {
    // Given a shopper in Paris 11e, when searching for ten points
    const shops = await search('75011');
    // Then the 11e comes first, the other Paris points next, lettered by position
    expect(shops).toHaveLength(10);
    expect(shops.slice(0, 4).every((s) => s.CP === '75011')).toBe(true);
    expect(shops.filter((s) => s.CP.startsWith('75'))).toHaveLength(9);
    expect(shops.slice(0, 9).every((s) => s.CP.startsWith('75'))).toBe(true);
    expect(shops.map((s) => s.Letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    expect(shops[0]).toMatchObject({ Pays: 'FR', Ville: 'PARIS', photo: null });
    expect(shops[0].hours_html_table).toContain('<th scope="row">Lundi</th>');
  });

  it('serves its département first even when another one is nearer', async () => {
    // Given Strasbourg-Neudorf, the three Bas-Rhin points come before any other
    const shops = await search('67100', { limit: 4 });
    expect(shops.slice(0, 3).map((s) => departmentOf(s.CP))).toEqual(['67', '67', '67']);
    expect(shops[0].ID).toBe('067103'); // Neudorf, in 67100 itself
  });

  it('places any other French postal code at its prefecture, nearest points first', async () => {
    expect(locatePostalCode('38000')).toEqual({ lat: 45.19, long: 5.72 });
    const shops = await search('38000', { limit: 3 });
    expect(shops.map((s) => departmentOf(s.CP))).toEqual(['69', '69', '69']);
  });

  it('leaves out lockers for a heavy parcel, and finds nothing abroad or overseas', async () => {
    const heavy = await search('75011', { weightGrams: 25_000 });
    expect(heavy.some((s) => s.Nature === 'C')).toBe(false);
    expect((await search('75011')).some((s) => s.Nature === 'C')).toBe(true);
    expect(await search('1000', { country: 'BE' })).toEqual([]);
    expect(await search('97100')).toEqual([]);
  });

  it('finds one point by its number, in its country only', async () => {
    expect(await provider.findById('FR', '075103')).toMatchObject({ ID: '075103', Nature: 'C', Letter: 'A', Nom: 'LOCKER VOLTAIRE' });
    expect(await provider.findById('BE', '075103')).toBeNull();
    expect(await provider.findById('FR', '999999')).toBeNull();
  });
});
