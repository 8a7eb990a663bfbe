import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CataloguePage } from '@shop/catalogue';

/** What the sitemap reads of the catalogue and of the campaigns (their modules' public readers). */
export interface SitemapSources {
  labels(): Promise<{ id: number; slug: string; updatedAt: Date; features: Record<string, boolean> }[]>;
  cataloguePages(labelId: number): Promise<CataloguePage[]>;
  campaignPages(labelId: number): Promise<{ slug: string; updatedAt: Date }[]>;
}

/** The protocol's limit of addresses per sitemap file. */
const MAX_URLS = 50_000;
const LABEL_SLUG = /^[a-z0-9-]{1,100}$/;

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The pages of a label that exist whatever its catalogue, each behind the feature switch that shows it (spec §2, §3). */
const FIXED_PAGES: [path: string, feature: string | null][] = [
  ['home', null],
  ['projets', 'feature_projects'],
  ['librairie', 'feature_library'],
  ['librairie/autres-editeurs', 'feature_externals'],
  ['boutique', 'feature_shop'],
  ['boutique/cartes-cadeaux', 'feature_shop'],
  ['auteurs', 'feature_authors'],
  ['evenements', 'feature_events'],
  ['a-propos/nous', 'feature_about'],
  ['a-propos/constat', 'feature_about'],
  ['a-propos/projet', 'feature_about'],
  ['a-propos/charte', 'feature_about'],
  ['a-propos/editer', 'feature_about'],
  ['contact', null],
  ['contact/questions-frequentes', null],
  ['legal/cgv', null],
  ['legal/mentions-legales', null],
  ['legal/credits', null],
  ['legal/eula', null],
];

/** Where a catalogue page lives, and the feature that shows it. */
const CATALOGUE_PATHS: Record<CataloguePage['kind'], [prefix: string, feature: string]> = {
  book: ['librairie/livre', 'feature_library'],
  product: ['boutique/produit', 'feature_shop'],
  author: ['auteurs', 'feature_authors'],
};

function sendXml(reply: FastifyReply, body: string): void {
  void reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
}

/**
 * `GET /sitemap.xml`, the index of the labels' sitemaps, and `GET /{label}/sitemap.xml`, the public
 * pages of one label at their canonical (French) addresses, from the published catalogue.
 */
export function registerSitemaps(fastify: FastifyInstance, sources: SitemapSources, publicUrl: string): void {
  fastify.get('/sitemap.xml', async (_req, reply) => {
    const labels = await sources.labels();
    const entries = labels.map((label) => `  <sitemap><loc>${xmlText(`${publicUrl}/${label.slug}/sitemap.xml`)}</loc><lastmod>${day(label.updatedAt)}</lastmod></sitemap>`);
    sendXml(reply, `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`);
  });

  fastify.get<{ Params: { label: string } }>('/:label/sitemap.xml', async (req, reply) => {
    const slug = req.params.label;
    const label = LABEL_SLUG.test(slug) ? (await sources.labels()).find((candidate) => candidate.slug === slug) : undefined;
    if (!label) return void reply.status(404).header('content-type', 'application/json; charset=utf-8').send({ detail: 'Pas trouvé.' });
    const shown = (feature: string | null) => feature === null || label.features[feature] === true;
    const urls: [path: string, lastmod: Date][] = FIXED_PAGES.filter(([, feature]) => shown(feature)).map(([path]) => [path, label.updatedAt]);
    for (const page of await sources.cataloguePages(label.id)) {
      const [prefix, feature] = CATALOGUE_PATHS[page.kind];
      if (shown(feature)) urls.push([`${prefix}/${encodeURIComponent(page.slug)}`, page.updatedAt]);
    }
    if (shown('feature_crowdfunding')) {
      for (const campaign of await sources.campaignPages(label.id)) urls.push([`financement-participatif/${encodeURIComponent(campaign.slug)}`, campaign.updatedAt]);
    }
    const entries = urls.slice(0, MAX_URLS).map(([path, lastmod]) => `  <url><loc>${xmlText(`${publicUrl}/${label.slug}/${path}`)}</loc><lastmod>${day(lastmod)}</lastmod></url>`);
    sendXml(reply, `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`);
  });
}
