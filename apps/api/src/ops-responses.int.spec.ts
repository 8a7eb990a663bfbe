import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { loggedInUser } from '../../../test/support/accounts';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../test/support/conformance-suite';
import { danglingRefs } from '../../../test/support/openapi-conformance';
import { startTestApi } from '../../../test/support/test-app';

/**
 * The success answers of the parcel-shop search, the health checks and the queue dashboard's session
 * are what the OpenAPI document says, key for key (unknown keys refused).
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/relays', 200],
  ['get', '/api/relays/{country}/{id}', 200],
  ['get', '/api/relays/map-tiles', 200],
  ['get', '/health', 200],
  ['get', '/api/health/live', 200],
  ['get', '/api/health/ready', 200],
  ['post', '/api/staff/queue-dashboard/session', 200],
];

const RECORDED_WSI4 = readFileSync(join(__dirname, '../../../libs/shipping/src/relays/mondial-relay/fixtures/wsi4-recherche-75011.xml'), 'utf8');

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('parcel shops, health and queue dashboard: every success answer as the OpenAPI document describes it', () => {
  const suite = conformanceSuite({ mondialRelayEnseigne: '', mondialRelayPrivateKey: '' });
  const { expectDocumented } = suite;

  it('documents a typed success answer, a French tag and a summary on every operation', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('points every reference of the document at one of its schemas (a schema named across modules included)', () => {
    expect(danglingRefs(suite.document)).toEqual([]);
  });

  // First of the calls: the unready app's Redis handles wind down while the other tests run.
  it('health: simple, live and ready; ready’s 503 as documented too', async () => {
    expectDocumented('get', '/health', 200, await suite.api.get('/health'));
    expectDocumented('get', '/api/health/live', 200, await suite.api.get('/api/health/live'));
    expectDocumented('get', '/api/health/ready', 200, await suite.api.get('/api/health/ready'));
    const cut = await startTestApi({ redisUrl: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const ready = await cut.get('/api/health/ready');
      expectDocumented('get', '/api/health/ready', 503, ready);
      expect(ready.body.error.redis).toMatchObject({ status: 'down', message: expect.any(String) });
    } finally {
      await cut.close();
    }
  });

  it('bundled parcel shops: a search page and one point', async () => {
    const page = await suite.api.get('/api/relays/?country=FR&postal_code=75011&weight=1200&limit=10');
    expectDocumented('get', '/api/relays', 200, page);
    expect(page.body.results.length).toBeGreaterThan(0);
    // The bundled set holds a closed point and one with a warning: both shapes are checked.
    const all = await suite.api.get('/api/relays/?country=FR&postal_code=75007&weight=1200&limit=50');
    expectDocumented('get', '/api/relays', 200, all);
    for (const id of ['075103', '075107', '013104']) {
      expectDocumented('get', '/api/relays/{country}/{id}', 200, await suite.api.get(`/api/relays/FR/${id}/`));
    }
    // Lyon 4e: points with their distance; and an empty page far from any point
    const lyon = await suite.api.get('/api/relays/?country=FR&postal_code=69004');
    expectDocumented('get', '/api/relays', 200, lyon);
    expect(lyon.body.results.every((shop: { distance_m: unknown }) => typeof shop.distance_m === 'number')).toBe(true);
    expectDocumented('get', '/api/relays', 200, await suite.api.get('/api/relays/?country=FR&postal_code=38000'));
  });

  it('the relay map’s tile server', async () => {
    expectDocumented('get', '/api/relays/map-tiles', 200, await suite.api.get('/api/relays/map-tiles/'));
  });

  it('Mondial Relay parcel shops (its recorded answer, photos included) in the same shape', async () => {
    const carrier = createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(RECORDED_WSI4));
    });
    const port = await listen(carrier);
    const real = await startTestApi({ mondialRelayEnseigne: 'BDTEST13', mondialRelayPrivateKey: 'PrivateK', mondialRelayUrl: `http://127.0.0.1:${port}/` });
    try {
      const page = await real.get('/api/relays/?country=FR&postal_code=75011&weight=1200&limit=10');
      expectDocumented('get', '/api/relays', 200, page);
      expect(page.body.results.some((shop: { photo: string | null }) => shop.photo !== null)).toBe(true);
      const one = await real.get(`/api/relays/FR/${page.body.results[0].ID}/`);
      expectDocumented('get', '/api/relays/{country}/{id}', 200, one);
    } finally {
      await real.close();
      await new Promise((resolve) => carrier.close(resolve));
    }
  });

  it('queue dashboard: the staff session', async () => {
    const staff = await loggedInUser(suite.api, { staff: true });
    const session = await suite.api.post('/api/staff/queue-dashboard/session/', {}, { token: staff.access });
    expectDocumented('post', '/api/staff/queue-dashboard/session', 200, session);
    expect(Date.parse(session.body.expires_at)).toBeGreaterThan(Date.now());
  });

  it('fails a body with a key the document does not describe', async () => {
    const live = (await suite.api.get('/api/health/live')).body;
    expect(suite.check('get', '/api/health/live', 200, { ...live, info: { database: { status: 'up' } } }).join()).toContain('database');
    const shop = (await suite.api.get('/api/relays/FR/075103/')).body;
    expect(suite.check('get', '/api/relays/{country}/{id}', 200, { ...shop, distance: 120 }).join()).toContain('distance');
    expect(suite.check('get', '/api/relays/{country}/{id}', 200, { ...shop, Nature: 'X' })).not.toEqual([]);
    // A search's point has its distance, in whole metres
    const page = (await suite.api.get('/api/relays/?country=FR&postal_code=69004')).body;
    expect(suite.check('get', '/api/relays', 200, { ...page, results: [{ ...page.results[0], distance_m: 1.5 }] })).not.toEqual([]);
  });
});
