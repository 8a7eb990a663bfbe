import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { loggedInUser } from '../../../test/support/accounts';
import { sql } from '../../../test/support/db';
import { startTestApi, type TestApi } from '../../../test/support/test-app';
import { cartClient, createBook, createCampaign } from '../../../test/support/cart-fixtures';

/**
 * The attacks that once answered 500 or stopped the API, kept as regression tests: each answers a
 * French 400 (or the anti-forgery 403) in DRF's shape, and the API stays up.
 */
describe('the input contract', () => {
  let api: TestApi;
  let carts: ReturnType<typeof cartClient>;
  let cartId: string;

  beforeAll(async () => {
    api = await startTestApi();
    carts = cartClient(api);
    cartId = (await carts.create()).body.id;
  });
  afterAll(() => api.close());

  afterEach(async () => {
    // Whatever the attack, the API still answers.
    expect((await api.get('/api/health/live')).status).toBe(200);
  });

  describe('quantities and numbers past what a shop stores', () => {
    it('a reward quantity of 2^31, or the string "999999999", is refused before anything is sized by it', async () => {
      const campaign = await createCampaign();
      for (const quantity of [2147483648, '999999999', 50_000_000]) {
        const res = await carts.contribute(cartId, { crowdfunding: campaign.id, contribution: 10, compensations: [{ compensation: campaign.book, quantity }] });
        expect(res).toMatchObject({ status: 400, body: { compensations: [{ quantity: ['La quantité maximum est 9999 exemplaires par ligne.'] }] } });
      }
    });

    it('a book line holds at most 999 copies for a reader and 9,999 for a bookseller', async () => {
      const book = await createBook();
      expect(await carts.add(cartId, book, undefined, { quantity: 1_000_000 })).toMatchObject({
        status: 400,
        body: { quantity: ['La quantité maximum est 9999 exemplaires par ligne.'] },
      });
      expect(await carts.add(cartId, book, undefined, { quantity: 1_000_000_000 })).toMatchObject({ status: 400 });
      expect(await carts.add(cartId, book, undefined, { quantity: 1000 })).toMatchObject({
        status: 400,
        body: { quantity: ['La quantité maximum est 999 exemplaires par ligne.'] },
      });
      const line = await carts.add(cartId, book, undefined, { quantity: 999 });
      expect(line.status).toBe(201);
      // Adding to a full line cannot pass the maximum either.
      expect(await carts.add(cartId, book, undefined, { quantity: 1 })).toMatchObject({ status: 400, body: { quantity: ['La quantité maximum est 999 exemplaires par ligne.'] } });
      const bookseller = await loggedInUser(api, { bookseller: true });
      const trade = (await carts.create(bookseller.access)).body;
      expect(await carts.add(trade.id, book, bookseller.access, { quantity: 5000 })).toMatchObject({ status: 201, body: { quantity: 5000 } });
    });

    it('ids past int4 in bodies and queries, offsets past any list', async () => {
      expect(await carts.add(cartId, 2147483648)).toMatchObject({ status: 400, body: { product: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'] } });
      expect(await api.get('/api/books/?offset=99999999999999999999')).toMatchObject({ status: 400, body: { offset: [expect.any(String)] } });
      expect(await api.get('/api/books/?label=2147483648')).toMatchObject({ status: 400, body: { label: [expect.any(String)] } });
      expect(await api.post('/api/carts/', { label: 2147483648 })).toMatchObject({ status: 400, body: { label: [expect.any(String)] } });
    });
  });

  describe('characters PostgreSQL or JSON cannot take', () => {
    it('a NUL byte in a path, a query or a JSON string', async () => {
      expect(await api.get('/api/crowdfundings/%00/')).toMatchObject({ status: 400, body: { slug: ['Les caractères null ne sont pas autorisés.'] } });
      expect(await api.get('/api/books/?ordering=a%00b')).toMatchObject({ status: 400, body: { ordering: ['Les caractères null ne sont pas autorisés.'] } });
      const reader = await loggedInUser(api);
      const res = await api.post('/api/users/addresses/', { firstname: 'a\u0000b', lastname: 'Martin' }, { token: reader.access });
      expect(res).toMatchObject({ status: 400, body: { firstname: ['Les caractères null ne sont pas autorisés.'] } });
    });

    it('a lone surrogate, escaped in the JSON text', async () => {
      const res = await fetch(`${api.baseUrl}/api/carts/`, { method: 'POST', headers: await unsafeHeaders(api), body: '{"label": "\\ud800"}' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ label: ['Les caractères de substitution ne sont pas autorisés : U+D800.'] });
    });

    it('nesting deeper than any form', async () => {
      let deep: unknown = 1;
      for (let i = 0; i < 40; i++) deep = { a: deep };
      expect(await api.post('/api/carts/', { label: deep })).toMatchObject({ status: 400, body: { label: ['Données invalides : imbrication trop profonde.'] } });
    });
  });

  describe('names looked up in allowlists', () => {
    it.each(['constructor', '__proto__', 'toString', '-hasOwnProperty'])('ordering=%s is an unknown ordering', async (name) => {
      const res = await api.get(`/api/books/?ordering=${name}`);
      expect(res.status).toBe(400);
      expect(res.body.ordering[0]).toMatch(/^Champ de tri inconnu/);
    });

    it('expand=__proto__ is an unknown expansion and pollutes nothing', async () => {
      const res = await api.get('/api/books/?expand=__proto__.polluted');
      expect(res.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('bodies that are not what they claim', () => {
    it('a JSON array or string where an object is expected', async () => {
      expect(await api.post('/api/carts/', [1, 2])).toMatchObject({ status: 400, body: { non_field_errors: ['Données invalides. Un objet JSON est attendu.'] } });
      expect(await api.post('/api/carts/', 'texte')).toMatchObject({ status: 400 });
    });

    it('multipart bodies without a boundary, or cut short', async () => {
      const headers = await unsafeHeaders(api);
      const noBoundary = await fetch(`${api.baseUrl}/api/project-submissions/`, { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data' }, body: 'x' });
      expect(noBoundary.status).toBe(400);
      expect(await noBoundary.json()).toEqual({ detail: expect.any(String) });
      const truncated = await fetch(`${api.baseUrl}/api/project-submissions/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nmoi@exemple.fr\r\n--XYZ\r\nContent-Disposition: form-data; name="manuscript"; filename="m.pdf"\r\n\r\n%PDF-1.4 tronqu',
      });
      expect(truncated.status).toBe(400);
      expect(await truncated.json()).toEqual({ detail: expect.any(String) });
    });
  });

  describe('anti-forgery on every spelling of an /api/ path', () => {
    it.each(['/%61pi/users/register/', '/%61pi/carts/', '/api/%63arts/', '//api/carts/'])('POST %s without the token is refused', async (path) => {
      const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM carts');
      const res = await fetch(api.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect([403, 404]).toContain(res.status);
      if (res.status === 403) expect(await res.json()).toEqual({ detail: 'Échec de la vérification CSRF : jeton absent ou incorrect.' });
      const after = await sql<{ n: number }>('SELECT count(*)::int AS n FROM carts');
      expect(after[0].n).toBe(before[0].n);
    });

    it('the encoded spelling reaches the route, and is refused there', async () => {
      const res = await fetch(`${api.baseUrl}/%61pi/carts/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(403);
    });
  });

  describe('the OpenAPI document', () => {
    it('is served as JSON at /api/schema/ and lists every route the app registers', async () => {
      const res = await api.get('/api/schema/');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      const documented = new Set<string>();
      for (const [path, item] of Object.entries(res.body.paths as Record<string, object>)) {
        for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path.replace(/\/+$/, '')}`);
      }
      const registered = registeredRoutes(api);
      expect(registered.length).toBeGreaterThan(50);
      expect(registered.filter((route) => !documented.has(route))).toEqual([]);
      expect(res.body.components.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' }, csrf: { type: 'apiKey', in: 'header' } });
      expect(res.body.components.schemas).toHaveProperty('DrfFieldErrors');
      expect(res.body.components.schemas).toHaveProperty('DrfPage');
    });

    it('describes the success answer of every operation, with a tag and a summary', async () => {
      const document = (await api.get('/api/schema/')).body;
      const undocumented: string[] = [];
      for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
        for (const [method, operation] of Object.entries(item)) {
          const responses = Object.entries(operation.responses ?? {}) as [string, any][];
          const successes = responses.filter(([status]) => status.startsWith('2'));
          // An operation that only redirects (a GET a link scanner may open) succeeds with its 303: its Location is described.
          const redirects = responses.filter(([status, answer]) => status === '303' && answer.headers?.Location);
          const answers = successes.length > 0 ? successes : redirects;
          const described = answers.length > 0 && answers.every(([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c: any) => c.schema));
          if (!described || !operation.tags?.length || !operation.summary) undocumented.push(`${method.toUpperCase()} ${path}`);
        }
      }
      expect(undocumented).toEqual([]);
    });

    it('has a browsable page whose assets are served locally', async () => {
      const page = await fetch(`${api.baseUrl}/api/docs/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('swagger-ui');
      // Every script, stylesheet and icon is the shop's own (relative): nothing fetched from elsewhere.
      const assets = [...html.matchAll(/(?:src|href)=["']([^"']+)["']/g)].map((m) => m[1]);
      expect(assets.length).toBeGreaterThan(2);
      expect(assets.filter((a) => /^(https?:)?\/\//i.test(a))).toEqual([]);
      for (const asset of assets) {
        const res = await fetch(new URL(asset, `${api.baseUrl}/api/docs/`));
        await res.arrayBuffer(); // read to the end, or the connection stays busy and the app cannot close
        expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
      }
    });
  });
});

async function unsafeHeaders(api: TestApi): Promise<Record<string, string>> {
  const res = await fetch(`${api.baseUrl}/health`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))!;
  const token = cookie.slice('csrftoken='.length).split(';')[0];
  return { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}

/** Every route of the app's controllers, as `METHOD /path/{param}`. */
function registeredRoutes(api: TestApi): string[] {
  const discovery = new DiscoveryService(api.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const routes: string[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = [].concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '')[0] as string;
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = instance[name];
      const paths = Reflect.getMetadata(PATH_METADATA, handler);
      const method = Reflect.getMetadata(METHOD_METADATA, handler);
      if (paths === undefined || method === undefined) continue;
      for (const path of [].concat(paths) as string[]) {
        const full = `/${[base, path].filter((p) => p && p !== '/').join('/')}`
          .replace(/\/+/g, '/')
          .replace(/\/$/, '')
          .replace(/:(\w+)/g, '{$1}');
        routes.push(`${RequestMethod[method]} ${full}`);
      }
    }
  }
  return routes;
}
