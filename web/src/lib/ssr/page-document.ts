import type { ServerRender, SeededEntry } from './server-render';

/** The build's manifest of chunks: each source module's file, the chunks it imports and its styles. */
export type PageManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it can close the element or break the line. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Chunks and styles of the modules the page rendered, each once, following their static imports. */
function assetsOf(manifest: PageManifest, modules: Iterable<string>): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts, styles };
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The head of a page: what search engines and link previews read. */
function headTags(server: ServerRender, canonical: string): string[] {
  const { head } = server;
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  const og = (property: string, content: string | undefined) => content && tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  const twitter = (name: string, content: string | undefined) => content && tags.push(`<meta name="${name}" content="${escapeHtml(content)}">`);
  og('og:type', head.type ?? 'website');
  og('og:locale', 'fr_FR');
  og('og:site_name', head.siteName);
  og('og:title', head.title);
  og('og:description', head.description);
  og('og:url', canonical);
  const image = head.image ? absolute(server.origin, head.image) : undefined;
  og('og:image', image);
  og('og:image:alt', image ? head.title : undefined);
  twitter('twitter:card', image ? 'summary_large_image' : 'summary');
  twitter('twitter:title', head.title);
  twitter('twitter:description', head.description);
  twitter('twitter:image', image);
  if (head.preloadImage) {
    const responsive =
      head.preloadImageSrcSet && head.preloadImageSizes ? ` imagesrcset="${escapeHtml(head.preloadImageSrcSet)}" imagesizes="${escapeHtml(head.preloadImageSizes)}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}"${responsive} fetchpriority="high">`);
  }
  return tags;
}

/** What Vite's index.html loads, taken out of the template to be written the server's way. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * The page's styles written into it: the first paint needs no other request (a phone on a slow
 * network saves a round trip or two). Each is followed by a disabled link to its file, which the
 * browser does not fetch but which tells the SPA's chunk loader the style is there already.
 */
function inlineStyles(hrefs: Iterable<string>, styles: Record<string, string>): string[] {
  const tags: string[] = [];
  for (const href of hrefs) {
    const css = styles[href];
    if (css === undefined) {
      tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
      continue;
    }
    tags.push(`<style data-href="${escapeHtml(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`, `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled>`);
  }
  return tags;
}

/**
 * The SPA's code, asked for once the page is painted and its main picture is in: on a slow network
 * the page's text and picture get the bandwidth first, and the code that makes it interactive comes
 * next (links and forms without script work meanwhile). A picture slower than 3 s waits no longer.
 * A responsive preload fetches one of its renditions (`cover.640w.webp`), not its `href`: any
 * rendition already fetched counts, since the link's load event has then come and gone.
 */
function deferredCode(entry: string, preloads: string[]): string {
  const config = scriptJson({ entry, preloads });
  return `<script>(function(c){function load(){var f=document.createDocumentFragment();c.preloads.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;f.appendChild(l)});var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=c.entry;f.appendChild(s);document.head.appendChild(f)}
var hero=document.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]'),done=false;function once(){if(!done){done=true;load()}}
function fetched(){var stem=hero.href.replace(/\\.webp$/,".");return performance.getEntriesByType("resource").some(function(e){return e.name===hero.href||e.name.indexOf(stem)===0})}
requestAnimationFrame(function(){setTimeout(function(){if(!hero||fetched())return once();hero.addEventListener("load",once);hero.addEventListener("error",once);setTimeout(once,3000)})})})(${config})</script>`;
}

/**
 * The page as the server sends it: the SPA's index.html with the page's title, description, links
 * for crawlers and previews, its styles written in, its HTML, the API answers it was rendered from
 * (the browser hydrates from them without fetching again), and the SPA's code loaded after the
 * first paint.
 */
export function documentOf(
  rendering: { template: string; manifest: PageManifest; styles: Record<string, string> },
  page: { html: string; server: ServerRender; seeds: Map<string, SeededEntry>; canonical: string },
): string {
  const { server } = page;
  let html = rendering.template;
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const styles = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, '');
  const pageAssets = assetsOf(rendering.manifest, server.modules);
  // What index.html loads already (the entry and its imports) is not loaded twice.
  for (const script of pageAssets.scripts) if (!preloads.includes(script) && script !== entry) preloads.push(script);
  for (const style of pageAssets.styles) if (!styles.includes(style)) styles.push(style);
  const payload = { swr: Object.fromEntries(page.seeds), now: server.now, origin: server.origin };
  if (server.head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(server.head.title!)}</title>`);
  if (server.head.description)
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(server.head.description!)}" />`);
  const head = [...headTags(server, page.canonical), ...inlineStyles(styles, rendering.styles)];
  // Replacer functions: a `$` in the page's text is text, not a replacement pattern.
  html = html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  const scripts = [`<script>window.__SERVER_PAYLOAD__=${scriptJson(payload)}</script>`];
  if (entry) scripts.push(deferredCode(entry, preloads));
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${scripts.join('\n    ')}`);
}
