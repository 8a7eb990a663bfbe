import { discounted, withoutVat } from '@shop/common';
import { sql } from '../../../../test/support/db';
import { login, loggedInUser } from '../../../../test/support/accounts';
import { startTestApi, TestApi } from '../../../../test/support/test-app';

const euros = (cents: number) => (cents / 100).toFixed(2);
const auth = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

describe('booksellers see their purchase price on the catalogue', () => {
  let api: TestApi;
  let bookseller: string;
  let reader: string;
  let discountBp: number;
  let book: { slug: string; price_cents: number; vat_rate_bp: number; id: number };
  let goodie: { slug: string; price_cents: number; vat_rate_bp: number };

  beforeAll(async () => {
    api = await startTestApi();
    bookseller = (await login(api, { email: 'librairie@exemplaire.test', password: 'motdepasse' })).access;
    reader = (await loggedInUser(api)).access;
    [{ discount_bp: discountBp }] = await sql<{ discount_bp: number }>(
      `SELECT b.discount_bp FROM booksellers b JOIN users u ON u.id = b.user_id WHERE u.email = 'librairie@exemplaire.test'`,
    );
    [book] = await sql(
      `SELECT p.id, p.slug, p.price_cents, p.vat_rate_bp FROM products p JOIN books b ON b.product_id = p.id
        WHERE p.type = 'book' AND b.published AND NOT p.out_of_stock ORDER BY p.id LIMIT 1`,
    );
    [goodie] = await sql(`SELECT slug, price_cents, vat_rate_bp FROM products WHERE type = 'goodie' ORDER BY id LIMIT 1`);
  });
  afterAll(() => api.close());

  const publicNoVat = () => euros(withoutVat(book.price_cents, book.vat_rate_bp));
  const tradeNoVat = () => euros(withoutVat(discounted(book.price_cents, discountBp), book.vat_rate_bp));

  it('gives the demo bookseller a real discount to test against', () => {
    expect(discountBp).toBeGreaterThan(0);
    expect(tradeNoVat()).not.toBe(publicNoVat());
  });

  it.each([
    ['an anonymous visitor', () => undefined, publicNoVat],
    ['a reader', () => reader, publicNoVat],
    ['the bookseller', () => bookseller, tradeNoVat],
  ])('shows %s the right price excl. VAT on the book page and in the list', async (_who, token, expected) => {
    const detail = await api.get(`/api/books/${book.slug}/`, auth(token()));
    expect(detail.status).toBe(200);
    expect(detail.body.discounted_price_no_vat).toBe(expected());
    // The public prices themselves never change
    expect(detail.body.price).toBe(euros(book.price_cents));
    expect(detail.body.price_no_vat).toBe(publicNoVat());

    const list = await api.get(`/api/books/?limit=100&published=true&ordering=id`, auth(token()));
    expect(list.status).toBe(200);
    const listed = list.body.results.find((b: { slug: string }) => b.slug === book.slug);
    expect(listed.discounted_price_no_vat).toBe(expected());
  });

  it.each([
    ['an anonymous visitor', () => undefined, () => euros(book.price_cents)],
    ['a reader', () => reader, () => euros(book.price_cents)],
    ['the bookseller', () => bookseller, () => euros(discounted(book.price_cents, discountBp))],
  ])('shows %s the price incl. VAT of one copy in the cart, computed on the server', async (_who, token, expected) => {
    expect((await api.get(`/api/books/${book.slug}/`, auth(token()))).body.discounted_price).toBe(expected());
    const list = await api.get(`/api/books/?limit=100&published=true&ordering=id`, auth(token()));
    expect(list.body.results.find((b: { slug: string }) => b.slug === book.slug).discounted_price).toBe(expected());
  });

  it('keeps the shared cached answer public after a bookseller asked, and still prices the bookseller', async () => {
    const cached = await startTestApi({ catalogueCacheTtlMs: 60_000 });
    try {
      const path = `/api/books/${book.slug}/`;
      await cached.get(path, auth(bookseller));
      const first = await cached.get(path);
      const second = await cached.get(path);
      expect(first.body.discounted_price_no_vat).toBe(publicNoVat());
      expect(second.headers.get('x-cache')).toBe('HIT');
      expect(second.body.discounted_price_no_vat).toBe(publicNoVat());
      const again = await cached.get(path, auth(bookseller));
      expect(again.body.discounted_price_no_vat).toBe(tradeNoVat());
    } finally {
      await cached.close();
    }
  });

  it('discounts books only: a goodie of the shop keeps its public price', async () => {
    const res = await api.get(`/api/products/${goodie.slug}/`, auth(bookseller));
    expect(res.status).toBe(200);
    expect(res.body.price_no_vat).toBe(euros(withoutVat(goodie.price_cents, goodie.vat_rate_bp)));
    expect(res.body.book).toBeNull();
    const asProduct = await api.get(`/api/products/?type=book&limit=100&ordering=id`, auth(bookseller));
    const nested = asProduct.body.results.find((p: { slug: string }) => p.slug === book.slug);
    expect(nested.book.discounted_price_no_vat).toBe(tradeNoVat());
  });

  it('matches the price the bookseller pays for that book in a cart', async () => {
    const cart = await api.post('/api/carts/', {}, { token: bookseller });
    const added = await api.post('/api/carts/products', { cart: cart.body.id, product: book.id, quantity: 1 }, { token: bookseller });
    expect(added.status).toBeLessThan(300);
    const res = await api.get(`/api/carts/${cart.body.id}/?expand=cart_lines`, auth(bookseller));
    const [line] = res.body.cart_lines;
    expect(line.total_no_vat).toBe(tradeNoVat());
  });

  it('ignores a token that is not valid: the public price, not an error', async () => {
    const res = await api.get(`/api/books/${book.slug}/`, auth('pas.un.jeton'));
    expect(res.status).toBe(200);
    expect(res.body.discounted_price_no_vat).toBe(publicNoVat());
  });
});
