import fc from 'fast-check';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ShopMetrics } from '../../apps/api/src/ops/shop-metrics';
import { createUser, login } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/test-app';
import { createSuiteDatabase, type SuiteDatabase } from '../support/worker-harness';
import { isDrfErrorBody } from '../support/drf-shape';
import { type Components, fuzzedText, fuzzedValue, type Schema, validValue } from './schema-arbitraries';

/**
 * The input contract, tried the way an attacker would: every operation of the OpenAPI document,
 * with values drawn from its own schemas, then hostile ones (type confusion, past-bound numbers,
 * NUL, lone surrogates, 100 kB strings, deep nesting, missing and extra fields), sent to the real
 * app on PostgreSQL as a reader, a bookseller, staff and nobody, with the anti-forgery header.
 * Never a 5xx; every 4xx in DRF's shape; every route (method and path) of the document reached by
 * the router; the app still answers its health check at the end.
 *
 * FUZZ_RUNS (default 10) sets the runs per operation, identity and phase (one for an operation that
 * takes no input: every run would send the same request); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CSRF = 'fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzz';

/** Who the fuzzer calls as: nobody, then accounts of its own (a reader, a bookseller, staff). */
const IDENTITY_ACCOUNTS: readonly { name: string; account?: { bookseller?: boolean; staff?: boolean } }[] = [
  { name: 'anonyme' },
  { name: 'lecteur', account: {} },
  { name: 'libraire', account: { bookseller: true } },
  { name: 'équipe', account: { staff: true } },
];

/**
 * Fewer samples where more would be redundant: an identity refused for who it is (anonymous: 401,
 * logged in: 403) on each of its first samples of an operation meets the role guard, which answers
 * before any input is read, so its other samples there are not sent (about half the operations are
 * staff's). Whoever the route lets in still gets every sample.
 */
const SAMPLES_WHEN_REFUSED = 2;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** The body goes as multipart/form-data (the operation takes no JSON): its binary fields as files. */
  multipart: boolean;
}

interface Identity {
  name: string;
  user?: { email: string; password: string };
  token?: string;
  /** Path values that name this identity's own rows (its cart). */
  known: string[];
}

/** Percent-encodes any string, lone surrogates included (as the invalid UTF-8 bytes a hostile client would send). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

interface Sent {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const BOUNDARY = '----fuzzfuzzfuzz7MA4YWxkTrZu0gW';

/** Files a form may carry: a real small PNG and SVG, the PNG signature before junk, random bytes. */
const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49P4lAAWhAstl7N0JAAAAAElFTkSuQmCC', 'base64')),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>')),
  fc.uint8Array({ maxLength: 64 }).map((junk) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(junk)])),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
);

