import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { ConsoleLogger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { registerAntiForgery } from '@shop/auth';
import { AppConfig, DrfExceptionFilter, registerMicroCache } from '@shop/common';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppModule, AppOptions } from './app.module';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];

/** Public catalogue reads that the micro-cache may answer for anonymous visitors. */
const CACHEABLE_PREFIXES = ['/api/labels', '/api/books', '/api/products', '/api/authors', '/api/events', '/api/crowdfundings'];

export function createLogger(config: AppConfig): ConsoleLogger {
  const level = config.logLevel === 'info' ? 'log' : (config.logLevel as LogLevel);
  return new ConsoleLogger({
    json: config.nodeEnv === 'production',
    logLevels: LEVELS.slice(0, LEVELS.indexOf(level) + 1),
  });
}

/** Reads the built SPA's index.html so unknown non-API paths can be answered with it (client-side routes). */
function spaIndex(config: AppConfig): string | null {
  const file = join(resolve(config.webDist), 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

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
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options), adapter, {
    logger: config.nodeEnv === 'test' ? ['error', 'fatal'] : createLogger(config),
  });
  const index = spaIndex(config);
  app.useGlobalFilters(new DrfExceptionFilter(index));
  const fastify = app.getHttpAdapter().getInstance();
  // Cookies first: the anti-forgery hook reads and sets the csrftoken cookie.
  await app.register(fastifyCookie);
  registerAntiForgery(fastify);
  registerMicroCache(fastify, { ttlMs: config.catalogueCacheTtlMs, prefixes: CACHEABLE_PREFIXES });
  if (index !== null) {
    await app.register(fastifyStatic, { root: resolve(config.webDist), prefix: '/', wildcard: false, index: false });
  }
  app.enableShutdownHooks();
  await app.init();
  return app;
}
