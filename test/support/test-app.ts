import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppConfig, loadConfig } from '@shop/common';
import { createApp } from '../../apps/api/src/create-app';

export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A running API on a free port of the loopback, as production builds it, against the run's database. */
export interface TestApi {
  app: NestFastifyApplication;
  baseUrl: string;
  get<T = any>(path: string, init?: RequestInit): Promise<JsonResponse<T>>;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ ...process.env, NODE_ENV: 'test', CATALOGUE_CACHE_TTL_MS: '0', WEB_DIST: 'test/no-web' }), ...overrides };
}

export async function startTestApi(overrides: Partial<AppConfig> = {}): Promise<TestApi> {
  const app = await createApp(testConfig(overrides));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    baseUrl,
    async get(path, init) {
      const res = await fetch(baseUrl + path, init);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, headers: res.headers, body: body as any };
    },
    close: () => app.close(),
  };
}