/** A header value that keeps the part's headers well-formed (the values themselves stay hostile). */
const headerSafe = (text: string) => text.replace(/[\r\n"]/g, '_');

/**
 * A body as a multipart form: the schema's binary properties as files (when the drawn body has
 * them), every other value as a text field (JSON for what is not a string).
 */
function multipartPayload(body: unknown, schema: Schema, components: Components, file: Buffer, fileName: string): Buffer {
  const properties = (components[schema.$ref?.split('/').pop() ?? '']?.properties ?? schema.properties ?? {}) as Record<string, Schema>;
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.entries(body) : [['valeur', body] as [string, unknown]];
  const parts = fields.map(([name, value]) => {
    const isFile = properties[name]?.format === 'binary';
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${headerSafe(name)}"${isFile ? `; filename="${headerSafe(fileName)}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`;
    const content = isFile ? file : Buffer.from(typeof value === 'string' ? value : String(JSON.stringify(value)));
    return Buffer.concat([Buffer.from(head), content, Buffer.from('\r\n')]);
  });
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Every method an OpenAPI path item may hold. */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `METHOD /path/:param`: a route as the router names it (the document writes `{param}`). */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Every route (method and path) of the document, read from its paths alone. */
function documentedRoutes(document: OpenAPIObject): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => (item as Record<string, unknown>)[method]).map((method) => routeKey(method, path)),
  );
}

/** How many requests the app answered per route it matched, from its own request timings (`METHOD /path/:param` → count). */
async function answeredPerRoute(api: TestApi): Promise<Map<string, number>> {
  const { values } = await api.app.get(ShopMetrics).httpDuration.get();
  const counts = new Map<string, number>();
  for (const { metricName, labels, value } of values) {
    if (!metricName?.endsWith('_count')) continue;
    const key = routeKey(String(labels.method), String(labels.route));
    counts.set(key, (counts.get(key) ?? 0) + value);
  }
  return counts;
}

/** The routes the fuzzer's helpers call: whether a session still holds, and a login. */
const SESSION_CHECK_ROUTE = routeKey('get', '/api/users/profile');
const LOGIN_ROUTE = routeKey('post', '/api/token');

/** An operation without parameters or body sends the same request at every run: one is enough. */
function takesInput(op: Operation): boolean {
  return op.body !== undefined || op.parameters.some((p) => p.in === 'path' || p.in === 'query');
}

function operationsOf(document: OpenAPIObject): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = (item as Record<string, any>)[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      const body = (content['application/json'] ?? content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'])?.schema;
      const multipart = !content['application/json'] && content['multipart/form-data'] !== undefined;
      operations.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body, multipart });
    }
  }
  return operations;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  // A database of its own: valid calls change what they may (staff terms, profiles), and other suites read the demo.
  let database: SuiteDatabase;
  let api: TestApi;
  let document: OpenAPIObject;
  let components: Components;
  const identities: Identity[] = [];
  const counts: Record<string, number> = {};
  /** Samples not sent: their identity had been refused for who it is on every earlier one (SAMPLES_WHEN_REFUSED). */
  let unsent = 0;
  let publicKnown: string[] = [];
  /** Requests answered per route before the fuzzing (the set-up's logins and reads): only what comes after counts as fuzzed. */
  let answeredBefore = new Map<string, number>();
  /** Requests the fuzzer's own helpers sent while fuzzing (session checks, logins), per route: not fuzzing either. */
  const helperRequests = new Map<string, number>();
  const countHelperRequest = (route: string) => helperRequests.set(route, (helperRequests.get(route) ?? 0) + 1);

  async function send(request: Sent, identity: Identity) {
    const headers: Record<string, string> = { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF };
    if (identity.token) headers.authorization = `Bearer ${identity.token}`;
    if (request.payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
    // From an address of its own: the fuzzer's wrong passwords must not throttle the identities' own logins (from loopback).
    const res = await api.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: request.method as never, url: request.url, headers, payload: request.payload, remoteAddress: '192.0.2.10' });
    const family = `${String(res.statusCode)[0]}xx`;
    counts[family] = (counts[family] ?? 0) + 1;
    return res;
  }

  async function logIn(identity: Identity) {
    if (identity.user) identity.token = (await login(api, identity.user)).access;
  }

  /**
   * After a 401, logs the identity in again only when a call (a logout, a password change) ended its
   * session: most 401s are about the call's own credentials (a wrong password, a bad refresh token),
   * and each login costs a password hash check.
   */
  async function logInAgainIfEnded(identity: Identity) {
    countHelperRequest(SESSION_CHECK_ROUTE);
    const check = await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${identity.token}` } });
    if (check.status !== 401) return;
    countHelperRequest(LOGIN_ROUTE);
    await logIn(identity);
  }

  beforeAll(async () => {
    database = await createSuiteDatabase('fuzz');
    api = await startTestApi({ databaseUrl: database.url });
    const schema = await api.get('/api/schema/');
    expect(schema.status).toBe(200);
    document = schema.body;
    components = (document.components?.schemas ?? {}) as Components;
    for (const { name, account } of IDENTITY_ACCOUNTS) {
      if (!account) {
        identities.push({ name, known: [] });
        continue;
      }
      const user = await createUser(account, (text, params) => database.db.query(text, params));
      const identity: Identity = { name, user, known: [] };
      await logIn(identity);
      const cart = await api.post('/api/carts/', {}, { token: identity.token });
      identity.known.push(cart.body.id);
      identities.push(identity);
    }
    const campaigns = await api.get('/api/crowdfundings/?limit=3');
    publicKnown = ['1', '2', ...campaigns.body.results.map((c: { slug: string }) => c.slug)];
    answeredBefore = await answeredPerRoute(api);
  });

  afterAll(async () => {
    // The figures of the run, for whoever reads the CI log.
    console.log(
      `fuzz: ${operationsOf(document ?? ({ paths: {} } as never)).length} opérations, réponses ${JSON.stringify(counts)}, ${unsent} échantillons non envoyés (refusés d’office)`,
    );
    await api?.close();
    await database?.drop();
  });

  function requestFor(op: Operation, identity: Identity, phase: 'valid' | 'hostile'): fc.Arbitrary<Sent> {
    const known = [...identity.known, ...publicKnown];
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, phase === 'valid' ? fc.constantFrom(...known) : fuzzedText(p.schema, components, known)])));
    const queryArb = fc.record(
      Object.fromEntries(
        queryParams.map((p) => [
          p.name,
          fc.option(phase === 'valid' ? validValue(p.schema ?? {}, components).map((v) => String(v)) : fuzzedText(p.schema, components), { nil: undefined }),
        ]),
      ),
    );
    const bodyArb: fc.Arbitrary<unknown> = op.body ? (phase === 'valid' ? validValue(op.body, components) : fuzzedValue(op.body, components)) : fc.constant(undefined);
    const fileArb = fc.tuple(fileBytes, fc.constantFrom('image.png', 'notes.txt', 'logo.svg', '../../etc/passwd', ''));
    return fc.tuple(pathArb, queryArb, bodyArb, fileArb).map(([path, query, body, [file, fileName]]) => {
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(String((path as Record<string, string>)[name]))) +
        '/' +
        Object.entries(query as Record<string, string | undefined>)
          .filter(([, v]) => v !== undefined)
          .map(([k, v], i) => `${i === 0 ? '?' : '&'}${encode(k)}=${encode(v!)}`)
          .join('');
      if (body !== undefined && op.multipart && op.body) {
        return { method: op.method, url, payload: multipartPayload(body, op.body, components, file, fileName), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
      }
      return { method: op.method, url, payload: body === undefined ? undefined : JSON.stringify(body) };
    });
  }

  it('the document lists operations to fuzz', () => {
    expect(operationsOf(document).length).toBeGreaterThan(50);
  });

  for (const phase of ['valid', 'hostile'] as const) {
    for (const { name } of IDENTITY_ACCOUNTS) {
      it(`no 5xx, every 4xx in DRF's shape (${phase} values, ${name})`, async () => {
        const identity = identities.find((candidate) => candidate.name === name)!;
        for (const op of operationsOf(document)) {
          const answers = { sent: 0, refused: 0 };
          await fc.assert(
            fc.asyncProperty(requestFor(op, identity, phase), async (request) => {
              if (answers.sent >= SAMPLES_WHEN_REFUSED && answers.refused === answers.sent) {
                unsent++;
                return;
              }
              const res = await send(request, identity);
              answers.sent++;
              if (res.statusCode === (identity.token ? 403 : 401)) answers.refused++;
              const where = `${identity.name} ${request.method} ${request.url.slice(0, 300)} ${request.payload?.toString().slice(0, 300) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
              if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
              if (res.statusCode >= 400) {
                let body: unknown;
                try {
                  body = JSON.parse(res.body);
                } catch {
                  throw new Error(`4xx hors JSON : ${where}`);
                }
                if (!isDrfErrorBody(body)) throw new Error(`4xx hors de la forme DRF : ${where}`);
                if (res.statusCode === 401 && identity.token) await logInAgainIfEnded(identity);
              }
            }),
            { numRuns: takesInput(op) ? RUNS : 1, seed: SEED, endOnFailure: true },
          );
        }
      });
    }
  }

  it('fuzzed every route (method and path) of the served document: the router matched each for some of its requests', async () => {
    const answered = await answeredPerRoute(api);
    const fuzzed = new Set([...answered].filter(([route, count]) => count > (answeredBefore.get(route) ?? 0) + (helperRequests.get(route) ?? 0)).map(([route]) => route));
    const documented = documentedRoutes(document);
    expect(documented.length).toBeGreaterThan(50);
    expect(documented.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it('the app still answers its health check', async () => {
    const res = await api.get('/api/health/live');
    expect(res.status).toBe(200);
  });
});
