import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';
import { AUTH_MESSAGES as M } from '../domain/messages';
import { loggedInUser } from '../../../../test/support/accounts';

const home = { name: 'Maison', firstname: 'Jeanne', lastname: 'Martin', address: '5 rue des Écoles', postal_code: '35000', city: 'Rennes', country: 'FR', phone: '06 12 34 56 78' };

describe('address book', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('creates, reads, updates and lists the caller’s addresses, country as {code, name}', async () => {
    const user = await loggedInUser(api);
    const created = await api.post('/api/users/addresses/', home, { token: user.access });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...home,
      address_line_2: '',
      address_line_3: '',
      gln: '',
      shadow: false,
      country: { code: 'FR', name: 'France' },
    });
    const id = created.body.id;
    const patched = await api.patch(`/api/users/addresses/${id}/`, { city: 'Saint-Malo', postal_code: '35400' }, { token: user.access });
    expect(patched.body).toMatchObject({ city: 'Saint-Malo', postal_code: '35400', firstname: 'Jeanne' });
    const replaced = await api.put(`/api/users/addresses/${id}/`, { ...home, country: { code: 'BE' }, postal_code: '1000', city: 'Bruxelles' }, { token: user.access });
    expect(replaced.body).toMatchObject({ country: { code: 'BE', name: 'Belgique' }, postal_code: '1000' });
    expect((await api.get(`/api/users/addresses/${id}/`, { headers: { authorization: `Bearer ${user.access}` } })).body.city).toBe('Bruxelles');
    const list = await api.get(`/api/users/addresses/?user=${user.id}&shadow=false`, { headers: { authorization: `Bearer ${user.access}` } });
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null, results: [{ id }] });
  });

  it('validates in French: required fields, French postal code, known country', async () => {
    const user = await loggedInUser(api);
    const empty = await api.post('/api/users/addresses/', {}, { token: user.access });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ firstname: [M.required], lastname: [M.required], address: [M.required], postal_code: [M.required], city: [M.required], country: [M.required] });
    const wrong = await api.post('/api/users/addresses/', { ...home, postal_code: '3500', country: 'ZZ' }, { token: user.access });
    expect(wrong.body).toEqual({ country: [M.invalidChoice('ZZ')] });
    expect((await api.post('/api/users/addresses/', { ...home, postal_code: '3500' }, { token: user.access })).body).toEqual({ postal_code: [M.postalCodeFr] });
    const id = (await api.post('/api/users/addresses/', home, { token: user.access })).body.id;
    // A PATCH is checked as the address it produces.
    expect((await api.patch(`/api/users/addresses/${id}/`, { postal_code: 'B-1000' }, { token: user.access })).body).toEqual({ postal_code: [M.postalCodeFr] });
  });

  it('keeps other users’ addresses out of reach: 404, and never listed whatever user= says', async () => {
    const owner = await loggedInUser(api);
    const intruder = await loggedInUser(api);
    const id = (await api.post('/api/users/addresses/', home, { token: owner.access })).body.id;
    const notFound = { status: 404, body: { detail: 'Pas trouvé.' } };
    expect(await api.get(`/api/users/addresses/${id}/`, { headers: { authorization: `Bearer ${intruder.access}` } })).toMatchObject(notFound);
    expect(await api.patch(`/api/users/addresses/${id}/`, { city: 'Ailleurs' }, { token: intruder.access })).toMatchObject(notFound);
    expect(await api.put(`/api/users/addresses/${id}/`, home, { token: intruder.access })).toMatchObject(notFound);
    expect(await api.delete(`/api/users/addresses/${id}/`, undefined, { token: intruder.access })).toMatchObject(notFound);
    const peek = await api.get(`/api/users/addresses/?user=${owner.id}`, { headers: { authorization: `Bearer ${intruder.access}` } });
    expect(peek.body).toMatchObject({ count: 0, results: [] });
    expect((await api.get('/api/users/addresses/')).status).toBe(401);
  });

  it('describes the form with OPTIONS: country choices in French, France first, then alphabetical', async () => {
    const res = await api.options('/api/users/addresses/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: expect.any(String), renders: ['application/json'], parses: ['application/json'] });
    const country = res.body.actions.POST.country;
    expect(country).toMatchObject({ type: 'choice', required: true, read_only: false, label: 'Pays' });
    expect(country.choices[0]).toEqual({ value: 'FR', display_name: 'France' });
    const names = country.choices.slice(1).map((c: { display_name: string }) => c.display_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(country.choices).toContainEqual({ value: 'DE', display_name: 'Allemagne' });
    expect(country.choices.length).toBeGreaterThan(240);
  });

  it('deletes an unused address, and only hides (shadow) one that something still references', async () => {
    const user = await loggedInUser(api);
    const free = (await api.post('/api/users/addresses/', home, { token: user.access })).body.id;
    const used = (await api.post('/api/users/addresses/', { ...home, name: 'Bureau' }, { token: user.access })).body.id;
    // Stands in for the orders table to come: any foreign key to addresses behaves the same.
    const table = `test_address_refs_${Date.now()}`;
    await sql(`CREATE TABLE ${table} (address_id int NOT NULL REFERENCES addresses(id))`);
    try {
      await sql(`INSERT INTO ${table} VALUES ($1)`, [used]);
      expect((await api.delete(`/api/users/addresses/${free}/`, undefined, { token: user.access })).status).toBe(204);
      expect((await api.delete(`/api/users/addresses/${used}/`, undefined, { token: user.access })).status).toBe(204);
      expect(await sql('SELECT id, shadow FROM addresses WHERE id = ANY($1) ORDER BY id', [[free, used]])).toEqual([{ id: used, shadow: true }]);
      const visible = await api.get('/api/users/addresses/?shadow=false', { headers: { authorization: `Bearer ${user.access}` } });
      expect(visible.body.count).toBe(0);
    } finally {
      await sql(`DROP TABLE ${table}`);
    }
  });
});
