import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BLANK_TILE } from '../setup/map-tiles';
import { httpClient, ServedApi } from './api-client';
import { AppConfig, loadConfig } from '../../libs/common/src/config/app-config';
import type { AppOptions } from '../../apps/api/src/app.module';

/** A running API on a free port of the loopback, as production builds it, against the run's database. */
export interface TestApi extends ServedApi {
  app: NestFastifyApplication;
}

/** Where the relay map takes its tiles in tests: the test API's own origin, so no browser test reaches a real tile server. */
export const TEST_MAP_TILE_PATH = '/test-map-tiles';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const env = { ...process.env, NODE_ENV: 'test', CATALOGUE_CACHE_TTL_MS: '0', WEB_DIST: 'test/no-web', MAP_TILE_URL: `${TEST_MAP_TILE_PATH}/{z}/{x}/{y}.png` };
  return { ...loadConfig(env), ...overrides };
}

let apps = 0;

/** Redis keys of login throttling, private to one test application: counters never leak between tests or runs. */
function privateAppOptions(options: AppOptions): AppOptions {
  const keyPrefix = `test:${process.pid}:${Date.now()}:${++apps}:login-failures`;
  const mailPrefix = keyPrefix.replace(/login-failures$/, 'mail-requests');
  return {
    ...options,
    auth: {
      ...options.auth,
      loginRateLimit: { keyPrefix, ...options.auth?.loginRateLimit },
      mailRequestRateLimit: { keyPrefix: mailPrefix, ...options.auth?.mailRequestRateLimit },
    },
  };
}

/** `port`: 0 picks a free one; a given port lets the URLs in the configuration (PUBLIC_URL…) name it before it listens. */
export async function startTestApi(overrides: Partial<AppConfig> = {}, options: AppOptions = {}, port = 0): Promise<TestApi> {
  // Loaded here, not at the top: importing this file's helpers costs nothing until an app is started.
  const { createApp } = await import('../../apps/api/src/create-app');
  const app = await createApp(testConfig(overrides), privateAppOptions(options));
  // The map tiles of TEST_MAP_TILE_PATH: a blank image, whatever the tile.
  app
    .getHttpAdapter()
    .getInstance()
    .get(`${TEST_MAP_TILE_PATH}/*`, (_req, reply) => reply.header('content-type', 'image/png').header('cache-control', 'max-age=3600').send(BLANK_TILE));
  await app.listen(port, '127.0.0.1');
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return { ...httpClient(baseUrl), app, baseUrl, close: () => app.close() };
}

export { httpClient } from './api-client';
export type { ApiClient, CallOptions, JsonResponse, ServedApi } from './api-client';
