import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { registerAntiForgery } from '@shop/auth';
import { AppConfig, drfFrameworkErrors, DrfExceptionFilter, DrfValidationPipe, registerInputGuard, registerMicroCache, registerMultipartForms } from '@shop/common';
import { resolve } from 'node:path';
import { CatalogueOldSlugs, CatalogueSitemap } from '@shop/catalogue';
import { CampaignOldSlugs, CampaignSitemap } from '@shop/crowdfunding';
import { AppModule, AppOptions } from './app.module';
import { registerExpectContinue } from './expect-continue';
import { registerOldAddressRedirects } from './old-addresses';
import { registerApiDocs } from './openapi';
import { pagePolicy, queueDashboardPolicy, registerSecurityHeaders } from './security-headers';
import { registerRobots } from './ssr/robots';
import { registerSitemaps } from './ssr/sitemap';
import { clientRouteResponder } from './ssr/server-pages';
import { OpsQueues } from './ops/ops-queues';
import { DashboardSessions, registerQueueDashboard } from './ops/queue-dashboard';
import { fastifyLogging, PinoNestLogger, registerRequestId } from './ops/request-logging';
import { registerMetrics, ShopMetrics } from './ops/shop-metrics';

/** Public catalogue reads that the micro-cache may answer for anonymous visitors. */
const CACHEABLE_PREFIXES = ['/api/labels', '/api/books', '/api/products', '/api/authors', '/api/events', '/api/crowdfundings'];

/**
 * Builds the API application exactly as production runs it (Fastify, trailing slash optional,
 * DRF-shaped errors, anti-forgery cookie and check, micro-cache, SPA assets), without listening:
 * main.ts and the tests share it.
 */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true },
    // Trusting X-Forwarded-For from anyone would let a client pick its IP (and dodge the login limit).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy.join(',') : false,
    bodyLimit: 1_048_576,
    // The router's own refusals (undecodable URL, over-long path segment) in DRF's shape.
    frameworkErrors: drfFrameworkErrors,
    // JSON logs from pino, each request under its id (X-Request-Id, echoed).
    ...fastifyLogging(config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: new PinoNestLogger(adapter.getInstance().log),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Page addresses: the public pages rendered on the server, the others the SPA's shell (null without a built SPA).
  const pages = clientRouteResponder(fastify, { ...config, pagePolicy: (html) => pagePolicy(config, html) });
  app.useGlobalFilters(new DrfExceptionFilter(pages));
  // The one input boundary: every DTO-typed body, query and parameter is validated there.
  app.useGlobalPipes(new DrfValidationPipe());
  registerRequestId(fastify);
  registerExpectContinue(fastify);
  // CSP, no framing, nosniff, referrer, HSTS in production, on every answer (security-headers.ts).
  await registerSecurityHeaders(app, config);
  // Cookies first: the anti-forgery hook reads and sets the csrftoken cookie.
  await app.register(fastifyCookie);
  registerAntiForgery(fastify);
  // NUL bytes, lone surrogates and absurd nesting never reach a handler, whatever the route.
  registerInputGuard(fastify);
  // Manuscripts and staff images: multipart/form-data, each route reading it within its own limits.
  await registerMultipartForms(app);
  registerMicroCache(fastify, { ttlMs: config.catalogueCacheTtlMs, prefixes: CACHEABLE_PREFIXES });
  // Searches as well, in a cache of their own: their many distinct queries never push the catalogue's lists out.
  registerMicroCache(fastify, { ttlMs: config.catalogueCacheTtlMs, prefixes: ['/api/search'], maxEntries: 5000 });
  // Ops: GET /metrics, and the staff-only queue dashboard at /admin/queues (before the SPA's static files).
  registerMetrics(fastify, app.get(ShopMetrics), config);
  await registerQueueDashboard(fastify, app.get(OpsQueues).queues, app.get(DashboardSessions), queueDashboardPolicy(config));
  // The OpenAPI document (/api/schema/) and its browsable page (/api/docs/).
  registerApiDocs(app);
  // Renamed labels, books, goodies, authors and campaigns: their old page addresses answer a 301.
  const catalogueSlugs = app.get(CatalogueOldSlugs);
  const campaignSlugs = app.get(CampaignOldSlugs);
  registerOldAddressRedirects(fastify, (kind, slug) => (kind === 'campaign' ? campaignSlugs.currentSlug(slug) : catalogueSlugs.currentSlug(kind, slug)));
  // For crawlers: robots.txt, and the sitemaps of the labels' public pages.
  registerRobots(fastify, config.publicUrl);
  const catalogueSitemap = app.get(CatalogueSitemap);
  const campaignSitemap = app.get(CampaignSitemap);
  registerSitemaps(
    fastify,
    { labels: () => catalogueSitemap.labels(), cataloguePages: (id) => catalogueSitemap.pages(id), campaignPages: (id) => campaignSitemap.pages(id) },
    config.publicUrl,
  );
  if (pages !== null) {
    await app.register(fastifyStatic, {
      root: resolve(config.webDist),
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text assets (scripts/compress-assets.js).
      preCompressed: true,
      // Hashed file names change with their content: a browser keeps them for a year.
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) void res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.enableShutdownHooks();
  await app.init();
  return app;
}
