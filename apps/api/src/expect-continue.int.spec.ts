import { request } from 'node:http';
import { isDrfErrorBody } from '../../../test/support/drf-shape';
import { sharedApi } from '../../../test/support/shared-api';

const CSRF = 'expectexpectexpectexpect';
const OVER_THE_LIMIT = 2 * 1_048_576;

/** What a client of `Expect: 100-continue` saw: whether it was asked for the body, and the final answer. */
interface Exchange {
  continued: boolean;
  status: number;
  body: unknown;
}

/**
 * One POST over a raw connection, as curl and most HTTP libraries send a large body: the headers,
 * then the body only once the server has answered `100 Continue` (`expect: false`: at once).
 * A reset or closed socket before an answer rejects.
 */
function post(baseUrl: string, path: string, headers: Record<string, string>, body: Buffer, options: { expect: boolean; sendBody?: boolean }): Promise<Exchange> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    let continued = false;
    let settled = false;
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length), ...(options.expect ? { expect: '100-continue' } : {}) },
    });
    req.setTimeout(30_000, () => req.destroy(new Error('aucune réponse en 30 s')));
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        settled = true;
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* not JSON: kept as text for the failure's message */
        }
        resolve({ continued, status: res.statusCode ?? 0, body: parsed });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!settled) reject(new Error(`connexion perdue avant la réponse (${continued ? 'après' : 'sans'} 100 Continue) : ${error.message}`));
    });
    if (!options.expect && options.sendBody !== false) req.end(body);
    else if (!options.expect) req.flushHeaders();
  });
}

/** A multipart form: its text fields, then one file. */
function multipart(boundary: string, fields: Record<string, string>, file: { name: string; bytes: Buffer }): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`);
  return Buffer.concat([...parts, head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

describe('Expect: 100-continue', () => {
  let baseUrl: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const api = await sharedApi();
    baseUrl = api.baseUrl;
    headers = { ...api.suiteHeaders, cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF, accept: 'application/json' };
  });

  it('answers a body over the limit with the 413 in DRF shape, without asking for the body', async () => {
    const json = { ...headers, 'content-type': 'application/json' };
    const oversized = Buffer.alloc(OVER_THE_LIMIT, 0x20);
    // Given how an oversized body is answered without Expect (its Content-Length alone decides)
    const withoutExpect = await post(baseUrl, '/api/token/', json, oversized, { expect: false, sendBody: false });
    expect(withoutExpect).toEqual({ continued: false, status: 413, body: { detail: 'Requête trop volumineuse.' } });

    // When a client announces the same body and waits for the go-ahead
    const answer = await post(baseUrl, '/api/token/', json, oversized, { expect: true });

    // Then it gets that same answer instead of a 100 Continue, and keeps its 2 MB
    expect(answer).toEqual(withoutExpect);
    expect(isDrfErrorBody(answer.body)).toBe(true);
  });

  it('still asks for a body within the limit, and answers it as usual', async () => {
    const answer = await post(baseUrl, '/api/contact/', { ...headers, 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ email: 'pas-une-adresse' })), {
      expect: true,
    });
    expect(answer).toMatchObject({ continued: true, status: 400, body: { email: expect.any(Array) } });
  });

  it('asks for a manuscript over the JSON limit: its route reads it within its own limits', async () => {
    const boundary = '----manuscritExpectContinue';
    const form = multipart(
      boundary,
      { name: 'Jeanne Martin', email: 'pas-une-adresse', title: 'Titre', summary: 'Résumé' },
      { name: 'manuscrit.pdf', bytes: Buffer.alloc(OVER_THE_LIMIT, 0x41) },
    );
    const answer = await post(baseUrl, '/api/project-submissions/', { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, form, { expect: true });
    // Read, then refused for its fields: not a 413
    expect(answer).toMatchObject({ continued: true, status: 400 });
    expect(answer.body).toHaveProperty('email');
  });
});
