import { loggedInUser } from '../../../../test/support/accounts';
import { cartClient } from '../../../../test/support/cart-fixtures';
import { conformanceSuiteOfOwnApp } from '../../../../test/support/conformance-suite';
import { sql } from '../../../../test/support/db';
import { CatalogueOldSlugs } from '../old-slugs/catalogue-old-slugs.service';

/**
 * Drafts and old slugs of the catalogue (docs/back-office.md): a draft book or goodie is shown to
 * staff only, on its page, never in a list nor a cart, until it is made public; a book, a goodie or
 * an author whose slug changed still answers its old one with the new one, which no other record
 * may take.
 */
describe('catalogue: drafts and old slugs', () => {
  const suite = conformanceSuiteOfOwnApp();
  const { expectDocumented } = suite;
  const run = `${process.pid}-${Date.now()}`;
  let staff: string;
  let reader: string;
  let labelId: number;
  let labelSlug: string;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const idsOf = (page: { results: { id: number }[] }) => page.results.map((r) => r.id);
  const unknownProduct = (id: number) => ({ product: [`Clé primaire "${id}" non valide - l'objet n'existe pas.`] });

  beforeAll(async () => {
    staff = (await loggedInUser(suite.api, { staff: true })).access;
    reader = (await loggedInUser(suite.api)).access;
    // A label of its own: the other suites read the demo's.
    [{ id: labelId, slug: labelSlug }] = await sql<{ id: number; slug: string }>(
      `INSERT INTO labels (slug, name, position, theme, feature_shop, feature_library, feature_cart)
       VALUES ($1, $2, 95, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#C8553D"}', true, true, true) RETURNING id, slug`,
      [`essais-brouillons-${run}`, `Collection des brouillons ${run}`],
    );
  });

  /** The public lists a product could appear in, read by `token` (anonymous when absent). */
  async function publicListIds(token?: string): Promise<number[]> {
    const init = token ? auth(token) : undefined;
    const lists = [
      `/api/books/?label=${labelId}&limit=100`,
      `/api/books/?label=${labelSlug}&published=false&limit=100`,
      `/api/books/?label=${labelId}&published=true&limit=100`,
      `/api/products/?label=${labelId}&limit=100`,
      `/api/products/?label=${labelId}&type=goodie&limit=100`,
      `/api/products/?label=${labelId}&type=book&limit=100`,
    ];
    const ids: number[] = [];
    for (const path of lists) {
      const page = await suite.api.get(path, init);
      expect([path, page.status]).toEqual([path, 200]);
      ids.push(...idsOf(page.body));
    }
    return ids;
  }

  async function addToNewCart(product: number, extra: Record<string, unknown> = {}) {
    const carts = cartClient(suite.api);
    const cart = (await carts.create(reader)).body as { id: string };
    return carts.add(cart.id, product, reader, extra);
  }

  it('a draft book: its page for staff only, in no list nor cart; made public, it shows; back in draft, it hides', async () => {
    const created = await suite.api.post(
      '/api/staff/books/',
      { title: `Brouillon des essais ${run}`, label: labelId, price: 14, slug: `brouillon-livre-${run}`, draft: true, published: false },
      as(staff),
    );
    expectDocumented('post', '/api/staff/books', 201, created);
    expect(created.body).toMatchObject({ draft: true, published: false, old_slugs: [] });
    const book = created.body as { id: number; slug: string; version: number };
    // Left out at creation, a book is public.
    const plain = await suite.api.post('/api/staff/books/', { title: `Livre public ${run}`, label: labelId, price: 9 }, as(staff));
    expect(plain.body.draft).toBe(false);

    // The page: 404 for anonymous visitors and readers, a preview with `draft: true` for staff.
    expect((await suite.api.get(`/api/books/${book.slug}/`)).status).toBe(404);
    expect((await suite.api.get(`/api/books/${book.slug}/`, auth(reader))).status).toBe(404);
    expect((await suite.api.get(`/api/products/${book.slug}/`, auth(reader))).status).toBe(404);
    const preview = await suite.api.get(`/api/books/${book.slug}/?expand=author,linked_products`, auth(staff));
    expectDocumented('get', '/api/books/{slug}', 200, preview);
    expect(preview.body).toMatchObject({ id: book.id, draft: true });
    const asProduct = await suite.api.get(`/api/products/${book.slug}/`, auth(staff));
    expectDocumented('get', '/api/products/{slug}', 200, asProduct);
    expect(asProduct.body.draft).toBe(true);

    // No list shows it, not even to staff; the public book is there with `draft: false`.
    expect(await publicListIds()).not.toContain(book.id);
    expect(await publicListIds(staff)).not.toContain(book.id);
    expect(await publicListIds()).toContain(plain.body.id);
    const publicPage = await suite.api.get(`/api/books/?label=${labelId}`);
    expect(publicPage.body.results.find((b: { id: number }) => b.id === plain.body.id).draft).toBe(false);

    // Staff's own list filters on it.
    const drafts = await suite.api.get(`/api/staff/books/?label=${labelId}&draft=true`, auth(staff));
    expectDocumented('get', '/api/staff/books', 200, drafts);
    expect(idsOf(drafts.body)).toEqual([book.id]);
    expect(idsOf((await suite.api.get(`/api/staff/books/?label=${labelId}&draft=false`, auth(staff))).body)).toEqual([plain.body.id]);
    expect((await suite.api.get(`/api/staff/books/?draft=peut-etre`, auth(staff))).status).toBe(400);

    // A cart refuses it as an unknown product.
    const refused = await addToNewCart(book.id);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: unknownProduct(book.id) });

    // Made public (the bulk action), it shows everywhere and may be bought.
    const bulk = await suite.api.post('/api/staff/books/bulk/', { ids: [book.id], action: 'make_public' }, as(staff));
    expectDocumented('post', '/api/staff/books/bulk', 200, bulk);
    expect(bulk.body).toEqual({ updated: 1 });
    const shown = await suite.api.get(`/api/books/${book.slug}/`);
    expect({ status: shown.status, draft: shown.body.draft }).toEqual({ status: 200, draft: false });
    expect(await publicListIds()).toContain(book.id);
    expect((await addToNewCart(book.id)).status).toBe(201);
    const trail = await suite.api.get(`/api/staff/audit/?entity=book&entity_id=${book.id}`, auth(staff));
    expect(trail.body.results[0]).toMatchObject({ action: 'make_public', changes: { draft: { from: true, to: false } } });

    // Back in draft by a change of its form: hidden again, the change in the trail.
    const current = (await suite.api.get(`/api/staff/books/${book.id}/`, auth(staff))).body;
    const hidden = await suite.api.patch(`/api/staff/books/${book.id}/`, { version: current.version, draft: true }, as(staff));
    expectDocumented('patch', '/api/staff/books/{id}', 200, hidden);
    expect(hidden.body).toMatchObject({ draft: true, version: current.version + 1 });
    expect((await suite.api.get(`/api/books/${book.slug}/`)).status).toBe(404);
    expect(await publicListIds()).not.toContain(book.id);
    const changed = await suite.api.get(`/api/staff/audit/?entity=book&entity_id=${book.id}`, auth(staff));
    expect(changed.body.results[0]).toMatchObject({ action: 'updated', changes: { draft: { from: false, to: true } } });
    // Its old version is refused (409) as for any other field.
    expect((await suite.api.patch(`/api/staff/books/${book.id}/`, { version: current.version, draft: false }, as(staff))).status).toBe(409);
    // And the bulk action puts books back in draft too.
    expect((await suite.api.post('/api/staff/books/bulk/', { ids: [plain.body.id, book.id], action: 'make_draft' }, as(staff))).body).toEqual({ updated: 1 });
    expect((await suite.api.get(`/api/books/${plain.body.slug}/`)).status).toBe(404);
  });

  it('a draft goodie: its page for staff only, in no list nor cart, until it is made public', async () => {
    const created = await suite.api.post(
      '/api/staff/goodies/',
      { name: `Tote bag brouillon ${run}`, label: labelId, price: 15, draft: true, variants: [{ name: 'Unique', stock: 5 }] },
      as(staff),
    );
    expectDocumented('post', '/api/staff/goodies', 201, created);
    const goodie = created.body as { id: number; slug: string; version: number; variants: { id: number }[] };
    expect(created.body).toMatchObject({ draft: true, old_slugs: [] });

    expect((await suite.api.get(`/api/products/${goodie.slug}/`)).status).toBe(404);
    expect((await suite.api.get(`/api/products/${goodie.slug}/`, auth(reader))).status).toBe(404);
    const preview = await suite.api.get(`/api/products/${goodie.slug}/`, auth(staff));
    expect({ status: preview.status, draft: preview.body.draft }).toEqual({ status: 200, draft: true });
    expect(await publicListIds()).not.toContain(goodie.id);
    const drafts = await suite.api.get(`/api/staff/goodies/?label=${labelId}&draft=true`, auth(staff));
    expectDocumented('get', '/api/staff/goodies', 200, drafts);
    expect(idsOf(drafts.body)).toEqual([goodie.id]);
    const refused = await addToNewCart(goodie.id, { variant: goodie.variants[0].id });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: unknownProduct(goodie.id) });

    const published = await suite.api.patch(`/api/staff/goodies/${goodie.id}/`, { version: goodie.version, draft: false }, as(staff));
    expectDocumented('patch', '/api/staff/goodies/{id}', 200, published);
    expect((await suite.api.get(`/api/products/${goodie.slug}/`)).body.draft).toBe(false);
    expect(await publicListIds()).toContain(goodie.id);
    expect((await addToNewCart(goodie.id, { variant: goodie.variants[0].id })).status).toBe(201);
    const trail = await suite.api.get(`/api/staff/audit/?entity=goodie&entity_id=${goodie.id}`, auth(staff));
    expect(trail.body.results[0]).toMatchObject({ action: 'updated', changes: { draft: { from: true, to: false } } });
  });

  it('books and goodies keep their old slugs: answered by the public pages, taken by no other product, taken back by their own', async () => {
    const first = `ancien-livre-${run}`;
    const second = `nouveau-livre-${run}`;
    const book = (await suite.api.post('/api/staff/books/', { title: `Livre renommé ${run}`, label: labelId, price: 10, slug: first }, as(staff))).body;
    const renamed = await suite.api.patch(`/api/staff/books/${book.id}/`, { version: book.version, slug: second }, as(staff));
    expect(renamed.body).toMatchObject({ slug: second, old_slugs: [first] });

    for (const path of [`/api/books/${first}/`, `/api/products/${first}/`]) {
      const old = await suite.api.get(path);
      expect([path, old.status, old.body.id, old.body.slug]).toEqual([path, 200, book.id, second]);
    }
    // Staff find it by its old slug.
    expect(idsOf((await suite.api.get(`/api/staff/books/?search=${first}`, auth(staff))).body)).toEqual([book.id]);

    // No other product may take either slug, now or before; a goodie neither (the products share their slugs).
    const other = (await suite.api.post('/api/staff/books/', { title: `Autre livre ${run}`, label: labelId, price: 10 }, as(staff))).body;
    for (const slug of [first, second]) {
      const taken = await suite.api.patch(`/api/staff/books/${other.id}/`, { version: other.version, slug }, as(staff));
      expect({ slug, status: taken.status, body: taken.body }).toEqual({ slug, status: 400, body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] } });
    }
    const goodie = await suite.api.post('/api/staff/goodies/', { name: `Objet ${run}`, label: labelId, price: 5, slug: first }, as(staff));
    expect({ status: goodie.status, body: goodie.body }).toEqual({ status: 400, body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] } });
    // A title colliding with an old slug gets a free one.
    const sameTitle = (await suite.api.post('/api/staff/books/', { title: first, label: labelId, price: 10 }, as(staff))).body;
    expect(sameTitle.slug).toBe(`${first}-2`);

    // The book takes its first slug back: the second becomes an old one.
    const back = await suite.api.patch(`/api/staff/books/${book.id}/`, { version: renamed.body.version, slug: first }, as(staff));
    expect({ status: back.status, slug: back.body.slug, old_slugs: back.body.old_slugs }).toEqual({ status: 200, slug: first, old_slugs: [second] });
    expect((await suite.api.get(`/api/books/${second}/`)).body.slug).toBe(first);
    const trail = await suite.api.get(`/api/staff/audit/?entity=book&entity_id=${book.id}`, auth(staff));
    expect(trail.body.results[0].changes).toMatchObject({ slug: { from: second, to: first } });

    // A goodie's old slug answers the product page.
    const objet = (await suite.api.post('/api/staff/goodies/', { name: `Objet renommé ${run}`, label: labelId, price: 5, slug: `ancien-objet-${run}` }, as(staff))).body;
    const moved = await suite.api.patch(`/api/staff/goodies/${objet.id}/`, { version: objet.version, slug: `nouvel-objet-${run}` }, as(staff));
    expect(moved.body.old_slugs).toEqual([`ancien-objet-${run}`]);
    expect((await suite.api.get(`/api/products/ancien-objet-${run}/`)).body).toMatchObject({ id: objet.id, slug: `nouvel-objet-${run}` });
    expect((await suite.api.get(`/api/books/ancien-objet-${run}/`)).status).toBe(404);
    expect(idsOf((await suite.api.get(`/api/staff/goodies/?search=ancien-objet-${run}`, auth(staff))).body)).toEqual([objet.id]);

    // The old addresses of HTML pages: the current slug of an old one, per kind.
    const oldSlugs = suite.api.app.get(CatalogueOldSlugs);
    expect(await oldSlugs.currentSlug('book', second)).toBe(first);
    expect(await oldSlugs.currentSlug('book', first)).toBeNull();
    expect(await oldSlugs.currentSlug('goodie', second)).toBeNull();
    expect(await oldSlugs.currentSlug('goodie', `ancien-objet-${run}`)).toBe(`nouvel-objet-${run}`);
    expect(await oldSlugs.currentSlug('book', `jamais-vu-${run}`)).toBeNull();
  });

  it('authors keep their old slugs: the public page answers them, no other author takes them', async () => {
    const first = `ancienne-plume-${run}`;
    const created = await suite.api.post('/api/staff/authors/', { name: `Plume ${run}`, label: labelId, slug: first }, as(staff));
    expectDocumented('post', '/api/staff/authors', 201, created);
    expect(created.body.old_slugs).toEqual([]);
    const renamed = await suite.api.patch(`/api/staff/authors/${created.body.id}/`, { version: 1, slug: `nouvelle-plume-${run}` }, as(staff));
    expectDocumented('patch', '/api/staff/authors/{id}', 200, renamed);
    expect(renamed.body.old_slugs).toEqual([first]);

    const old = await suite.api.get(`/api/authors/${first}/`);
    expectDocumented('get', '/api/authors/{slug}', 200, old);
    expect(old.body).toMatchObject({ id: created.body.id, slug: `nouvelle-plume-${run}` });
    expect(idsOf((await suite.api.get(`/api/staff/authors/?search=${first}`, auth(staff))).body)).toEqual([created.body.id]);
    const taken = await suite.api.post('/api/staff/authors/', { name: `Autre plume ${run}`, label: labelId, slug: first }, as(staff));
    expect({ status: taken.status, body: taken.body }).toEqual({ status: 400, body: { slug: ['Une autre fiche porte déjà cet identifiant d’adresse.'] } });
    // Authors and products have their own slugs: a book may be named as an author was.
    expect((await suite.api.post('/api/staff/books/', { title: `Livre ${run}`, label: labelId, price: 8, slug: first }, as(staff))).status).toBe(201);

    expect(await suite.api.app.get(CatalogueOldSlugs).currentSlug('author', first)).toBe(`nouvelle-plume-${run}`);
  });
});
