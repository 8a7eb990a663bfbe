import { createUser, login } from '../../../../test/support/accounts';
import { allPages, conformanceSuite, withQuery } from '../../../../test/support/conformance-suite';

/**
 * The catalogue's success answers, as the OpenAPI document (`/api/schema/`) describes them, checked
 * against the real answers on the demo catalogue: every list page by page (each item), every detail,
 * with and without each expansion, anonymously and as a bookseller (trade prices). Strict: a key
 * the document does not name is a failure, as is a missing one or a wrong type or format.
 */

const JSON_ROUTES: [string, string][] = [
  ['/api/labels', 'LabelResponse'],
  ['/api/labels/{slug}', 'LabelResponse'],
  ['/api/books', 'BookResponse'],
  ['/api/books/{slug}', 'BookResponse'],
  ['/api/products', 'ProductResponse'],
  ['/api/products/{slug}', 'ProductResponse'],
  ['/api/authors', 'AuthorResponse'],
  ['/api/authors/{slug}', 'AuthorResponse'],
  ['/api/events', 'EventResponse'],
];
const MEDIA_ROUTES = ['/media/labels/{slug}/{file}', '/media/products/{file}', '/media/authors/{slug}/{file}', '/media/events/{slug}/{file}'];
const IMAGE_TYPES = ['image/svg+xml', 'image/webp', 'image/png'];
const PRODUCT_EXPANSIONS = ['', 'author', 'linked_products', 'author,linked_products'];

interface Viewer {
  name: string;
  token?: string;
}

type Json = Record<string, any>;

