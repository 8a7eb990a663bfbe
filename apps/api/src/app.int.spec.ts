import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, TestApi } from '../../../test/support/test-app';

describe('API application', () => {
  describe('with the micro-cache on', () => {
    let api: TestApi;
    beforeAll(async () => (api = await startTestApi({ catalogueCacheTtlMs: 60_000 })));
    afterAll(() => api.close());

    it('answers a repeated anonymous catalogue read from memory, with the same bytes', async () => {
      const url = '/api/books/?published=true&label=1&ordering=-project__release&limit=4&cache=probe';
      const first = await api.get(url);
      const second = await api.get(url);
      expect(first.headers.get('x-cache')).toBe('MISS');
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.body).toEqual(first.body);
      expect(second.headers.get('content-type')).toContain('application/json');
    });

    it('never caches errors nor requests that carry credentials', async () => {
      await api.get('/api/books/?limit=-1');
      expect((await api.get('/api/books/?limit=-1')).headers.get('x-cache')).toBe('MISS');
      const auth = { headers: { authorization: 'Bearer x' } };
      await api.get('/api/labels/', auth);
      expect((await api.get('/api/labels/', auth)).headers.get('x-cache')).toBeNull();
    });
  });

  describe('health and errors', () => {
    let api: TestApi;
    beforeAll(async () => (api = await startTestApi()));
    afterAll(() => api.close());

    it('reports the database as up', async () => {
      expect(await api.get('/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    });

    it('answers an unknown API route with a DRF 404 in French', async () => {
      expect(await api.get('/api/nulle-part/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    });
  });

  describe('serving the SPA', () => {
    let api: TestApi;
    beforeAll(async () => {
      const web = mkdtempSync(join(tmpdir(), 'web-'));
      writeFileSync(join(web, 'index.html'), '<!doctype html><title>Exemplaire</title><div id="root"></div>');
      writeFileSync(join(web, 'app.js'), 'console.log(1)');
      api = await startTestApi({ webDist: web });
    });
    afterAll(() => api.close());

    it('serves built assets and answers client routes with index.html', async () => {
      expect((await api.get('/app.js')).body).toBe('console.log(1)');
      const page = await api.get('/exemplaire/crowdfunding/un-projet');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
    });

    it('keeps API 404s as JSON', async () => {
      expect(await api.get('/api/labels/inconnu/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    });
  });
});
