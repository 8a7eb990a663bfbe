import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { startTestApi, TestApi } from '../../../../test/support/test-app';
import { UNKNOWN_POSTAL_CODE } from '../relays/unknown-postal-code.error';

const RECORDED_WSI4 = readFileSync(join(__dirname, '../relays/mondial-relay/fixtures/wsi4-recherche-75011.xml'), 'utf8');

describe('parcel-shop search API', () => {
  let api: TestApi;
  // No credentials, whatever the environment says: the bundled points, and nothing leaves the machine.
  beforeAll(async () => (api = await startTestApi({ mondialRelayEnseigne: '', mondialRelayPrivateKey: '' })));
  afterAll(() => api.close());

  it('finds the Paris points only around Paris 11e, nearest first, with their distance, lettered A, B, C…, in a DRF page', async () => {
    // Given a shopper in Paris 11e with a 1.2 kg parcel, when searching for ten points
    const res = await api.get('/api/relays/?country=FR&postal_code=75011&weight=1200&limit=10');
    // Then the page holds the nine Paris points (nothing else is within 20 km), the 11e first
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 9, next: null, previous: null });
    const shops = res.body.results;
    expect(shops.map((s: any) => s.Letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(shops.every((s: any) => s.CP.startsWith('75') && s.Ville === 'PARIS')).toBe(true);
    expect(shops[0].CP).toBe('75011');
    expect(Object.keys(shops[0]).sort()).toEqual(
      ['Adresse1', 'Adresse2', 'CP', 'ID', 'Lat', 'Letter', 'Long', 'Nature', 'Nom', 'Pays', 'Ville', 'available', 'distance_m', 'hours_html_table', 'photo', 'warning'].sort(),
    );
    const distances = shops.map((s: any) => s.distance_m);
    expect(distances.every((d: unknown) => Number.isInteger(d))).toBe(true);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(shops.some((s: any) => s.Nature === 'C')).toBe(true);
  });

  it('finds only points near Lyon for Lyon 4e, sorted by distance, never Marseille or Nice', async () => {
    const res = await api.get('/api/relays/?country=FR&postal_code=69004&limit=10');
    expect(res.status).toBe(200);
    const shops = res.body.results;
    expect(res.body.count).toBe(4);
    expect(shops.map((s: any) => s.Ville)).toEqual(['LYON', 'LYON', 'LYON', 'VILLEURBANNE']);
    expect(shops.map((s: any) => s.Letter)).toEqual(['A', 'B', 'C', 'D']);
    const distances = shops.map((s: any) => s.distance_m);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(distances[0]).toBeGreaterThan(500);
    expect(distances[3]).toBeLessThan(20_000);
  });

  it('answers a place with no point within 20 km with an empty page, and a postal code of no place with a French 400', async () => {
    expect(await api.get('/api/relays/?country=FR&postal_code=38000')).toMatchObject({ status: 200, body: { count: 0, results: [] } });
    expect(await api.get('/api/relays/?country=FR&postal_code=99999')).toMatchObject({ status: 400, body: { postal_code: [UNKNOWN_POSTAL_CODE] } });
    expect(UNKNOWN_POSTAL_CODE).toBe('Ce code postal ne correspond à aucune commune connue : vérifiez-le.');
  });

  it('serves the map’s tile server and its credit', async () => {
    const res = await api.get('/api/relays/map-tiles/');
    expect(res).toMatchObject({ status: 200, body: { tile_url: '/test-map-tiles/{z}/{x}/{y}.png', attribution: expect.stringContaining('OpenStreetMap') } });
    // The test API answers those tiles itself: a PNG, nothing fetched from a real tile server
    const tile = await fetch(`${api.baseUrl}/test-map-tiles/13/4202/2922.png`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await tile.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('gives one point by country and number, trailing slash or not', async () => {
    const res = await api.get('/api/relays/FR/075103/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ID: '075103', Nom: 'LOCKER VOLTAIRE', Nature: 'C', CP: '75011', Pays: 'FR' });
    expect((await api.get('/api/relays/fr/075103')).body).toEqual(res.body);
  });

  it('answers an unknown point with 404 and a French detail', async () => {
    expect(await api.get('/api/relays/FR/999999/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    expect(await api.get('/api/relays/FR/abc/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    expect(await api.get('/api/relays/__proto__/075103/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    expect(await api.get('/api/relays/US/075103/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
  });

  it('refuses a missing or malformed postal code with French DRF field errors', async () => {
    expect(await api.get('/api/relays/?country=FR')).toMatchObject({
      status: 400,
      body: { postal_code: ['Le code postal est requis.'] },
    });
    expect(await api.get('/api/relays/?country=FR&postal_code=750')).toMatchObject({
      status: 400,
      body: { postal_code: ['Le code postal doit comporter 5 chiffres.'] },
    });
  });

  it('answers out-of-range numbers and inherited names with a French 400, never a 500', async () => {
    expect(await api.get('/api/relays/?postal_code=75011&limit=99999999999999999999')).toMatchObject({ status: 400, body: { limit: ['Un nombre entier valide est requis.'] } });
    expect(await api.get('/api/relays/?postal_code=75011&weight=2147483648')).toMatchObject({
      status: 400,
      body: { weight: ['Assurez-vous que cette valeur est inférieure ou égale à 30000.'] },
    });
    expect(await api.get('/api/relays/?country=constructor&postal_code=75011')).toMatchObject({ status: 400, body: { country: ["« CONSTRUCTOR » n'est pas un choix valide."] } });
    expect(await api.get('/api/relays/?postal_code=75011&city=a%00b')).toMatchObject({ status: 400, body: { city: ['Les caractères null ne sont pas autorisés.'] } });
  });

  it('lowers a limit past the carrier’s 30 before asking the carrier, as DRF lowers to max_limit', async () => {
    const bodies: string[] = [];
    const carrier = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(RECORDED_WSI4);
      });
    });
    await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
    const port = (carrier.address() as { port: number }).port;
    const real = await startTestApi({ mondialRelayEnseigne: 'BDTEST13', mondialRelayPrivateKey: 'PrivateK', mondialRelayUrl: `http://127.0.0.1:${port}/` });
    try {
      const res = await real.get('/api/relays/?postal_code=75011&limit=500');
      expect(res.status).toBe(200);
      expect(bodies[0]).toContain('<NombreResultats>30</NombreResultats>');
      // The carrier's own distances come through, in metres
      expect(res.body.results.map((s: any) => s.distance_m)).toEqual([150, 420, 610]);
    } finally {
      await real.close();
      await new Promise((resolve) => carrier.close(resolve));
    }
  });
});
