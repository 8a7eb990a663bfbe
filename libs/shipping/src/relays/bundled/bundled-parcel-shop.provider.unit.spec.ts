import { distanceMeters, RELAY_SEARCH_RADIUS_M } from '../distance';
import { openSlots } from '../opening-hours';
import { UNKNOWN_POSTAL_CODE, UnknownPostalCode } from '../unknown-postal-code.error';
import { BundledParcelShopProvider } from './bundled-parcel-shop.provider';
import { BUNDLED_PARCEL_SHOPS } from './bundled-parcel-shops';
import { departmentOf, hasTownPosition, locatePostalCode, prefectureOf, townPostalCodes } from './postal-code-locations';

const provider = new BundledParcelShopProvider();
const search = (postalCode: string, extra: { weightGrams?: number; limit?: number; country?: string } = {}) =>
  provider.search({ country: 'FR', postalCode, weightGrams: 1200, limit: 10, ...extra });

describe('bundled parcel shops', () => {
  it('are about forty believable points over ten départements, each placed and open some day', () => {
    expect(BUNDLED_PARCEL_SHOPS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BUNDLED_PARCEL_SHOPS.map((s) => s.ID)).size).toBe(BUNDLED_PARCEL_SHOPS.length);
    expect(new Set(BUNDLED_PARCEL_SHOPS.map((s) => departmentOf(s.CP)))).toEqual(new Set(['75', '69', '13', '33', '44', '59', '67', '31', '35', '06']));
    for (const shop of BUNDLED_PARCEL_SHOPS) {
      expect(shop.ID).toMatch(/^\d{6}$/);
      expect(hasTownPosition(shop.CP)).toBe(true);
      expect(shop.hours).toHaveLength(7);
      expect(shop.hours.some((day) => openSlots(day).length > 0)).toBe(true);
    }
    expect(BUNDLED_PARCEL_SHOPS.filter((s) => s.Nature === 'C').every((s) => s.Nom.startsWith('LOCKER'))).toBe(true);
  });

  it('gives Paris 11e the Paris points only, nearest first, each with its distance, lettered A, B, C…', async () => {
    // Given a shopper in Paris 11e, when searching for ten points
    const shops = await search('75011');
    // Then only the nine Paris points are within 20 km: the 11e's own four first, distances rising
    expect(shops).toHaveLength(9);
    expect(shops.every((s) => s.CP.startsWith('75'))).toBe(true);
    expect(shops.slice(0, 4).every((s) => s.CP === '75011')).toBe(true);
    const distances = shops.map((s) => s.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a! - b!));
    expect(distances.every((d) => Number.isInteger(d) && d! < 5000)).toBe(true);
    expect(shops.map((s) => s.Letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(shops[0]).toMatchObject({ Pays: 'FR', Ville: 'PARIS', photo: null });
    expect(shops[0].hours_html_table).toContain('<th scope="row">Lundi</th>');
  });

  it('gives Lyon 4e (Croix-Rousse, no point of its own) the Lyon points only, never Marseille or Nice', async () => {
    const shops = await search('69004');
    expect(shops.map((s) => s.Ville)).toEqual(['LYON', 'LYON', 'LYON', 'VILLEURBANNE']);
    expect(shops[0]).toMatchObject({ ID: '069101', Letter: 'A' }); // the Terreaux, down the hill
    // The distance answered is the one from 69004's town hall, rounded to the metre
    const croixRousse = locatePostalCode('69004')!;
    for (const shop of shops) {
      expect(shop.distance_m).toBe(Math.round(distanceMeters(croixRousse, { lat: Number(shop.Lat), long: Number(shop.Long) })));
    }
    expect(shops[0].distance_m).toBeGreaterThan(1000);
    expect(shops[3].distance_m).toBeLessThan(6000);
  });

  it('leaves out every point past 20 km, even the nearest of another city', async () => {
    // Marseille 1er: Marseille's points, Aix-en-Provence's (26 km) left out
    const marseille = await search('13001');
    expect(marseille.map((s) => s.Ville)).toEqual(['MARSEILLE', 'MARSEILLE', 'MARSEILLE']);
    const aix = BUNDLED_PARCEL_SHOPS.find((s) => s.ID === '013104')!;
    expect(distanceMeters(locatePostalCode('13001')!, { lat: Number(aix.Lat), long: Number(aix.Long) })).toBeGreaterThan(RELAY_SEARCH_RADIUS_M);
    // Strasbourg-Neudorf: its own point first, then the two of the centre, nothing else
    const neudorf = await search('67100', { limit: 4 });
    expect(neudorf.map((s) => s.ID)).toHaveLength(3);
    expect(neudorf[0].ID).toBe('067103');
    expect(neudorf.every((s) => s.Ville === 'STRASBOURG')).toBe(true);
  });

  it('places any other French postal code at its prefecture, and finds nothing when no point is near it', async () => {
    // A Paris code missing from the town table: the prefecture of the 75, still in Paris
    expect(locatePostalCode('75999')).toEqual({ lat: 48.86, long: 2.35 });
    expect((await search('75999', { limit: 3 })).every((s) => s.CP.startsWith('75'))).toBe(true);
    // Grenoble and rural Lozère: no bundled point within 20 km
    expect(locatePostalCode('38000')).toEqual({ lat: 45.188, long: 5.724 });
    expect(await search('38000')).toEqual([]);
    expect(await search('48000')).toEqual([]);
  });

  it('places every town of its table within its own département (no position typed in the wrong place)', () => {
    // Paris, Lyon and Marseille's arrondissements, the bundled points' towns and about thirty large cities
    const codes = townPostalCodes();
    expect(codes.length).toBeGreaterThanOrEqual(80);
    for (const code of ['75001', '75020', '69001', '69009', '13001', '13016', '34000', '38000', '21000', '76600']) expect(codes).toContain(code);
    for (const code of codes) {
      const km = distanceMeters(locatePostalCode(code)!, prefectureOf(code)!) / 1000;
      expect({ code, withinItsDepartement: km < 80 }).toEqual({ code, withinItsDepartement: true });
    }
  });

  it('refuses a postal code of no département with a clear French field error', async () => {
    for (const code of ['00100', '96000', '99999']) {
      await expect(search(code)).rejects.toBeInstanceOf(UnknownPostalCode);
    }
    await expect(search('99999')).rejects.toMatchObject({ response: { postal_code: [UNKNOWN_POSTAL_CODE] }, status: 400 });
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
