import { loggedInUser } from '../../../../test/support/accounts';
import { cartClient, createAddress, createBook } from '../../../../test/support/cart-fixtures';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { sql } from '../../../../test/support/db';

const OPERATIONS: DocumentedOperation[] = [['post', '/api/bookseller/quick-order', 200]];

/** A fresh valid ISBN-13 (978 prefix, random body, its check digit). */
function newIsbn(): string {
  const body = `978${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The same ISBN with its check digit off by one: always invalid (a fixed digit is right one time in ten). */
function wrongCheckDigit(isbn: string): string {
  return `${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`;
}

/** A book of the catalogue with an ISBN (stored with hyphens, as staff type them); out of stock when asked. */
async function bookWithIsbn(name: string, options: { outOfStock?: boolean } = {}): Promise<{ id: number; isbn: string }> {
  const id = await createBook({ name });
  const isbn = newIsbn();
  await sql('UPDATE books SET isbn = $2 WHERE product_id = $1', [id, `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 8)}-${isbn.slice(8, 12)}-${isbn.slice(12)}`]);
  if (options.outOfStock) await sql('UPDATE products SET out_of_stock = true WHERE id = $1', [id]);
  return { id, isbn };
}

describe('booksellers order by a list of ISBNs (api/bookseller/quick-order/)', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  const order = (body: unknown, token?: string) => suite.api.post('/api/bookseller/quick-order/', body, { token });

  it('documents its operations', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('adds each known ISBN through the cart and says why the other lines were refused', async () => {
    // given a bookseller's cart and three books, one out of stock
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const carts = cartClient(suite.api);
    const cart = (await carts.create(bookseller.access)).body;
    const first = await bookWithIsbn('Les Heures claires');
    const second = await bookWithIsbn('La Mer intérieure');
    const gone = await bookWithIsbn('Le Livre épuisé', { outOfStock: true });
    const hyphenated = `${second.isbn.slice(0, 3)}-${second.isbn.slice(3)}`;
    const lines = [
      `${first.isbn};3`,
      '',
      `${hyphenated}\t2`,
      `${first.isbn},`,
      `${gone.isbn};1`,
      '9780000000002;1',
      `${wrongCheckDigit(newIsbn())};1`,
      `${second.isbn};0`,
      'bonjour',
      `${second.isbn};1;2`,
    ].join('\n');
    // when the bookseller sends the list
    const res = await order({ cart: cart.id, lines }, bookseller.access);
    // then the known, orderable lines are in the cart, and each other one is refused with its reason
    expectDocumented('post', '/api/bookseller/quick-order', 200, res);
    expect(res.body).toEqual({
      cart: cart.id,
      added: [
        { line: 1, isbn: first.isbn, title: 'Les Heures claires', quantity: 3 },
        { line: 3, isbn: second.isbn, title: 'La Mer intérieure', quantity: 2 },
        { line: 4, isbn: first.isbn, title: 'Les Heures claires', quantity: 1 },
      ],
      refused: [
        { line: 5, text: `${gone.isbn};1`, reason: expect.stringMatching(/rupture|stock/i) },
        { line: 6, text: '9780000000002;1', reason: 'ISBN inconnu : aucun livre de notre catalogue ne porte cet ISBN.' },
        { line: 7, text: expect.any(String), reason: expect.stringMatching(/^ISBN invalide/) },
        { line: 8, text: `${second.isbn};0`, reason: 'Quantité invalide : un nombre entier de 1 à 9999 est attendu.' },
        { line: 9, text: 'bonjour', reason: expect.stringMatching(/^Ligne non comprise/) },
        { line: 10, text: `${second.isbn};1;2`, reason: expect.stringMatching(/^Ligne non comprise/) },
      ],
    });
    // the same book twice is one line of the cart, its quantities added up by the cart's rules
    const inCart = (await carts.get(cart.id, bookseller.access, '?expand=cart_lines')).body;
    const quantities = Object.fromEntries((inCart.cart_lines as { product: number; quantity: number }[]).map((l) => [l.product, l.quantity]));
    expect(quantities).toEqual({ [first.id]: 4, [second.id]: 2 });
  });

  it('takes the bookseller’s cart in progress when none is named, or opens one', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const book = await bookWithIsbn('Le Jardin d’hiver');
    const opened = await order({ lines: book.isbn }, bookseller.access);
    expect(opened).toMatchObject({ status: 200, body: { added: [{ line: 1, quantity: 1 }], refused: [] } });
    const again = await order({ lines: `${book.isbn};2` }, bookseller.access);
    expect(again.body.cart).toBe(opened.body.cart);
    const cart = (await cartClient(suite.api).get(opened.body.cart, bookseller.access, '?expand=cart_lines')).body;
    expect(cart.cart_lines).toMatchObject([{ product: book.id, quantity: 3 }]);
  });

  it('refuses a list too long, empty or not a text, and another’s cart, in DRF’s shape', async () => {
    const bookseller = await loggedInUser(suite.api, { bookseller: true });
    const tooMany = Array.from({ length: 201 }, () => '9780000000002;1').join('\n');
    expect(await order({ lines: tooMany }, bookseller.access)).toMatchObject({ status: 400, body: { lines: [expect.stringMatching(/200 lignes au plus \(201 reçues\)/)] } });
    expect(await order({ lines: 'x'.repeat(20_001) }, bookseller.access)).toMatchObject({ status: 400, body: { lines: [expect.any(String)] } });
    expect(await order({ lines: '\n \n' }, bookseller.access)).toMatchObject({ status: 400, body: { lines: [expect.any(String)] } });
    expect(await order({}, bookseller.access)).toMatchObject({ status: 400, body: { lines: [expect.any(String)] } });
    expect(await order({ lines: ['9780000000002'] }, bookseller.access)).toMatchObject({ status: 400, body: { lines: [expect.any(String)] } });
    expect(await order({ cart: 'pas-un-uuid', lines: '9780000000002' }, bookseller.access)).toMatchObject({ status: 400, body: { cart: [expect.any(String)] } });
    const other = await loggedInUser(suite.api, { bookseller: true });
    const othersCart = (await cartClient(suite.api).create(other.access)).body;
    const book = await bookWithIsbn('Le Livre d’un autre');
    expect(await order({ cart: othersCart.id, lines: book.isbn }, bookseller.access)).toMatchObject({ status: 404 });
    // a confirmed cart refuses the whole list, as it refuses an addition (the shop unconfirms it and sends again)
    const mine = (await cartClient(suite.api).create(bookseller.access)).body;
    expect((await cartClient(suite.api).add(mine.id, book.id, bookseller.access)).status).toBe(201);
    const carts = cartClient(suite.api);
    const address = await createAddress(bookseller.id);
    await carts.patch(mine.id, { shipping_address: address, billing_address: address, bundle: false }, bookseller.access);
    await carts.pickup(mine.id, bookseller.access);
    expect(await carts.patch(mine.id, { status: 1, terms_accepted: true }, bookseller.access)).toMatchObject({ status: 200, body: { status: 1 } });
    expect(await order({ cart: mine.id, lines: book.isbn }, bookseller.access)).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/en cours de paiement/) } });
  });

  it('is for booksellers only: 401 anonymous, 403 for readers', async () => {
    const reader = await loggedInUser(suite.api);
    expect((await order({ lines: '9780000000002' })).status).toBe(401);
    expect(await order({ lines: '9780000000002' }, reader.access)).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
  });

  it('finds books by title, author or ISBN in the catalogue list (books/?search=)', async () => {
    const book = await bookWithIsbn('Les Oiseaux de passage');
    const [found] = (await sql<{ isbn: string }>('SELECT isbn FROM books WHERE product_id = $1', [book.id])) as { isbn: string }[];
    const search = async (text: string) => (await suite.api.get(`/api/books/?search=${encodeURIComponent(text)}&limit=100`)).body.results.map((b: { id: number }) => b.id);
    expect(await search('oiseaux de PASSAGE')).toContain(book.id);
    expect(await search(found.isbn)).toContain(book.id);
    expect(await search(book.isbn.slice(3))).toContain(book.id);
    expect(await search('%')).not.toContain(book.id);
  });
});
