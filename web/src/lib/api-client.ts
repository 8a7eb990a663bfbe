import type { Page } from '@/types/api';
import { beginLoading } from './loading';

/** Every call goes to the API under this base (spec §7). */
const API_BASE = '/api/';

/** The body of a DRF error: `{detail}` or `{field: [messages]}`. */
export type DrfErrorBody = { detail?: string } & Record<string, unknown>;

/** A failed call, with a French message to show and the DRF body for forms to map onto fields. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly body: DrfErrorBody = {},
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
 * Where the bearer token will come from once login exists (spec §4: stored locally, refreshed
 * 30 s before expiry). The auth feature registers its provider here; until then calls are anonymous.
 */
let accessToken: () => string | null = () => null;

export function setAccessTokenProvider(provider: () => string | null): void {
  accessToken = provider;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: QueryParams;
  body?: unknown;
  /** Extra attempts after a transient failure (spec §7: lists 3, profile, crowdfunding and cart 2). */
  retries?: number;
  signal?: AbortSignal;
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

async function once<T>(url: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Later: the anti-forgery header on non-GET calls, and a token refresh on 401 (spec §7).

  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.', 0);
  }
  const body = await parseBody(res);
  if (!res.ok) {
    const drf: DrfErrorBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as DrfErrorBody) : {};
    throw new ApiError(messageOf(res.status, drf), res.status, drf);
  }
  return body as T;
}

/** One call to the API, retried with a short growing pause while the failure is transient. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.params);
  const retries = options.retries ?? 0;
  // Every call counts in the shared loading state: the banner shows when calls are slow (spec §4).
  const endLoading = beginLoading();
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

/** Same-origin path of a `next` link: the API builds absolute links from the Host it was asked on. */
export function samePath(link: string): string {
  const url = new URL(link, window.location.origin);
  return url.pathname + url.search;
}

/** The API client: one place for the base URL, JSON, errors, retries and (later) authentication. */
export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, options),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
  delete: <T = void>(path: string) => request<T>(path, { method: 'DELETE' }),

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
