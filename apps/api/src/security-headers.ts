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

/** The CSP source of an inline script's or style's text: its SHA-256, as the browser computes it over the element's text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A server-rendered page's own inline elements, as CSP hashes: its scripts (its data, its code loader) and its styles. */
export interface InlineHashes {
  scripts?: readonly string[];
  styles?: readonly string[];
}

/**
 * The Content-Security-Policy of every answer, with the hashes of a server-rendered page's own
 * inline scripts and styles: scripts and style elements only from the shop or by hash, never
 * inline otherwise (the SPA applies a label's theme through adopted stylesheets, which the CSSOM
 * writes). Style attributes stay allowed: React, the map and the editor position things with
 * them, and an attribute's CSS can neither run code nor load anything img-src and font-src refuse.
 * Images from the shop, the map's tile server and the pixel; forms post to the shop and to the
 * bank's payment page; no page may be framed.
 */
export function contentSecurityPolicy(settings: PolicySettings, inline: InlineHashes = {}): string {
  const tiles = templateOrigin(settings.mapTileUrl);
  const bank = settings.bankUrl ? new URL(settings.bankUrl).origin : null;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(inline.scripts ?? [])],
    ['style-src', "'self'", ...(inline.styles ?? [])],
    ['style-src-attr', "'unsafe-inline'"],
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
/** Style elements of a page's HTML: its stylesheets written in, a label's theme and CSS. */
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The page's CSP: the shop's, allowing the page's own inline scripts and styles by their hashes. */
export function pagePolicy(settings: PolicySettings, html: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) if (!DATA_BLOCK.test(attributes)) scripts.add(inlineHash(text));
  for (const [, text] of html.matchAll(INLINE_STYLE)) styles.add(inlineHash(text));
  return contentSecurityPolicy(settings, { scripts: [...scripts], styles: [...styles] });
}

/**
 * The queue dashboard's policy: a third-party page (Bull Board, read-only, staff only) whose code
 * writes its own style elements, so its styles alone may be inline.
 */
export function queueDashboardPolicy(settings: PolicySettings): string {
  return contentSecurityPolicy(settings).replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'");
}

/** Features no page of the shop uses, switched off for it and anything it embeds (only features browsers know: an unknown one is a console error on every page). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=()';

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
