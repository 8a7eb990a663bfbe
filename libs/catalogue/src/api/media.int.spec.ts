import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/** Every /media/ URL found anywhere in a JSON value. */
function mediaUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.includes('/media/')) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => mediaUrls(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => mediaUrls(v, found));
  return found;
}

describe('generated images', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('serves every image the catalogue and campaigns link to, nothing downloaded', async () => {
    const pages = await Promise.all(
      [
        '/api/labels/',
        '/api/books/?limit=100&expand=author',
        '/api/products/?limit=100',
        '/api/authors/?limit=100',
        '/api/events/?limit=100',
        '/api/crowdfundings/?limit=100&expand=compensations,author',
      ].map((p) => api.get(p)),
    );
    const all = [...mediaUrls(pages.map((p) => p.body))];
    expect(all.length).toBeGreaterThan(200);
    // Every SVG, and the WebP rendition of one image per folder (each WebP costs a sharp conversion).
    const webpByFolder = new Map(all.filter((u) => u.endsWith('.webp')).map((u) => [new URL(u).pathname.split('/')[2], u]));
    const urls = [...all.filter((u) => u.endsWith('.svg')), ...webpByFolder.values()];
    expect(webpByFolder.size).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (let i = 0; i < urls.length; i += 16) {
      await Promise.all(
        urls.slice(i, i + 16).map(async (url) => {
          const res = await fetch(url);
          const body = Buffer.from(await res.arrayBuffer());
          const type = res.headers.get('content-type') ?? '';
          const ok = url.endsWith('.webp')
            ? type === 'image/webp' && body.subarray(0, 4).toString() === 'RIFF' && body.subarray(8, 12).toString() === 'WEBP'
            : type.startsWith('image/svg+xml') && body.toString().includes('<svg');
          if (res.status !== 200 || !ok) failures.push(`${res.status} ${type} ${url}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('draws each goodie as what it is, and a reward as what it holds, with its campaign’s book', async () => {
    const svg = async (slug: string) => (await fetch(`${api.baseUrl}/media/products/${slug}.svg`)).text();
    const drawn = (body: string) => [...body.matchAll(/ id="((?:goodie|reward)-[a-z-]+)"/g)].map((m) => m[1]);
    expect(drawn(await svg('t-shirt-exemplaire'))).toEqual(['goodie-tshirt']);
    expect(drawn(await svg('mug-encore-un-chapitre-2'))).toEqual(['goodie-mug']);
    expect(drawn(await svg('l-annee-des-lucioles-livre-dedicace'))).toEqual(['reward-book', 'goodie-postcard', 'reward-dedication']);
    expect(drawn(await svg('memoires-d-un-satellite-don'))).toEqual(['reward-donation']);
    // The reward's book has the art of the book's own cover.
    const reward = await svg('l-annee-des-lucioles-le-livre');
    const art = /clip-path="url\(#c[0-9a-z]+p\)">(.{300})/.exec(await svg('l-annee-des-lucioles'))?.[1];
    expect(art).toBeDefined();
    expect(reward).toContain(art);
  });

  it('serves the emblem steps and completion pies of a label', async () => {
    for (const name of ['emblem-10', 'emblem-100', 'icon-50', 'pie-30', 'logo-big']) {
      const res = await fetch(`${api.baseUrl}/media/labels/exemplaire/${name}.svg`);
      expect(res.status).toBe(200);
    }
  });

  it('sends images with long caching and a restrictive content policy', async () => {
    const res = await fetch(`${api.baseUrl}/media/labels/exemplaire/logo.svg`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves a label logo as PNG, for mail clients', async () => {
    const res = await fetch(`${api.baseUrl}/media/labels/exemplaire/logo.png`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(body.readUInt32BE(16)).toBe(520); // width from the IHDR chunk: the logo's own size
  });

  it('serves the narrower renditions a srcset names, scaled down and never up', async () => {
    const sharp = (await import('sharp')).default;
    const [book] = (await api.get('/api/books/?limit=1')).body.results as { image_webp: string }[];
    const [campaign] = (await api.get('/api/crowdfundings/?limit=1')).body.results as { cover_webp: string }[];
    const widthOf = async (url: string) => {
      const res = await fetch(url);
      expect([url, res.status, res.headers.get('content-type')]).toEqual([url, 200, 'image/webp']);
      return (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;
    };
    const cover = campaign.cover_webp.replace(/\.webp$/, '');
    expect(await widthOf(campaign.cover_webp)).toBe(1200);
    expect(await widthOf(`${cover}.640w.webp`)).toBe(640);
    expect(await widthOf(`${cover}.320w.webp`)).toBe(320);
    // A book cover is 600 wide: asked wider, it stays as it is.
    expect(await widthOf(book.image_webp.replace(/\.webp$/, '.480w.webp'))).toBe(480);
    expect(await widthOf(book.image_webp.replace(/\.webp$/, '.960w.webp'))).toBe(600);
    for (const path of [`${new URL(cover).pathname}.641w.webp`, `${new URL(cover).pathname}.640w.svg`, `${new URL(cover).pathname}.99999w.webp`]) {
      expect([path, (await api.get(path)).status]).toEqual([path, 404]);
    }
  });

  it('answers 404 for unknown subjects, names and malformed paths', async () => {
    for (const path of [
      '/media/labels/inconnu/logo.svg',
      '/media/labels/exemplaire/emblem-15.svg',
      '/media/labels/exemplaire/logo.gif',
      '/media/products/pas-un-produit.svg',
      '/media/products/..%2F..%2Fetc%2Fpasswd.svg',
      '/media/products/MAJUSCULES.svg',
      '/media/authors/personne/avatar.svg',
      '/media/crowdfundings/nulle-part/cover.webp',
      '/media/events/rien/poster.svg',
    ]) {
      const res = await api.get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });
});
