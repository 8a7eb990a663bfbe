import type { Page } from '@/types/api';
import { beginLoading } from './loading';

/** Every call goes to the API under this base (spec §7). */
const API_BASE = '/api/';

/** How calls reach the API: the browser's fetch, or on the server the API answering in-process. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Routes the calls elsewhere than the browser's fetch (the server rendering a page asks its own API). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** The body of a DRF error: `{detail}` or `{field: [messages]}`. */
export type DrfErrorBody = { detail?: string } & Record<string, unknown>;

/** A failed call, with a French message to show and the DRF body for forms to map onto fields. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly body: DrfErrorBody = {},
    /** The id the API logged the call under (its `X-Request-Id`), to find it in the server's logs. */
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors of a 400, as `{field: [messages]}` (without `detail`). */
  get fieldErrors(): Record<string, string[]> {
    const fields: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(this.body)) {
      if (field !== 'detail' && Array.isArray(value)) fields[field] = value.map(String);
    }
    return fields;
  }

  /** Worth trying again: the network failed or the server had a problem, not the request. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/**
 * Where the bearer token comes from (spec §7: every call carries it when the session holds one).
 * The session registers its provider at start; it may first renew an access token that has
 * expired. Until then calls are anonymous.
 */
let accessToken: () => string | null | Promise<string | null> = () => null;

export function setAccessTokenProvider(provider: () => string | null | Promise<string | null>): void {
  accessToken = provider;
}

/** Told about a 401 of an ordinary call (spec §7: it triggers a token refresh; the error still goes to the caller). */
let onUnauthorized: () => void = () => undefined;

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The token calls themselves: a 401 there is the answer, never a reason to refresh. */
const TOKEN_CALLS = /\/api\/token\/?(refresh\/?|logout\/?)?(\?|$)/;

/** The anti-forgery cookie the API sets on any response, echoed in the `X-CSRFToken` header of unsafe calls. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

/** A cookie of the page, or null. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

const isRelative = (url: string) => !/^(https?:)?\/\//i.test(url);

/**
 * The anti-forgery token, asking the API once for its cookie if the page has none yet (an unsafe
 * call can be the first call of a page only in odd cases, but then it must not fail for that).
 */
async function csrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  try {
    await fetch(apiUrl('labels/', { limit: 1 }), { headers: { Accept: 'application/json' } });
  } catch {
    /* the call itself will report the network failure */
  }
  return readCookie(CSRF_COOKIE);
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  params?: QueryParams;
  body?: unknown;
  /** Extra attempts after a transient failure (spec §7: lists 3, profile, crowdfunding and cart 2). */
  retries?: number;
  signal?: AbortSignal;
  /** Leaves the bearer token out: the token calls themselves (login, refresh, logout), and answers the same for everyone (the search). */
  anonymous?: boolean;
  /** Not counted in the shared loading state: a call that shows its own (a search box's suggestions, asked at every pause in typing). */
  quiet?: boolean;
}

/** `labels/exemplaire/` + params → `/api/labels/exemplaire/?…`; absolute or rooted URLs are kept. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  const url = /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : API_BASE + path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** The header the API names each call by, echoed on every answer and written in its logs. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a visitor reads when no answer came back. */
export const UNREACHABLE = 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.';
/** What a visitor reads when the server failed: its own words are for the logs (spec §8: other server messages are not shown). */
export const SERVER_FAILED = 'Une erreur est survenue. Veuillez réessayer dans un instant.';

/**
 * A refusal of the request (4xx) is the server speaking to the visitor, in French (a field's
 * message, a 403's reason); any other failure is the server's own problem, whose detail a visitor
 * never reads.
 */
const speaksToVisitor = (status: number) => status >= 400 && status < 500;

/** Where a failed call was going, for the console. */
export interface CallDescription {
  method: string;
  url: string;
  requestId: string | null;
}

/**
 * Writes a failure the visitor is not told the detail of in the browser's console, with the
 * request id the API's logs hold it under. A warning, not an error: the page still works (it shows
 * its French message and offers to try again). On the server, the API has logged it already.
 */
function logUnexpected(call: CallDescription, status: number, detail: unknown): void {
  if (typeof window === 'undefined') return;
  const text = typeof detail === 'string' ? detail : JSON.stringify(detail ?? null);
  console.warn(`${call.method} ${call.url} failed (${status === 0 ? 'network' : status}, request id ${call.requestId ?? 'none'}): ${text.slice(0, 500)}`);
}

