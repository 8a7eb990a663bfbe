/**
 * An absolute link into a label's pages of the SPA: `${publicUrl}/${slug}/${path}?k=v…`, with the
 * slug and every query value URL-encoded, quotes included (an e-mail address may hold `+`, `&`, `#` or `'`).
 */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function shopLink(publicUrl: string, slug: string, path: string, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  const base = `${publicUrl.replace(/\/+$/, '')}/${encodeURIComponent(slug)}${path ? `/${path}` : ''}`;
  return search ? `${base}?${search}` : base;
}

/** The PNG logo of a label: mail clients show neither SVG nor WebP. */
export function labelLogoPng(publicUrl: string, slug: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/media/labels/${encodeURIComponent(slug)}/logo.png`;
}
