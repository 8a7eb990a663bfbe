import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

describe('catalogue read API', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  describe('labels', () => {
    it('serves the default label with every field and flag, with or without the trailing slash', async () => {
      const withSlash = await api.get('/api/labels/exemplaire/');
      const without = await api.get('/api/labels/exemplaire');
      expect(withSlash.status).toBe(200);
      expect(without.body).toEqual(withSlash.body);
      const label = withSlash.body;
      expect(label).toMatchObject({
        id: 1,
        slug: 'exemplaire',
        featureAbout: true,
        featureProjects: true,
        featureLibrary: true,
        featureExternals: true,
        featureShop: true,
        featureEvents: true,
        featureAuthors: true,
        featureCart: true,
        featureBookseller: true,
        feature_crowdfunding: true,
      });
      for (const field of [
        'name',
        'logo',
        'logoWebp',
        'logoFooter',
        'logoFooterWebp',
        'logoBig',
        'emblem',
        'emblemWebp',
        'catchPhrase',
        'catchLines',
        'description',
        'css',
        'globalMessage',
        'checkout_message',
        'facebookPage',
        'blueskyPage',
        'linkedinPage',
        'instagramPage',
      ]) {
        expect(label).toHaveProperty(field);
      }
      expect(label.logo).toBe(`${api.baseUrl}/media/labels/exemplaire/logo.svg`);
      expect(Object.keys(label.emblems)).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    });

    it('answers an unknown slug with 404 and a French detail', async () => {
      const res = await api.get('/api/labels/inconnu/');
      expect(res).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    });

    it('lists every label in a DRF page', async () => {
      const [{ count }] = await sql('SELECT count(*)::int AS count FROM labels');
      const res = await api.get('/api/labels/');
      expect(res.body).toMatchObject({ count, next: null, previous: null });
      expect(res.body.results).toHaveLength(count);
    });
  });

  describe('books', () => {
    it('gives the home page its 4 latest published books of label 1', async () => {
      const res = await api.get('/api/books/?published=true&label=1&ordering=-project__release&limit=4');
      expect(res.status).toBe(200);
      const expected = await sql(
        `SELECT p.slug FROM products p JOIN books b ON b.product_id = p.id
          WHERE p.label_id = 1 AND b.published ORDER BY b.release DESC NULLS FIRST, p.id LIMIT 4`,
      );
      expect(res.body.results.map((b: any) => b.slug)).toEqual(expected.map((r) => r.slug));
      expect(res.body.results.every((b: any) => b.published === true && b.label_slug === 'exemplaire')).toBe(true);
      expect(res.body.next).toBe(`${api.baseUrl}/api/books/?published=true&label=1&ordering=-project__release&limit=4&offset=4`);
      expect(res.body.previous).toBeNull();
    });

    it('gives the upcoming books in release order', async () => {
      const res = await api.get('/api/books/?published=false&label=1&ordering=project__release&limit=3');
      const releases = res.body.results.map((b: any) => b.release);
      expect(releases.length).toBeGreaterThan(0);
      expect([...releases].sort()).toEqual(releases);
      expect(res.body.results.every((b: any) => b.published === false)).toBe(true);
    });

    it('walks pages with absolute next and previous links', async () => {
      const first = await api.get('/api/books/?limit=10');
      const second = await api.get(new URL(first.body.next).pathname + new URL(first.body.next).search);
      expect(second.body.previous).toBe(`${api.baseUrl}/api/books/?limit=10`);
      const ids = [...first.body.results, ...second.body.results].map((b: any) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
      const past = await api.get(`/api/books/?limit=10&offset=${first.body.count + 5}`);
      expect(past.body).toMatchObject({ count: first.body.count, next: null, results: [] });
    });

    it('refuses bad query values with French field errors, and ignores unknown parameters', async () => {
      expect(await api.get('/api/books/?limit=-1')).toMatchObject({ status: 400, body: { limit: ['Assurez-vous que cette valeur est supérieure ou égale à 1.'] } });
      expect(await api.get('/api/books/?limit=abc')).toMatchObject({ status: 400, body: { limit: ['Un nombre entier valide est requis.'] } });
      expect(await api.get('/api/books/?offset=-3')).toMatchObject({ status: 400, body: { offset: [expect.stringContaining('supérieure ou égale à 0')] } });
      const ordering = await api.get('/api/books/?ordering=prix');
      expect(ordering.status).toBe(400);
      expect(ordering.body.ordering[0]).toContain('Champ de tri inconnu : « prix »');
      const expand = await api.get('/api/books/?expand=editeur');
      expect(expand.status).toBe(400);
      expect(expand.body.expand[0]).toContain('Extension inconnue : « editeur »');
      expect((await api.get('/api/books/?published=peut-etre')).body).toEqual({ published: ["« peut-etre » n'est pas un booléen valide."] });
      expect((await api.get('/api/books/?label=nulle-part')).status).toBe(400);
      expect((await api.get('/api/books/?foo=bar&limit=2')).status).toBe(200);
    });

    it('answers out-of-range numbers, NUL bytes and inherited names with a French 400, never a 500', async () => {
      // regression: these once reached the database or Object.prototype and answered 500
      expect(await api.get('/api/books/?label=2147483648')).toMatchObject({
        status: 400,
        body: { label: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'] },
      });
      expect(await api.get('/api/books/?offset=99999999999999999999')).toMatchObject({ status: 400, body: { offset: ['Un nombre entier valide est requis.'] } });
      expect(await api.get('/api/books/?offset=2147483648')).toMatchObject({
        status: 400,
        body: { offset: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'] },
      });
      expect(await api.get('/api/books/?search=a%00b')).toMatchObject({ status: 400, body: { search: ['Les caractères null ne sont pas autorisés.'] } });
      for (const name of ['constructor', '__proto__', '-toString']) {
        const res = await api.get(`/api/books/?ordering=${name}`);
        expect(res.status).toBe(400);
        expect(res.body.ordering[0]).toContain(`Champ de tri inconnu : « ${name} »`);
      }
      expect((await api.get('/api/products/?type=' + 'x'.repeat(201))).body).toEqual({ type: ['Assurez-vous que ce champ comporte au plus 200 caractères.'] });
      expect((await api.get('/api/events/?upcoming=peut-etre')).status).toBe(400);
      expect((await api.get('/api/authors/?label=99999999999')).status).toBe(400);
      expect((await api.get('/api/labels/?ordering=__proto__')).status).toBe(400);
      // a detail's expand is checked too, and a slug past int4 names nothing
      expect((await api.get('/api/labels/exemplaire/?expand=constructor')).status).toBe(400);
      expect(await api.get('/api/books/99999999999/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    });

    it('caps a huge limit instead of failing', async () => {
      const res = await api.get('/api/books/?limit=100000');
      expect(res.status).toBe(200);
      expect(res.body.results.length).toBeLessThanOrEqual(100);
    });

    it('serves a book page with prices, VAT and the expanded author', async () => {
      const [row] = await sql(`SELECT p.slug, p.price_cents FROM products p WHERE p.type = 'book' ORDER BY p.id LIMIT 1`);
      const res = await api.get(`/api/books/${row.slug}/?expand=author,linked_products`);
      expect(res.status).toBe(200);
      expect(res.body.price).toBe((row.price_cents / 100).toFixed(2));
      expect(res.body.price_no_vat).toBe((Math.round((row.price_cents * 10000) / 10550) / 100).toFixed(2));
      expect(res.body.vat_rate).toBe(5.5);
      expect(res.body.author).toHaveProperty('biography_text');
      expect(res.body).toHaveProperty('isbn');
      expect((await api.get('/api/books/pas-un-livre/')).status).toBe(404);
    });

    it('marks stock problems: out of stock, with or without a restocking date', async () => {
      const rows = await sql(`SELECT slug, restocking_date FROM products WHERE type = 'book' AND out_of_stock`);
      expect(rows.some((r) => r.restocking_date)).toBe(true);
      expect(rows.some((r) => !r.restocking_date)).toBe(true);
      const res = await api.get('/api/books/?out_of_stock=true&limit=100');
      expect(res.body.count).toBe(rows.length);
      expect(res.body.results.every((b: any) => b.out_of_stock)).toBe(true);
    });

    it("counts a label's published books, and those a filter on the product keeps, as the catalogue holds them", async () => {
      const counted = async (where: string) =>
        (
          await sql(
            `SELECT count(*)::int AS n FROM products p JOIN books b ON b.product_id = p.id WHERE NOT p.draft AND p.type = 'book' AND p.label_id = 1 AND b.published AND ${where}`,
          )
        )[0].n;
      // Counted from the books' own index (no filter reads the product), then through the products.
      const published = await api.get('/api/books/?label=1&published=true&ordering=-project__release&limit=2&offset=1');
      expect(published.body.count).toBe(await counted('true'));
      const inStock = await api.get('/api/books/?label=1&published=true&out_of_stock=false&limit=2');
      expect(inStock.body.count).toBe(await counted('NOT p.out_of_stock'));
      // Past the last page, the count asked alone is the same.
      const past = await api.get(`/api/books/?label=1&published=true&limit=2&offset=${published.body.count + 3}`);
      expect(past.body).toMatchObject({ count: published.body.count, results: [] });
    });

    it('applies sparse fieldsets', async () => {
      const res = await api.get('/api/books/?limit=100&fields=id,slug,author.name');
      expect(res.body.results.every((b: any) => Object.keys(b).sort().join() === 'author,id,slug')).toBe(true);
      // A book with an author (the back office's suites add books of their own, some without).
      const written = res.body.results.find((b: any) => b.author !== null);
      expect(Object.keys(written.author)).toEqual(['name']);
    });
  });

  describe('products, authors, events', () => {
    it('lists goodies with variants and attributes', async () => {
      const res = await api.get('/api/products/?type=goodie&limit=100');
      expect(res.body.count).toBeGreaterThanOrEqual(6);
      const withVariants = res.body.results.filter((p: any) => p.variants.length > 0);
      expect(withVariants.length).toBeGreaterThan(0);
      // A demo goodie whose variants carry attributes (other suites add goodies of their own, some without).
      const shirt = withVariants.find((p: any) => p.attribute_types.length > 0);
      expect(shirt).toBeDefined();
      const attributeIds = new Set(shirt.attributes.map((a: any) => a.id));
      for (const v of shirt.variants) {
        expect(v.remaining_quantity).toBeGreaterThanOrEqual(0);
        v.attributes.forEach((id: number) => expect(attributeIds.has(id) || typeof id === 'number').toBe(true));
      }
      expect(res.body.results.every((p: any) => p.type === 'goodie' && p.vat_rate === 20)).toBe(true);
    });

    it('never lists rewards among shop products unless asked', async () => {
      const res = await api.get('/api/products/?limit=100');
      expect(res.body.results.some((p: any) => p.type === 'compensation')).toBe(false);
    });

    it('lists the authors of a label and serves an author page with future events', async () => {
      const res = await api.get('/api/authors/?label=exemplaire&limit=100');
      const [{ count }] = await sql('SELECT count(*)::int AS count FROM authors WHERE label_id = 1');
      expect(res.body.count).toBe(count);
      const [withEvent] = await sql(
        `SELECT a.slug, count(*)::int AS n FROM authors a JOIN event_authors ea ON ea.author_id = a.id JOIN events e ON e.id = ea.event_id
          WHERE e.end_date >= now() GROUP BY a.slug ORDER BY n DESC LIMIT 1`,
      );
      const page = await api.get(`/api/authors/${withEvent.slug}/`);
      expect(page.status).toBe(200);
      expect(page.body.future_events).toHaveLength(withEvent.n);
      expect(page.body.future_events.every((e: any) => new Date(e.end_date) >= new Date())).toBe(true);
      expect(page.body.label_slug).toBeTruthy();
      expect((await api.get('/api/authors/personne/')).status).toBe(404);
    });

    it('gives the agenda of a label in date order', async () => {
      const res = await api.get('/api/events/?label=1&ordering=start_date');
      const starts = res.body.results.map((e: any) => e.start_date);
      expect(starts.length).toBeGreaterThan(0);
      expect([...starts].sort()).toEqual(starts);
      const upcoming = await api.get('/api/events/?label=1&upcoming=true');
      expect(upcoming.body.results.every((e: any) => new Date(e.end_date) >= new Date())).toBe(true);
      expect(upcoming.body.count).toBeLessThan(res.body.count);
    });
  });
});
