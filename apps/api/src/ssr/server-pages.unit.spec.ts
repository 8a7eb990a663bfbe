import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { clientRouteResponder } from './server-pages';

/**
 * The API's answer to a page address, with a server bundle that stands for the SPA's (it counts its
 * renders): public pages rendered and kept per address as long as the micro-cache, the others the
 * shell, compressed for browsers that accept it, the shell again when a render fails.
 */
describe('the responder of page addresses', () => {
  let dir: string;
  let fastify: FastifyInstance;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-pages-'));
    const web = join(dir, 'web');
    mkdirSync(web);
    mkdirSync(join(dir, 'web-ssr'));
    writeFileSync(join(web, 'index.html'), '<html><body><div id="root"></div></body></html>');
    writeFileSync(join(web, 'page-manifest.json'), '{}');
    writeFileSync(
      join(dir, 'web-ssr', 'entry-server.cjs'),
      `let renders = 0;
       exports.isServerRendered = (path) => path.startsWith('/public');
       exports.configureServerRendering = () => undefined;
       exports.renderPage = async (url, rendering, origin) => {
         if (url.includes('boom')) throw new Error('render failed');
         if (url.includes('moved')) return { status: 302, location: '/public/here' };
         if (url.includes('missing')) return { status: 404, shell: true };
         renders += 1;
         return { status: 200, html: '<p>' + url + ' ' + origin + ' #' + renders + '</p>' + 'x'.repeat(2000) };
       };`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function serve(ttlMs: number) {
    fastify = Fastify();
    const respond = clientRouteResponder(fastify, {
      webDist: join(dir, 'web'),
      publicUrl: 'https://exemplaire.example',
      catalogueCacheTtlMs: ttlMs,
      pagePolicy: (html) => `script-src 'self' ${html.length}`,
    });
    fastify.get('/*', (req, reply) => respond!(req, reply));
    await fastify.ready();
  }
  afterEach(() => fastify.close());

  const page = (url: string, headers: Record<string, string> = {}) => fastify.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

  it('renders a public page once per address while the micro-cache keeps it, whatever Host the request claims', async () => {
    await serve(60_000);
    const first = await page('/public/a');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    // The configured public address, not the request's Host
    expect(first.body).toContain('/public/a https://exemplaire.example #1');
    expect(first.body).not.toContain('shop.test');
    expect((await page('/public/a')).body).toContain('#1');
    expect((await page('/public/b')).body).toContain('#2');
    const forged = await page('/public/a', { host: 'attacker.test' });
    expect(forged.body).toContain('https://exemplaire.example #1');
    expect(forged.body).not.toContain('attacker.test');
  });

  it('sends each rendered page with its own Content-Security-Policy', async () => {
    await serve(60_000);
    const rendered = await page('/public/policy');
    expect(rendered.headers['content-security-policy']).toBe(`script-src 'self' ${rendered.body.length}`);
  });

  it('renders every time without a micro-cache', async () => {
    await serve(0);
    const a = (await page('/public/c')).body;
    const b = (await page('/public/c')).body;
    expect(a).not.toBe(b);
  });

  it('sends Brotli or gzip to browsers that take it, plain HTML to the others', async () => {
    await serve(60_000);
    const br = await page('/public/d', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/public/d');
    expect((await page('/public/d', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await page('/public/d');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/public/d');
  });

  it('redirects as the page says, and falls back to the shell for private pages and failed renders', async () => {
    await serve(60_000);
    const moved = await page('/public/moved');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/public/here');
    const missing = await page('/public/missing');
    expect([missing.statusCode, missing.body]).toEqual([404, '<html><body><div id="root"></div></body></html>']);
    for (const url of ['/compte/informations', '/public/boom']) {
      const shell = await page(url);
      expect([url, shell.statusCode, shell.body]).toEqual([url, 200, '<html><body><div id="root"></div></body></html>']);
    }
  });
});