function messageOf(status: number, body: DrfErrorBody): string {
  if (typeof body.detail === 'string') return body.detail;
  const fieldMessages = Object.values(body).flatMap((v) => (Array.isArray(v) ? v.map(String) : []));
  if (fieldMessages.length) return fieldMessages.join(' ');
  if (status === 404) return 'Pas trouvé.';
  return `Une erreur est survenue (code ${status}). Veuillez réessayer.`;
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The authentication headers of a call: the bearer token when the session holds one, and for an
 * unsafe call to the API itself the anti-forgery header. Shared with the calls made outside `fetch`
 * (an upload through XMLHttpRequest, for its progress), so every call authenticates the same way.
 */
export function authHeaders(method: string, url: string, anonymous = false): Record<string, string> | Promise<Record<string, string>> {
  const provided = anonymous ? null : accessToken();
  const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  // Spec §7: non-GET calls to the API itself carry the anti-forgery header read from the cookie.
  const needsCsrf = method !== 'GET' && isRelative(url);
  // Synchronous when nothing has to be awaited: a plain call then leaves at once.
  if (!(provided instanceof Promise) && !needsCsrf) return bearer(provided);
  return (async () => {
    // Awaited only when the session has to renew an expired token first.
    const headers = bearer(provided instanceof Promise ? await provided : provided);
    if (needsCsrf) {
      const csrf = await csrfToken();
      if (csrf) headers[CSRF_HEADER] = csrf;
    }
    return headers;
  })();
}

/** Tells the session about a 401 of a call that carried a token (the caller still gets the error). */
export function reportUnauthorized(url: string, headers: Record<string, string>): void {
  if (headers.Authorization && !TOKEN_CALLS.test(url)) onUnauthorized();
}

/**
 * The error of a failed answer: for a refusal (4xx), its French message and its DRF body for the
 * form; for a server failure, a French message of ours and no body, the server's detail going to
 * the console with the request id.
 */
export function apiErrorOf(status: number, body: unknown, call: CallDescription): ApiError {
  if (!speaksToVisitor(status)) {
    logUnexpected(call, status, body && typeof body === 'object' && 'detail' in body ? (body as DrfErrorBody).detail : body);
    return new ApiError(SERVER_FAILED, status, {}, call.requestId);
  }
  const drf: DrfErrorBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as DrfErrorBody) : {};
  return new ApiError(messageOf(status, drf), status, drf, call.requestId);
}

/** The error of a call that never got an answer (offline, DNS, connection reset). */
export function unreachable(call: Omit<CallDescription, 'requestId'>, cause: unknown): ApiError {
  logUnexpected({ ...call, requestId: null }, 0, cause instanceof Error ? cause.message : cause);
  return new ApiError(UNREACHABLE, 0);
}

/** The request id of an answer; absent from answers that never reached the API (a proxy's). */
export const requestIdOf = (res: Response): string | null => res.headers?.get(REQUEST_ID_HEADER) ?? null;

async function once<T>(url: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const auth = authHeaders(method, url, options.anonymous);
  const headers: Record<string, string> = { Accept: 'application/json', ...(auth instanceof Promise ? await auth : auth) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = headers.Authorization;

  let res: Response;
  try {
    res = await transport(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw unreachable({ method, url }, error);
  }
  const body = await parseBody(res);
  if (res.status === 401 && token && !TOKEN_CALLS.test(url)) onUnauthorized();
  if (!res.ok) throw apiErrorOf(res.status, body, { method, url, requestId: requestIdOf(res) });
  return body as T;
}

/** One call to the API, retried with a short growing pause while the failure is transient. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.params);
  const retries = options.retries ?? 0;
  // Every call counts in the shared loading state: the banner shows when calls are slow (spec §4).
  const endLoading = options.quiet ? () => undefined : beginLoading();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once<T>(url, options);
      } catch (error) {
        if (!(error instanceof ApiError) || !error.transient || attempt >= retries) throw error;
        await pause(300 * 2 ** attempt);
      }
    }
  } finally {
    endLoading();
  }
}

/**
 * A file of the API (an invoice's PDF) as a Blob, with the bearer token: a plain link cannot carry
 * it, so personal files are fetched here, then saved by the page.
 */
export async function fetchFile(path: string): Promise<Blob> {
  const url = apiUrl(path);
  const endLoading = beginLoading();
  try {
    const provided = accessToken();
    const token = provided instanceof Promise ? await provided : provided;
    let res: Response;
    try {
      res = await transport(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } catch (error) {
      throw unreachable({ method: 'GET', url }, error);
    }
    if (!res.ok) {
      const body = await parseBody(res);
      if (res.status === 401 && token) onUnauthorized();
      throw apiErrorOf(res.status, body, { method: 'GET', url, requestId: requestIdOf(res) });
    }
    return await res.blob();
  } finally {
    endLoading();
  }
}

/** Same-origin path of a `next` link: the API builds absolute links from the Host it was asked on. */
export function samePath(link: string): string {
  const url = new URL(link, window.location.origin);
  return url.pathname + url.search;
}

/** The API client: one place for the base URL, JSON, errors, retries, authentication and anti-forgery. */
export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, options),
  post: <T>(path: string, body?: unknown, options: Pick<RequestOptions, 'anonymous'> = {}) => request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T = void>(path: string) => request<T>(path, { method: 'DELETE' }),
  options: <T>(path: string) => request<T>(path, { method: 'OPTIONS', retries: 2 }),

  /** Every result of a list: pages of 100, following `next` links; lists are retried 3 times. */
  async getAll<T>(path: string, params: QueryParams = {}): Promise<T[]> {
    const results: T[] = [];
    let page = await request<Page<T>>(path, { params: { limit: 100, ...params }, retries: 3 });
    results.push(...page.results);
    while (page.next) {
      page = await request<Page<T>>(samePath(page.next), { retries: 3 });
      results.push(...page.results);
    }
    return results;
  },
};

/** SWR's default fetcher: a key is the API path (`labels/exemplaire/`). */
export const swrFetcher = <T>(path: string): Promise<T> => api.get<T>(path);
