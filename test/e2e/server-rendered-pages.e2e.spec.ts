import type { ServedApi } from '../support/api-client';
import { all, shopInBrowser, Visit } from './support/browser';

interface Campaign {
  slug: string;
  title: string;
  label_slug: string;
  draft: boolean;
  description_text: string;
}

interface Book {
  slug: string;
  name: string;
  isbn: string | null;
  price: string;
  discounted_price: string;
  label_slug: string;
}

/** The page as a crawler gets it: plain HTTP, no JavaScript. */
async function crawl(api: ServedApi, path: string): Promise<{ status: number; html: string; location: string | null }> {
  const res = await fetch(api.baseUrl + path, { redirect: 'manual', headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

const meta = (html: string, attribute: 'name' | 'property', key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

describe('public pages rendered on the server', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  async function aCampaign(): Promise<Campaign> {
    const campaigns = await all<Campaign>(api, '/api/crowdfundings/?label=1');
    const campaign = campaigns.find((c) => !c.draft);
    if (!campaign) throw new Error('the demo has a published campaign');
    return (await api.get<Campaign>(`/api/crowdfundings/${campaign.slug}/`)).body;
  }

  it('gives a crawler the campaign’s title, description, preview picture and structured data in the HTML', async () => {
    const campaign = await aCampaign();
    const page = await crawl(api, `/${campaign.label_slug}/crowdfunding/${campaign.slug}`);

    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${campaign.title} — `);
    const description = decode(meta(page.html, 'name', 'description') ?? '');
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(201);
    expect(campaign.description_text.replace(/\s+/g, ' ')).toContain(description.replace(/…$/, '').trim().slice(0, 40));
    expect(decode(meta(page.html, 'property', 'og:title') ?? '')).toContain(campaign.title);
    // The English alias's one address is the French one.
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(page.html)?.[1] ?? '';
    expect(canonical).toMatch(new RegExp(`/${campaign.label_slug}/financement-participatif/${campaign.slug}$`));
    expect(meta(page.html, 'property', 'og:url')).toBe(canonical);

    // The preview picture is a PNG the networks read.
    const image = meta(page.html, 'property', 'og:image') ?? '';
    expect(image).toMatch(/\.png$/);
    const picture = await fetch(api.baseUrl + new URL(image).pathname);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(meta(page.html, 'name', 'twitter:card')).toBe('summary_large_image');

    const data = jsonLd(page.html);
    expect(data.find((item) => item['@type'] === 'CreativeWork')).toMatchObject({ '@context': 'https://schema.org', name: campaign.title });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
    // The page itself is in the HTML, readable without JavaScript.
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>${campaign.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  });

  it('describes a book with its ISBN and the shop’s offer, and answers a 404 for what does not exist', async () => {
    const books = await all<Book>(api, '/api/books/?label=1&published=true');
    const book = books.find((b) => b.isbn);
    if (!book) throw new Error('the demo has a published book with an ISBN');
    const page = await crawl(api, `/${book.label_slug}/librairie/livre/${book.slug}`);
    expect(page.status).toBe(200);
    const data = jsonLd(page.html).find((item) => item['@type'] === 'Book');
    expect(data).toMatchObject({ name: book.name, isbn: book.isbn, offers: { '@type': 'Offer', priceCurrency: 'EUR', price: book.discounted_price } });

    // A book missing for a visitor without a session: a 404, and the shell (the browser's session may see it: staff's drafts).
    const missing = await crawl(api, `/${book.label_slug}/librairie/livre/aucun-livre-de-ce-nom`);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    const notFound = await crawl(api, `/${book.label_slug}/404`);
    expect(notFound.status).toBe(404);
    expect(notFound.html).toContain('Page introuvable');
    const noLabel = await crawl(api, '/aucune-collection/home');
    expect(noLabel.status).toBe(404);

    // The site's root goes to the default label's home.
    expect((await crawl(api, '/')).location).toBe('/exemplaire/home');
    // A relative redirect of the router, resolved against its route.
    expect((await crawl(api, '/exemplaire/a-propos')).location).toBe('/exemplaire/a-propos/nous');
  });

  it('leaves the pages of a session to the browser, and tells crawlers so in robots.txt', async () => {
    const account = await crawl(api, '/exemplaire/compte/informations');
    expect(account.status).toBe(200);
    expect(account.html).toContain('<div id="root"></div>');
    expect(account.html).not.toContain('__SERVER_PAYLOAD__');

    const robots = await fetch(`${api.baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await robots.text()).split('\n').filter(Boolean);
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
  });

  it('lets a visitor without JavaScript read the bookshop and follow its links', async () => {
    const context = await v.context.browser()!.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      await page.goto(`${api.baseUrl}/exemplaire/librairie`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const link = page.locator('a[href*="/librairie/livre/"]').first();
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await page.waitForURL(/\/librairie\/livre\//);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(name.split('\n')[0].slice(0, 10));
    } finally {
      await context.close();
    }
  });

  it('is taken over by the browser without asking the API again, and then works as the SPA', async () => {
    const campaign = await aCampaign();
    const calls: string[] = [];
    v.page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await v.page.goto(`${api.baseUrl}/${campaign.label_slug}/financement-participatif/${campaign.slug}`);
    await v.page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
    await v.page.waitForLoadState('networkidle');
    // Hydrated: the answers came with the page, and nothing failed to hydrate.
    expect(calls).toEqual([]);
    expect(v.pageErrors).toEqual([]);

    // The SPA takes over: a tab changes without a page load.
    await v.page.evaluate('window.__stillTheSamePage = true');
    const tab = v.page.getByRole('navigation', { name: 'Sections du projet' }).locator('a:not([aria-current])').first();
    const href = (await tab.getAttribute('href')) ?? '';
    await tab.click();
    await v.page.waitForURL((url) => url.pathname === href);
    expect(await v.page.evaluate('window.__stillTheSamePage')).toBe(true);
    expect(v.pageErrors).toEqual([]);
  });

  it('preloads the rendition of its main picture that the screen shows, then asks for its code', async () => {
    const campaign = await aCampaign();
    const pictures: string[] = [];
    v.page.on('request', (request) => {
      if (/\/cover\.(\d+w\.)?webp$/.test(request.url())) pictures.push(new URL(request.url()).pathname);
    });
    const code = v.page.waitForRequest((request) => request.resourceType() === 'script' && /\/assets\/index-[\w-]+\.js$/.test(request.url()));
    await v.page.goto(`${api.baseUrl}/${campaign.label_slug}/financement-participatif/${campaign.slug}`, { waitUntil: 'load' });
    await code;
    // A 1,280-pixel-wide screen shows the cover 566 px wide: the preload and the page take the 640 px rendition, once, not the 1,200 px file.
    expect(pictures).toEqual([`/media/crowdfundings/${campaign.slug}/cover.640w.webp`]);
  });
});
