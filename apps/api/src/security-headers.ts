import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@shop/common';
import { createHash } from 'node:crypto';

/** What the policy depends on in the configuration. */
export type PolicySettings = Pick<AppConfig, 'nodeEnv' | 'mapTileUrl' | 'bankUrl'>;

/** The players a campaign's video may come from (web/src/features/crowdfunding/utils/video.ts). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The campaign owner's tracking pixel (an image), the one outside address a page may ask for. */
const PIXEL_ORIGIN = 'https://www.facebook.com';

/**
 * The origin a URL template's requests go to, as a CSP source: 'self' for a path of the shop's own,
 * a wildcard host for a template with a `{s}` subdomain (https://{s}.tile.example → https://*.tile.example).
 */
export function templateOrigin(template: string): string | null {
  if (!template) return null;
  if (template.startsWith('/') && !template.startsWith('//')) return "'self'";
  const url = new URL(template.replace('{s}.', 'wildcard-subdomain.'));
  return `${url.protocol}//${url.host.replace('wildcard-subdomain.', '*.')}`;
}

/** The CSP source of an inline script's text: its SHA-256, as the browser computes it over the element's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of every answer, with `scriptHashes` for a server-rendered page's own
 * inline scripts (its data and its code loader): scripts only from the shop or by hash, never inline
 * otherwise. Styles may be inline: a label's theme (CSS its staff write) and the editor apply their
 * styles at run time, and CSS runs no code. Images from the shop, the map's tile server and the
 * pixel; forms post to the shop and to the bank's payment page; no page may be framed.
 */
export function contentSecurityPolicy(settings: PolicySettings, scriptHashes: readonly string[] = []): string {
  const tiles = templateOrigin(settings.mapTileUrl);
  const bank = settings.bankUrl ? new URL(settings.bankUrl).origin : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles && tiles !== "'self'" ? [tiles] : []), PIXEL_ORIGIN],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['media-src', "'self'", 'https:'],
    ['frame-src', ...VIDEO_PLAYERS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...(bank ? [bank] : [])],
    ['frame-ancestors', "'none'"],
  ];
  if (settings.nodeEnv === 'production') directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Inline scripts of a page's HTML that the browser runs (data blocks such as JSON-LD are not scripts). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype=["']?(application\/(ld\+)?json)/i;

/** The page's CSP: the shop's, allowing the page's own inline scripts by their hashes. */
export function pagePolicy(settings: PolicySettings, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) if (!DATA_BLOCK.test(attributes)) hashes.add(scriptHash(text));
  return contentSecurityPolicy(settings, [...hashes]);
}

/** Features no page of the shop uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=()';

/**
 * The security headers of every answer (pages, API, media, errors), by @fastify/helmet configured
 * for the shop: the CSP above, no framing, nosniff, the referrer's origin only across sites, HSTS
 * in production (served behind https there), and a Permissions-Policy. Routes that send files
 * (media, attachments) narrow the CSP further themselves.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, settings: PolicySettings): Promise<void> {
  const production = settings.nodeEnv === 'production';
  const policy = contentSecurityPolicy(settings);
  await app.register(fastifyHelmet, {
    global: true,
    // The policy is written whole (above), so helmet's defaults add nothing to it.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Newsletters show the shop's images in webmail pages of other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    hsts: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (_req, reply) => {
      reply.header('content-security-policy', policy);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
}
