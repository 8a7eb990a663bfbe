import { jest } from '@jest/globals';

/** What a test's fake API answers: a status and a JSON body (or nothing). */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Response headers (the API's `X-Request-Id`…), names in any case. */
  headers?: Record<string, string>;
}

/** A call the app made: method, URL, headers and parsed body. */
export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Replaces `fetch` with a fake API: `answer(call)` decides each response; every call is recorded.
 * Responses carry only what the API client reads (ok, status, text, headers). Returns the calls and a restore.
 */
export function fakeApi(answer: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const real = globalThis.fetch;
  const fake = jest.fn(async (input: unknown, init: RequestInit = {}) => {
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body, headers = {} } = await answer(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    const header = (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
    return { ok: status >= 200 && status < 300, status, text: async () => text, headers: { get: header } } as unknown as Response;
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    /** The calls to a path (query string ignored). */
    to: (path: string) => calls.filter((c) => c.url.split('?')[0] === path),
    restore: () => {
      globalThis.fetch = real;
    },
  };
}

/** A JWT whose payload holds `exp` (seconds since the epoch); its signature is not checked client-side. */
export function fakeJwt(expSeconds: number, subject = '1'): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: expSeconds })}.signature`;
}
