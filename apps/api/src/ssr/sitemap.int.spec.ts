import { createBook } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/**
 * The sitemaps crawlers read: an index of the labels' sitemaps, and each label's public pages at
 * their French addresses, from the published catalogue (no drafts, no booksellers' products), behind
 * the label's feature switches.
 */
describe('sitemaps and robots.txt', () => {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  let api: ServedApi;
  let label: { id: number; slug: string };
  const text = async (path: string) => {
    const res = await fetch(api.baseUrl + path);
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

  beforeAll(async () => {
    api = await sharedApi();
    [label] = await sql<{ id: number; slug: string }>(
      `INSERT INTO labels (slug, name, position, theme, feature_library, feature_shop, feature_authors, feature_crowdfunding)
       VALUES ('plan-' || $1, 'Essais du plan', 97, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#A33F2B"}', true, false, false, true)
       RETURNING id, slug`,
      [run],
    );
  });
  afterAll(() => api.close());

  async function bookOfTheLabel(options: Parameters<typeof createBook>[0] & { draft?: boolean } = {}): Promise<string> {
    const id = await createBook(options);
    const [{ slug }] = await sql<{ slug: string }>('UPDATE products SET label_id = $1, draft = $2 WHERE id = $3 RETURNING slug', [label.id, options.draft ?? false, id]);
    return slug;
  }

  it('lists every label’s sitemap in the index', async () => {
    const index = await text('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/xml; charset=utf-8');
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const labels = await sql<{ slug: string }>('SELECT slug FROM labels');
    expect(
      locs(index.body)
        .map((loc) => new URL(loc).pathname)
        .sort(),
    ).toEqual(labels.map((l) => `/${l.slug}/sitemap.xml`).sort());
  });

  it('lists a label’s public pages at their French addresses, without drafts, booksellers’ products or switched-off sections', async () => {
    const published = await bookOfTheLabel({ name: 'Le Plan du site' });
    const draft = await bookOfTheLabel({ draft: true });
    const professional = await bookOfTheLabel({ booksellerOnly: true });
    const [{ slug: campaign }] = await sql<{ slug: string }>(
      `INSERT INTO crowdfundings (slug, title, label_id, start_date, end_date, goal_type, goal, draft)
       VALUES ('plan-campagne-' || $1, 'Campagne du plan', $2, now(), now() + interval '30 days', 1, 1000, false) RETURNING slug`,
      [run, label.id],
    );
    await sql(
      `INSERT INTO crowdfundings (slug, title, label_id, start_date, end_date, goal_type, goal, draft)
       VALUES ('plan-brouillon-' || $1, 'Brouillon du plan', $2, now(), now() + interval '30 days', 1, 1000, true)`,
      [run, label.id],
    );

    const sitemap = await text(`/${label.slug}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const paths = locs(sitemap.body).map((loc) => new URL(loc).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        `/${label.slug}/home`,
        `/${label.slug}/librairie`,
        `/${label.slug}/librairie/livre/${published}`,
        `/${label.slug}/financement-participatif/${campaign}`,
      ]),
    );
    expect(paths).not.toContain(`/${label.slug}/librairie/livre/${draft}`);
    expect(paths).not.toContain(`/${label.slug}/librairie/livre/${professional}`);
    expect(paths.some((path) => path.includes('brouillon'))).toBe(false);
    // Search results are pages of no one's choosing: never listed (and marked noindex).
    expect(paths.some((path) => /\/(recherche|search)\b/.test(path))).toBe(false);
    // The shop and the authors are switched off for this label.
    expect(paths.some((path) => path.startsWith(`/${label.slug}/boutique`) || path.startsWith(`/${label.slug}/auteurs`))).toBe(false);
    expect(sitemap.body).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
  });

  it('answers a 404 for a label that does not exist, and a French refusal for a malformed one', async () => {
    for (const slug of ['aucune-collection', 'A%20B', "'%3B--", 'Majuscules_Et_Soulignés']) {
      const res = await text(`/${slug}/sitemap.xml`);
      expect([slug, res.status]).toEqual([slug, 404]);
      expect(JSON.parse(res.body)).toEqual({ detail: 'Pas trouvé.' });
    }
    // A NUL byte or an over-long segment never reaches the route: the input guard's 400, the router's 414.
    for (const [slug, status] of [
      ['%00', 400],
      ['x'.repeat(300), 414],
    ] as const) {
      const res = await text(`/${slug}/sitemap.xml`);
      expect(res.status).toBe(status);
      // DRF's shape: a detail, or the field's messages.
      expect(Object.values(JSON.parse(res.body) as object)[0]).toEqual(expect.anything());
    }
  });

  it('gives crawlers a robots.txt that points at the sitemap and keeps them out of the API and the sessions’ pages', async () => {
    const robots = await text('/robots.txt');
    expect(robots.type).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n').filter(Boolean);
    expect(lines[0]).toBe('User-agent: *');
    for (const line of lines.slice(1)) expect(line).toMatch(/^(Allow|Disallow): \/\S*$|^Sitemap: https?:\/\/\S+\/sitemap\.xml$/);
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /*/checkout/', expect.stringMatching(/^Sitemap: /)]));
  });
});
