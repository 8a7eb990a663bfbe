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
    // The entry's own script and style are in index.html already.
    if (!chunk.isEntry) scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts, styles };
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** The head of a page: what search engines and link previews read. */
function headTags(server: ServerRender, canonical: string, styles: Set<string>, scripts: Set<string>): string {
  const { head } = server;
  const tags = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
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
  if (head.preloadImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`);
  for (const style of styles) tags.push(`<link rel="stylesheet" crossorigin href="${escapeHtml(style)}">`);
  for (const script of scripts) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(script)}">`);
  return tags.join('\n    ');
}

/**
 * The page as the server sends it: the SPA's index.html with the page's title, description, links
 * for crawlers and previews, the chunks and styles of its pages, its HTML, and the API answers it
 * was rendered from (the browser hydrates from them without fetching again).
 */
export function documentOf(
  rendering: { template: string; manifest: PageManifest },
  page: { html: string; server: ServerRender; seeds: Map<string, SeededEntry>; canonical: string },
): string {
  const { server } = page;
  const { scripts, styles } = assetsOf(rendering.manifest, server.modules);
  // What index.html links already (the entry and its imports) is not linked twice.
  for (const linked of [...scripts, ...styles]) {
    if (rendering.template.includes(`"${linked}"`)) {
      scripts.delete(linked);
      styles.delete(linked);
    }
  }
  const payload = { swr: Object.fromEntries(page.seeds), now: server.now, origin: server.origin };
  let html = rendering.template;
  if (server.head.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(server.head.title!)}</title>`);
  if (server.head.description)
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(server.head.description!)}" />`);
  // Replacer functions: a `$` in the page's text is text, not a replacement pattern.
  html = html.replace('</head>', () => `    ${headTags(server, page.canonical, styles, scripts)}\n  </head>`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    <script>window.__SERVER_PAYLOAD__=${scriptJson(payload)}</script>`);
}
