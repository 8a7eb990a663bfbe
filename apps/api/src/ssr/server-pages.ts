import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AsyncLocalStorage } from 'node:async_hooks';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** What the SPA's server bundle (web/src/entry-server.tsx, built to dist/web-ssr) offers. */
interface ServerBundle {
  isServerRendered(pathname: string): boolean;
  configureServerRendering(options: { fetchApi: typeof fetch; window: unknown }): void;
  renderPage(
    url: string,
    rendering: { canonicalOrigin: string; template: string; manifest: unknown; styles: Record<string, string> },
    origin: string,
  ): Promise<{ status: number; html?: string; location?: string; shell?: true }>;
}

/** The build's stylesheets by address, read once: the pages carry their styles in their HTML. */
function builtStyles(webDist: string): Record<string, string> {
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return {};
  const styles: Record<string, string> = {};
  for (const file of readdirSync(assets)) if (file.endsWith('.css')) styles[`/assets/${file}`] = readFileSync(join(assets, file), 'utf8');
  return styles;
}

/** Answers a page address (a GET outside the API) with the page: rendered on the server when public, else the SPA's shell. */
export type ClientRouteResponder = (req: FastifyRequest, reply: FastifyReply) => void;

const HTML = 'text/html; charset=utf-8';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page's HTML in the best encoding the browser accepts (Brotli at a fast level, else gzip): a phone fetches a quarter of the bytes. */
async function encoded(html: string, accept: string | undefined): Promise<{ body: Buffer | string; encoding: string | null }> {
  const accepted = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}

/** Headers of the visitor's request that shape the API's answers (absolute media URLs follow the host the visitor used). */
const FORWARDED = ['host', 'x-forwarded-host', 'x-forwarded-proto'];

/** The visitor's request a page is being rendered for: the calls the page makes go out as if it made them. */
const visitor = new AsyncLocalStorage<Record<string, string>>();

function forwardedHeaders(req: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * The API's own answer to a call of the page being rendered, through Fastify's in-process
 * injection: the same routes, validation and micro-cache as a browser's call, without a socket.
 */
function injectedFetch(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const res = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: { ...visitor.getStore(), accept: 'application/json' },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, { status: res.statusCode, headers });
  };
}

/**
 * The public pages rendered on the server (title, description, previews and content readable
 * without JavaScript), from the SPA's server bundle when the build made one; the other addresses,
 * or every address without that bundle, get the SPA's index.html as before.
 */
export function clientRouteResponder(
  fastify: FastifyInstance,
  options: { webDist: string; publicUrl: string; catalogueCacheTtlMs: number; pagePolicy: (html: string) => string },
): ClientRouteResponder | null {
  const webDist = resolve(options.webDist);
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const shell: ClientRouteResponder = (_req, reply) => void reply.status(200).header('content-type', HTML).send(template);

  const bundleFile = `${webDist}-ssr/entry-server.cjs`;
  const manifestFile = join(webDist, 'page-manifest.json');
  if (!existsSync(bundleFile) || !existsSync(manifestFile)) return shell;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle found at run time
  const bundle = require(bundleFile) as ServerBundle;
  // jsdom only where pages are rendered (an API without the SPA never loads it: some 450 ms).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  bundle.configureServerRendering({ fetchApi: injectedFetch(fastify), window: new JSDOM('').window });
  const rendering = { canonicalOrigin: options.publicUrl, template, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown, styles: builtStyles(webDist) };
  const logger = new Logger('ServerPages');
  // Shared and absolute links name the shop's configured address, never the Host a request claims.
  const origin = new URL(options.publicUrl).origin;

  type Rendered = Awaited<ReturnType<ServerBundle['renderPage']>> & { encoded?: Map<string, Promise<{ body: Buffer | string; encoding: string | null }>>; policy?: string };
  // The same anonymous page for everyone: rendered once per address for as long as the catalogue's
  // micro-cache keeps the API's answers (CATALOGUE_CACHE_TTL_MS; 0 renders every time), concurrent
  // visitors of one address waiting for the same render.
  const cached = new LRUCache<string, Rendered, { headers: Record<string, string> }>({
    max: 500,
    ttl: Math.max(1, options.catalogueCacheTtlMs),
    fetchMethod: (url, _stale, { context }) => visitor.run(context.headers, () => bundle.renderPage(url, rendering, origin)),
  });
  const render = (req: FastifyRequest): Promise<Rendered | undefined> => {
    const headers = forwardedHeaders(req);
    if (options.catalogueCacheTtlMs <= 0) return visitor.run(headers, () => bundle.renderPage(req.url, rendering, origin));
    return cached.fetch(req.url, { context: { headers } });
  };
  const encodedOnce = (page: Rendered, accept: string | undefined) => {
    const wanted = /\bbr\b/i.test(accept ?? '') ? 'br' : /\bgzip\b/i.test(accept ?? '') ? 'gzip' : '';
    page.encoded ??= new Map();
    let body = page.encoded.get(wanted);
    if (!body) page.encoded.set(wanted, (body = encoded(page.html ?? '', wanted)));
    return body;
  };

  const respond = async (req: FastifyRequest, reply: FastifyReply, pathname: string): Promise<void> => {
    let page: Rendered | undefined;
    try {
      page = await render(req);
      if (!page) throw new Error('no page');
    } catch (error) {
      // The page still works: the browser renders it from the shell.
      logger.error(`Rendu serveur impossible pour ${pathname} : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return shell(req, reply);
    }
    if (page.location) return void reply.redirect(page.location, page.status as 301 | 302);
    // Missing for a visitor without a session: a 404 for crawlers, the shell for a browser whose session may see it.
    if (page.shell) return void reply.status(page.status).header('content-type', HTML).header('cache-control', 'no-store').send(template);
    const { body, encoding } = await encodedOnce(page, req.headers['accept-encoding']);
    // The page's inline scripts (its data, its code loader) allowed by their hashes, computed once per rendering.
    page.policy ??= options.pagePolicy(page.html ?? '');
    void reply.header('content-security-policy', page.policy);
    if (encoding) void reply.header('content-encoding', encoding);
    // Anonymous HTML, the same for everyone: shared caches may keep it briefly.
    void reply.status(page.status).header('content-type', HTML).header('vary', 'accept-encoding').header('cache-control', 'public, max-age=0, s-maxage=30').send(body);
  };

  return (req, reply) => {
    const pathname = req.url.split('?')[0];
    if (!bundle.isServerRendered(pathname)) return shell(req, reply);
    respond(req, reply, pathname).catch((error: unknown) => {
      logger.error(`Réponse impossible pour ${pathname} : ${String(error)}`);
      if (!reply.sent) shell(req, reply);
    });
  };
}
