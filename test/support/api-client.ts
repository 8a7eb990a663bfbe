/**
 * A client of the shop's API over HTTP, as the SPA calls it: no framework loaded, so a suite that
 * only talks HTTP (to its worker's shared API, shared-api.ts) starts in a fraction of a second.
 */
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

/** An API answering over HTTP: a suite's own (startTestApi) or its jest worker's (sharedApi). */
export interface ServedApi extends ApiClient {
  baseUrl: string;
  /** Headers every request of the suite carries, a browser's too: on a shared API, the suite's own address (X-Forwarded-For). */
  suiteHeaders?: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A client of the API at `baseUrl`, or of whichever process `baseUrl()` names at each call (a load
 * balancer's round robin): its anti-forgery token is fetched once, from the first process asked.
 */
export function httpClient(baseUrl: string | (() => string), defaults: { headers?: Record<string, string> } = {}): ApiClient {
  const origin = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  // Headers every call carries (a shared API's client: the suite's own X-Forwarded-For).
  const always = defaults.headers ?? {};
  let csrfToken: string | null = null;
  const csrf = async (): Promise<string> => {
    if (csrfToken === null) {
      const res = await fetch(origin() + '/health', { headers: always });
      await res.text();
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
      csrfToken = cookie ? cookie.slice('csrftoken='.length).split(';')[0] : '';
    }
    return csrfToken;
  };
  const call =
    (method: string) =>
    async (path: string, body?: unknown, options: CallOptions = {}) => {
      const headers: Record<string, string> = { ...always, ...options.headers };
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
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(always)) if (!headers.has(name)) headers.set(name, value);
      return toJson(await fetch(origin() + path, { ...init, headers }));
    },
    post: call('POST'),
    patch: call('PATCH'),
    put: call('PUT'),
    delete: call('DELETE'),
    options: call('OPTIONS'),
  };
}
