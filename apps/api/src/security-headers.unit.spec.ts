import { createHash } from 'node:crypto';
import { contentSecurityPolicy, pagePolicy, queueDashboardPolicy, templateOrigin } from './security-headers';

const settings = { nodeEnv: 'development' as const, mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', bankUrl: 'https://p.monetico-services.com/test/paiement.cgi' };
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `) || d === name);

describe('the Content-Security-Policy', () => {
  it('allows scripts from the shop only, never inline, and no framing', () => {
    const policy = contentSecurityPolicy(settings);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // Style elements from the shop's files only; attributes (React's, the map's) stay allowed
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('names the map tiles, the pixel and the bank by their origins', () => {
    const policy = contentSecurityPolicy(settings);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org https://www.facebook.com");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://p.monetico-services.com");
    expect(directive(contentSecurityPolicy({ ...settings, mapTileUrl: '/tiles/{z}/{x}/{y}.png', bankUrl: '' }), 'img-src')).toBe(
      "img-src 'self' data: blob: https://www.facebook.com",
    );
  });

  it('reads a tile template with a {s} subdomain as a wildcard host', () => {
    expect(templateOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(templateOrigin('http://127.0.0.1:9999/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9999');
    expect(templateOrigin('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });

  it('upgrades insecure requests in production', () => {
    expect(directive(contentSecurityPolicy({ ...settings, nodeEnv: 'production' }), 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
  });

  it("allows a page's own inline scripts by their SHA-256, not its data blocks nor scripts by address", () => {
    const data = 'window.__SERVER_PAYLOAD__={"a":"é"}';
    const loader = '(function(){})()';
    const html = `<head><script type="module" src="/assets/x.js"></script></head><div>${'<p>'.repeat(3)}</div><script>${data}</script><script type="application/ld+json">{"@type":"Book"}</script><script>${loader}</script>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(directive(pagePolicy(settings, html), 'script-src')).toBe(`script-src 'self' ${sha(data)} ${sha(loader)}`);
  });

  it("allows a page's own style elements by their SHA-256, and nothing else inline", () => {
    const built = ':root{--a:1}';
    const theme = ':root{--color-primary:#1F3A5F}';
    const html = `<head><style data-href="/assets/a.css">${built}</style></head><body><div style="width:2px"><style data-label-theme="">${theme}</style></div></body>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const policy = pagePolicy(settings, html);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${sha(built)} ${sha(theme)}`);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('lets the queue dashboard alone write its own style elements, its scripts still from the shop only', () => {
    const policy = queueDashboardPolicy(settings);
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });
});
