import { get as httpGet } from 'node:http';
import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/**
 * The catalogue's read model follows every change to what a card is made of, in the writer's
 * transaction: the public lists and details (micro-cache off in the tests) show a staff edit, a
 * stock change and an author's new name at the next read, and a card is stored again once read.
 */
describe('catalogue read model: product cards', () => {
  let api: ServedApi;
  let staff: string;
  let labelId: number;
  const as = (token: string) => ({ token });

  beforeAll(async () => {
    api = await sharedApi();
    staff = (await loggedInUser(api, { staff: true })).access;
    [{ id: labelId }] = await sql<{ id: number }>('SELECT id FROM labels ORDER BY position, id LIMIT 1');
  });
  afterAll(() => api.close());

  const listed = async (slug: string) => {
    const page = await api.get(`/api/books/?label=${labelId}&published=true&search=${encodeURIComponent('Lecture témoin')}&limit=50`);
    expect(page.status).toBe(200);
    return (page.body.results as Record<string, any>[]).find((b) => b.slug === slug);
  };
  const card = async (id: number) => (await sql<{ stale: boolean; book_json: string }>('SELECT stale, book_json FROM catalogue_product_cards WHERE product_id = $1', [id]))[0];

  it('a book edited in the back office: the list and the page show the change at once', async () => {
    const author = (await api.post('/api/staff/authors/', { name: 'Autrice Témoin', label: labelId }, as(staff))).body;
    const created = await api.post(
      '/api/staff/books/',
      { title: 'Lecture témoin', label: labelId, price: '18,50', author: author.id, release: '2026-03-01', published: true },
      as(staff),
    );
    expect(created.status).toBe(201);
    const book = created.body;
    expect(await listed(book.slug)).toMatchObject({ name: 'Lecture témoin', price: '18.50', author: { name: 'Autrice Témoin' } });
    // Read once: stored, no longer stale.
    expect(await card(book.id)).toMatchObject({ stale: false });

    const changed = await api.patch(`/api/staff/books/${book.id}/`, { version: 1, title: 'Lecture témoin revue', price: '21.00' }, as(staff));
    expect(changed.status).toBe(200);
    // The staff command's transaction marked the card stale; the next read writes it again.
    expect(await card(book.id)).toMatchObject({ stale: true });
    expect(await listed(book.slug)).toMatchObject({ name: 'Lecture témoin revue', price: '21.00' });
    expect(await card(book.id)).toMatchObject({ stale: false });
    expect(JSON.parse((await card(book.id)).book_json)).toMatchObject({ name: 'Lecture témoin revue', price: '21.00' });
    expect((await api.get(`/api/books/${book.slug}/`)).body).toMatchObject({ name: 'Lecture témoin revue', price: '21.00' });

    // An author's new name reaches the cards of their books.
    const renamed = await api.patch(`/api/staff/authors/${author.id}/`, { version: author.version, name: 'Autrice Témoin Renommée' }, as(staff));
    expect(renamed.status).toBe(200);
    expect(await listed(book.slug)).toMatchObject({ author: { name: 'Autrice Témoin Renommée' }, full_name: 'Lecture témoin revue — Autrice Témoin Renommée' });

    // Unpublished: out of the list at once (the filter reads the catalogue's own columns).
    await api.patch(`/api/staff/books/${book.id}/`, { version: 2, published: false }, as(staff));
    expect(await listed(book.slug)).toBeUndefined();
  });

  it('a book moved to another label or back to draft leaves its label’s list at once', async () => {
    const [{ id: otherLabel }] = await sql<{ id: number }>('SELECT id FROM labels WHERE id <> $1 ORDER BY position, id LIMIT 1', [labelId]);
    const created = await api.post('/api/staff/books/', { title: 'Lecture témoin déplacée', label: labelId, price: '12,00', release: '2099-01-01', published: true }, as(staff));
    expect(created.status).toBe(201);
    const book = created.body;
    // The label's list, newest first, as the bookshop asks it (other suites' books may come before).
    const listedIn = async (label: number) =>
      (
        (await api.get(`/api/books/?label=${label}&published=true&ordering=-project__release&limit=100&search=${encodeURIComponent('déplacée')}`)).body.results as {
          slug: string;
        }[]
      ).some((b) => b.slug === book.slug);
    expect(await listedIn(labelId)).toBe(true);
    expect((await api.patch(`/api/staff/books/${book.id}/`, { version: 1, label: otherLabel }, as(staff))).status).toBe(200);
    expect(await listedIn(labelId)).toBe(false);
    expect(await listedIn(otherLabel)).toBe(true);
    expect((await api.patch(`/api/staff/books/${book.id}/`, { version: 2, draft: true }, as(staff))).status).toBe(200);
    expect(await listedIn(otherLabel)).toBe(false);
    expect(await sql('SELECT label_id, draft FROM books WHERE product_id = $1', [book.id])).toEqual([{ label_id: otherLabel, draft: true }]);
    // Out of the public lists for good, so that other suites' lists stay as the demo has them.
    await sql('DELETE FROM books WHERE product_id = $1', [book.id]);
    await sql('DELETE FROM products WHERE id = $1', [book.id]);
  });

  it('stock taken by a payment shows on the next read of the product', async () => {
    const [goodie] = await sql<{ id: number; slug: string }>(
      `SELECT p.id, p.slug FROM products p WHERE p.type = 'goodie' AND NOT p.draft AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const before = (await api.get(`/api/products/${goodie.slug}/`)).body;
    const variant = before.variants[0];
    await sql('UPDATE product_variants SET stock = $2 WHERE id = $1', [variant.id, variant.remaining_quantity + 7]);
    const after = (await api.get(`/api/products/${goodie.slug}/`)).body;
    expect(after.variants[0]).toMatchObject({ id: variant.id, remaining_quantity: variant.remaining_quantity + 7 });
    await sql('UPDATE product_variants SET stock = $2 WHERE id = $1', [variant.id, variant.remaining_quantity]);
    expect((await api.get(`/api/products/${goodie.slug}/`)).body.variants[0].remaining_quantity).toBe(variant.remaining_quantity);
  });

  it('a card is answered under the reader’s own origin, and is_new follows the clock, not the day it was stored', async () => {
    const [row] = await sql<{ slug: string; release: string }>(
      `SELECT p.slug, to_char(b.release, 'YYYY-MM-DD') AS release FROM products p JOIN books b ON b.product_id = p.id
        WHERE b.published AND NOT p.draft AND p.image IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const page = (await api.get(`/api/books/${row.slug}/`)).body;
    expect(page.image.startsWith(`${api.baseUrl}/media/`)).toBe(true);
    const days = (Date.now() - new Date(`${row.release}T00:00:00Z`).getTime()) / 86_400_000;
    expect(page.is_new).toBe(days >= 0 && days < 15);
  });

  it('a list read again is answered at each card’s written version, under each reader’s origin', async () => {
    const created = await api.post('/api/staff/books/', { title: 'Lecture témoin relue', label: labelId, price: '9,00', release: '2026-01-05', published: true }, as(staff));
    expect(created.status).toBe(201);
    const book = created.body;
    const path = `/api/books/?label=${labelId}&published=true&limit=50&search=${encodeURIComponent('témoin relue')}`;
    // Through node:http, which sends the Host header it is given (fetch sends the URL's).
    const read = (host?: string) =>
      new Promise<Record<string, any>>((resolve, reject) => {
        const req = httpGet(api.baseUrl + path, host ? { headers: { host } } : {}, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            expect(res.statusCode).toBe(200);
            resolve((JSON.parse(body) as { results: Record<string, any>[] }).results.find((b) => b.slug === book.slug)!);
          });
        });
        req.on('error', reject);
      });
    // The first read writes the card; the next ones find it written.
    await read();
    expect(await read()).toMatchObject({ name: 'Lecture témoin relue' });
    // Another reader's origin: the same card under its own media links.
    await sql(`UPDATE products SET image = 'products/relue.png' WHERE id = $1`, [book.id]);
    expect((await read()).image).toBe(`${api.baseUrl}/media/products/relue.png`);
    expect((await read('boutique.exemple.test')).image).toBe('http://boutique.exemple.test/media/products/relue.png');
    expect((await read()).image).toBe(`${api.baseUrl}/media/products/relue.png`);
    // Written again by another process (no staff command here): its new text, not the one read before.
    await sql(
      `UPDATE catalogue_product_cards SET book_json = replace(book_json, '"name":"Lecture témoin relue"', '"name":"Lecture témoin réécrite"'), refreshed_at = now() WHERE product_id = $1`,
      [book.id],
    );
    expect(await read()).toMatchObject({ name: 'Lecture témoin réécrite' });
    expect((await read('boutique.exemple.test')).name).toBe('Lecture témoin réécrite');
    await sql('DELETE FROM books WHERE product_id = $1', [book.id]);
    await sql('DELETE FROM products WHERE id = $1', [book.id]);
  });
});
