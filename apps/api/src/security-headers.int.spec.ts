import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { startTestApi, type TestApi } from '../../../test/support/test-app';

/** The built SPA, for the server-rendered pages (npm run build:web). */
const WEB_DIST = resolve(__dirname, '../../../dist/web');

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Four kinds of answer: a server-rendered page, an API answer, a media file and an error. */
async function answers(api: TestApi) {
  const [page, list, media, error] = await Promise.all(
    ['/exemplaire/home', '/api/labels/', '/media/labels/exemplaire/emblem.svg', '/api/books/999999999/'].map((path) => fetch(api.baseUrl + path)),
  );
  await Promise.all([page, list, media, error].map((res) => res.arrayBuffer()));
  return { page, list, media, error };
}

describe.each([
  ['production', 'production' as const],
  ['development', 'development' as const],
])('security headers in %s', (_name, nodeEnv) => {
  let api: TestApi;
  beforeAll(async () => (api = await startTestApi({ nodeEnv, webDist: WEB_DIST, bankUrl: 'https://p.monetico-services.com/test/paiement.cgi' })));
  afterAll(() => api.close());

  it('are on a page, an API answer, a media answer and an error', async () => {
    const { page, list, media, error } = await answers(api);
    expect([page.status, list.status, media.status, error.status]).toEqual([200, 200, 200, 404]);
    for (const res of [page, list, media, error]) {
      for (const [name, value] of Object.entries(COMMON)) expect([res.url, name, res.headers.get(name)]).toEqual([res.url, name, value]);
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
      // HSTS only where the shop is served over https, in production
      expect(res.headers.get('strict-transport-security')).toBe(nodeEnv === 'production' ? 'max-age=63072000; includeSubDomains' : null);
    }
    // Scripts: the shop's own, and the page's inline ones by hash only
    const pagePolicy = page.headers.get('content-security-policy')!;
    expect(pagePolicy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(pagePolicy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Style elements: the shop's files and the page's own by hash; attributes allowed
    expect(pagePolicy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; style-src-attr 'unsafe-inline';/);
    expect(pagePolicy).toContain("frame-ancestors 'none'");
    expect(pagePolicy).toContain("form-action 'self' https://p.monetico-services.com");
    expect(list.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; /);
    // A file served from the shop's origin runs nothing, whatever it holds
    expect(media.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  it('allow exactly the inline scripts and style elements the page carries', async () => {
    const res = await fetch(`${api.baseUrl}/exemplaire/home`);
    const html = await res.text();
    const policy = res.headers.get('content-security-policy')!;
    const hashesOf = (name: string) =>
      policy
        .split('; ')
        .find((d) => d.startsWith(`${name} `))!
        .match(/'sha256-[^']+'/g) ?? [];
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha(m[1]));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(hashesOf('script-src')).toEqual(scripts);
    // the stylesheets written in, and the label's theme
    const styles = [...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha(m[1])))];
    expect(html).toContain('<style data-label-theme="">');
    expect(styles.length).toBeGreaterThanOrEqual(2);
    expect(hashesOf('style-src')).toEqual(styles);
  });

  it('answer a HEAD of a page as its GET, without the body (link checkers, monitors)', async () => {
    const head = await fetch(`${api.baseUrl}/exemplaire/home`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(head.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(await head.text()).toBe('');
    expect((await fetch(`${api.baseUrl}/api/nothing-here/`, { method: 'HEAD' })).status).toBe(404);
  });
});
