import { startTestApi, TestApi } from '../../../../test/support/test-app';

describe('parcel-shop search API', () => {
  let api: TestApi;
  // No credentials, whatever the environment says: the bundled points, and nothing leaves the machine.
  beforeAll(async () => (api = await startTestApi({ mondialRelayEnseigne: '', mondialRelayPrivateKey: '' })));
  afterAll(() => api.close());

  it('finds the Paris points first around Paris 11e, lettered A, B, C…, in a DRF page', async () => {
    // Given a shopper in Paris 11e with a 1.2 kg parcel, when searching for ten points
    const res = await api.get('/api/relays/?country=FR&postal_code=75011&weight=1200&limit=10');
    // Then the page holds ten points, Paris first, the 11e before the other arrondissements
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 10, next: null, previous: null });
    const shops = res.body.results;
    expect(shops.map((s: any) => s.Letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    expect(shops.slice(0, 9).every((s: any) => s.CP.startsWith('75') && s.Ville === 'PARIS')).toBe(true);
    expect(shops[0].CP).toBe('75011');
    expect(Object.keys(shops[0]).sort()).toEqual(
      ['Adresse1', 'Adresse2', 'CP', 'ID', 'Lat', 'Letter', 'Long', 'Nature', 'Nom', 'Pays', 'Ville', 'available', 'hours_html_table', 'photo', 'warning'].sort(),
    );
    expect(shops.some((s: any) => s.Nature === 'C')).toBe(true);
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
    expect(await api.get('/api/relays/?postal_code=75011&weight=2147483648')).toMatchObject({ status: 400, body: { weight: ['Assurez-vous que cette valeur est inférieure ou égale à 30000.'] } });
    expect(await api.get('/api/relays/?country=constructor&postal_code=75011')).toMatchObject({ status: 400, body: { country: ["« CONSTRUCTOR » n'est pas un choix valide."] } });
    expect(await api.get('/api/relays/?postal_code=75011&city=a%00b')).toMatchObject({ status: 400, body: { city: ['Les caractères null ne sont pas autorisés.'] } });
    // a limit past the carrier's 30 is lowered, as DRF lowers to max_limit
    expect((await api.get('/api/relays/?postal_code=75011&limit=500')).body.count).toBe(30);
  });
});
