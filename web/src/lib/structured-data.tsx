import { scriptJson } from './ssr/page-document';

/**
 * schema.org descriptions of a page's subject (JSON-LD), read by search engines: rendered in the
 * page itself, so the server's HTML carries them and the browser hydrates the same element.
 */
export function StructuredData({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  const items = Array.isArray(data) ? data : [data];
  return (
    <>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson({ '@context': 'https://schema.org', ...item }) }} />
      ))}
    </>
  );
}

/**
 * The picture a shared link shows: networks read PNG, not the SVG or WebP the pages use; the media
 * module draws each of its pictures in PNG too. Other pictures (uploads) are kept as they are.
 */
export function sharePicture(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /\/media\/.+\.(svg|webp)$/.test(url) ? url.replace(/\.(svg|webp)$/, '.png') : url;
}

/** A trail of links from the label's home to the page (schema.org BreadcrumbList). */
export function breadcrumbs(origin: string, trail: [name: string, path: string][]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${origin}${path}` })),
  };
}

type Availability = 'InStock' | 'OutOfStock' | 'PreOrder';

/** An offer of the shop at its public price, in euros. */
export function offer(origin: string, path: string, price: string, availability: Availability): Record<string, unknown> {
  return { '@type': 'Offer', url: `${origin}${path}`, price, priceCurrency: 'EUR', availability: `https://schema.org/${availability}` };
}
