import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, loadConfig } from '@shop/common';
import { AppOptions } from '../../apps/api/src/app.module';
import { createApp } from '../../apps/api/src/create-app';

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Options of the unsafe-request helpers. */
export interface CallOptions {
  /** Access token sent as `Authorization: Bearer`. */
  token?: string;
  /** false: leave the anti-forgery header out (to test the refusal). */
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** The calls of a client of the API over HTTP, as the SPA makes them. */
export interface ApiClient {
  get<T = any>(path: string, init?: RequestInit): Promise<JsonResponse<T>>;
  /** Unsafe calls carry the csrftoken cookie (fetched once) and its X-CSRFToken header, as the SPA does. */
  post<T = any>(path: string, body?: unknown, options?: CallOptions): Promise<JsonResponse<T>>;
  patch<T = any>(path: string, body?: unknown, options?: CallOptions): Promise<JsonResponse<T>>;
  put<T = any>(path: string, body?: unknown, options?: CallOptions): Promise<JsonResponse<T>>;
  delete<T = any>(path: string, body?: unknown, options?: CallOptions): Promise<JsonResponse<T>>;
  options<T = any>(path: string, body?: unknown, options?: CallOptions): Promise<JsonResponse<T>>;
}

/** A running API on a free port of the loopback, as production builds it, against the run's database. */
export interface TestApi extends ApiClient {
  app: NestFastifyApplication;
  baseUrl: string;
  close(): Promise<void>;
}

/** Where the relay map takes its tiles in tests: the test API's own origin, so no browser test reaches a real tile server. */
export const TEST_MAP_TILE_PATH = '/test-map-tiles';

/** A plain 1×1 PNG of the colour of land on OpenStreetMap's map, answered for every tile (stretched to 256×256). */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC', 'base64');

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

async function toJson(res: Response): Promise<JsonResponse> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body: body as any };
}

/** `port`: 0 picks a free one; a given port lets the URLs in the configuration (PUBLIC_URL…) name it before it listens. */
export async function startTestApi(overrides: Partial<AppConfig> = {}, options: AppOptions = {}, port = 0): Promise<TestApi> {
  const app = await createApp(testConfig(overrides), privateAppOptions(options));
  // The map tiles of TEST_MAP_TILE_PATH: a blank image, whatever the tile.
  app
    .getHttpAdapter()
    .getInstance()
    .get(`${TEST_MAP_TILE_PATH}/*`, (_req, reply) => reply.header('content-type', 'image/png').header('cache-control', 'max-age=3600').send(BLANK_PNG));
  await app.listen(port, '127.0.0.1');
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return { ...httpClient(baseUrl), app, baseUrl, close: () => app.close() };
}

/**
 * A client of the API at `baseUrl`, or of whichever process `baseUrl()` names at each call (a load
 * balancer's round robin): its anti-forgery token is fetched once, from the first process asked.
 */
export function httpClient(baseUrl: string | (() => string)): ApiClient {
  const origin = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  let csrfToken: string | null = null;
  const csrf = async (): Promise<string> => {
    if (csrfToken === null) {
      const res = await fetch(origin() + '/health');
      await res.text();
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
      csrfToken = cookie ? cookie.slice('csrftoken='.length).split(';')[0] : '';
    }
    return csrfToken;
  };
  const call =
    (method: string) =>
    async (path: string, body?: unknown, options: CallOptions = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.csrf !== false) {
        const token = await csrf();
        headers.cookie = [headers.cookie, `csrftoken=${token}`].filter(Boolean).join('; ');
        headers['x-csrftoken'] = token;
      }
      return toJson(await fetch(origin() + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    };

  return {
    async get(path, init) {
      return toJson(await fetch(origin() + path, init));
    },
    post: call('POST'),
    patch: call('PATCH'),
    put: call('PUT'),
    delete: call('DELETE'),
    options: call('OPTIONS'),
  };
}