describe('catalogue answers conform to the OpenAPI document', () => {
  const suite = conformanceSuite();
  let viewers: Viewer[];
  let checked = 0;

  beforeAll(async () => {
    const bookseller = await createUser({ bookseller: true });
    viewers = [{ name: 'anonyme' }, { name: 'libraire', token: (await login(suite.api, bookseller)).access }];
  });

  /** GETs `url` (200 expected) and checks its body against the documented schema of `path`; the body. */
  async function read(path: string, url: string, viewer: Viewer = { name: 'anonyme' }): Promise<Json> {
    const res = await suite.api.get(url, viewer.token ? { headers: { authorization: `Bearer ${viewer.token}` } } : undefined);
    expect({ url, viewer: viewer.name, status: res.status }).toEqual({ url, viewer: viewer.name, status: 200 });
    expect({ url, viewer: viewer.name, violations: suite.check('get', path, 200, res.body) }).toEqual({ url, viewer: viewer.name, violations: [] });
    checked++;
    return res.body;
  }

  /** Every page of a list, following `next`, each page checked whole (every item); the items. */
  async function readAll(path: string, url: string, viewer?: Viewer): Promise<Json[]> {
    const items = await allPages(url, (next) => read(path, next, viewer));
    expect(items.length).toBeGreaterThan(0);
    return items;
  }

  /** Runs `fn` on every item, eight at a time. */
  async function eachOf<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
    for (let i = 0; i < items.length; i += 8) await Promise.all(items.slice(i, i + 8).map(fn));
  }

  it('documents a typed success answer, a tag and a summary on every catalogue route', () => {
    for (const [path, schema] of JSON_ROUTES) {
      const operation = suite.document.paths[path]?.get;
      expect({ path, documented: !!operation }).toEqual({ path, documented: true });
      expect(JSON.stringify(operation.responses['200'].content['application/json'].schema)).toContain(`#/components/schemas/${schema}`);
      expect(operation.tags).toEqual(['Catalogue']);
      expect(operation.summary).toEqual(expect.any(String));
    }
    for (const path of MEDIA_ROUTES) {
      const operation = suite.document.paths[path]?.get;
      expect(Object.keys(operation.responses['200'].content)).toEqual(IMAGE_TYPES);
      expect(operation.tags).toEqual(['Images']);
      expect(operation.summary).toEqual(expect.any(String));
    }
  });

  it('labels: the list and every label', async () => {
    const labels = await readAll('/api/labels', '/api/labels/');
    for (const label of labels) await read('/api/labels/{slug}', `/api/labels/${label.slug}/`);
  });

  it('books: every page and every book, with each expansion, anonymously and as a bookseller', async () => {
    const priceBy: Record<string, Map<string, string>> = {};
    let expandedAuthors = 0;
    let expandedLinks = 0;
    for (const viewer of viewers) {
      priceBy[viewer.name] = new Map();
      for (const expand of PRODUCT_EXPANSIONS) {
        const books = await readAll('/api/books', withQuery('/api/books/', expand && `expand=${expand}`), viewer);
        await eachOf(books, async (book) => {
          const detail = await read('/api/books/{slug}', withQuery(`/api/books/${book.slug}/`, expand && `expand=${expand}`), viewer);
          priceBy[viewer.name].set(book.slug, detail.discounted_price_no_vat);
          if (detail.author && 'biography' in detail.author) expandedAuthors++;
          if (detail.linked_products.some((p: unknown) => typeof p === 'object')) expandedLinks++;
        });
      }
    }
    // The expansions and the trade prices were really exercised.
    expect(expandedAuthors).toBeGreaterThan(0);
    expect(expandedLinks).toBeGreaterThan(0);
    expect([...priceBy.libraire].some(([slug, price]) => priceBy.anonyme.get(slug) !== price)).toBe(true);
  });

  it('products: every page and every product (rewards too), with each expansion, anonymously and as a bookseller', async () => {
    let books = 0;
    for (const viewer of viewers) {
      for (const expand of PRODUCT_EXPANSIONS) {
        for (const filter of ['', 'type=compensation']) {
          const products = await readAll('/api/products', withQuery(withQuery('/api/products/', filter), expand && `expand=${expand}`), viewer);
          await eachOf(products, async (product) => {
            const detail = await read('/api/products/{slug}', withQuery(`/api/products/${product.slug}/`, expand && `expand=${expand}`), viewer);
            if (detail.book) books++;
          });
        }
      }
    }
    expect(books).toBeGreaterThan(0);
  });

  it('authors: every page and every author with their coming events', async () => {
    const authors = await readAll('/api/authors', '/api/authors/');
    let events = 0;
    for (const author of authors) events += (await read('/api/authors/{slug}', `/api/authors/${author.slug}/`)).future_events.length;
    expect(events).toBeGreaterThan(0);
  });

  it('events: every page, past and coming', async () => {
    for (const filter of ['', 'upcoming=true', 'upcoming=false']) await readAll('/api/events', withQuery('/api/events/', filter));
  });

  it('generated images: answered in a documented image type', async () => {
    const [label] = (await suite.api.get('/api/labels/')).body.results;
    const [product] = (await suite.api.get('/api/products/?limit=1')).body.results;
    const [author] = (await suite.api.get('/api/authors/?limit=1')).body.results;
    const [event] = (await suite.api.get('/api/events/?limit=1')).body.results;
    const files: [string, string][] = [
      ['/media/labels/{slug}/{file}', `/media/labels/${label.slug}/logo`],
      ['/media/products/{file}', `/media/products/${product.slug}`],
      ['/media/authors/{slug}/{file}', `/media/authors/${author.slug}/avatar`],
      ['/media/events/{slug}/{file}', `/media/events/${event.slug}/poster`],
    ];
    for (const [path, base] of files) {
      const documented = Object.keys(suite.document.paths[path].get.responses['200'].content);
      for (const extension of ['svg', 'webp', 'png']) {
        const res = await fetch(`${suite.api.baseUrl}${base}.${extension}`);
        await res.arrayBuffer();
        const type = (res.headers.get('content-type') ?? '').split(';')[0];
        expect({ url: `${base}.${extension}`, status: res.status, documented: documented.includes(type) }).toEqual({ url: `${base}.${extension}`, status: 200, documented: true });
      }
    }
  });

  it('the check is strict: an undocumented key, a missing field or a wrong type is a violation', async () => {
    const book = (await suite.api.get('/api/books/?limit=1&expand=author')).body.results[0];
    const page = (extra: Json) => ({ count: 1, next: null, previous: null, results: [{ ...book, ...extra }] });
    expect(suite.check('get', '/api/books', 200, page({}))).toEqual([]);
    expect(suite.check('get', '/api/books', 200, page({ secret: 1 })).join()).toContain('secret');
    expect(suite.check('get', '/api/books', 200, page({ author: { ...book.author, secret: 1 } }))).not.toEqual([]);
    expect(suite.check('get', '/api/books', 200, page({ price: 12.5 }))).not.toEqual([]);
    expect(suite.check('get', '/api/books', 200, page({ release: '21/11/2026' }))).not.toEqual([]);
    const { isbn: _, ...withoutIsbn } = book;
    expect(suite.check('get', '/api/books/{slug}', 200, withoutIsbn)).not.toEqual([]);
    expect(suite.check('get', '/api/books/{slug}', 200, book)).toEqual([]);
  });

  afterAll(() => expect(checked).toBeGreaterThan(100));
});
