import { createBook, hyphenatedIsbn as hyphenated, newIsbn } from '../support/cart-fixtures';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';
import { expectCount } from './support/counts';

/** The professional shop's quick ordering: the books table and the ISBN list, as the demo bookseller. */
describe('a bookseller’s quick ordering in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  it('adds books from the table and from a pasted ISBN list, and finds them in the cart', async () => {
    // Given seven books of one series, with their ISBNs
    const series = `Rivages ${Math.random().toString(36).slice(2, 7)}`;
    const books: { name: string; isbn: string }[] = [];
    for (let i = 1; i <= 7; i++) {
      const name = `${series} ${i}`;
      const id = await createBook({ name, priceCents: 1800 + i * 100 });
      const isbn = newIsbn();
      await sql('UPDATE books SET isbn = $2 WHERE product_id = $1', [id, hyphenated(isbn)]);
      books.push({ name, isbn });
    }
    const { page } = v;

    // When the demo bookseller opens the professional shop and searches the series in every collection
    await logInAt(page, api.baseUrl, 'librairie@exemplaire.test', '/exemplaire/libraire/boutique');
    await page.getByRole('heading', { level: 1, name: 'Boutique professionnelle' }).waitFor();
    const cartLink = page.getByRole('link', { name: /^Panier, \d+ articles?$/ });
    const countBefore = Number((await cartLink.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Toutes les collections' });
    await page.getByRole('searchbox', { name: 'Titre, auteurice ou ISBN' }).fill(series);
    await page.getByRole('search', { name: 'Rechercher dans les livres' }).getByRole('button', { name: 'Rechercher' }).click();
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: new RegExp(`^${series} 7\\b`) }).waitFor();
    // Then the table lists the series only, with their ISBN, availability and prices
    await expectCount(table.locator('tbody tr'), 7);
    const first = table.getByRole('row', { name: new RegExp(`${series} 1\\b`) });
    await first.getByText(`ISBN ${hyphenated(books[0].isbn)}`).waitFor();
    await first.getByText('Disponible').waitFor();
    // the bookseller's prices are the server's, as the cart will count them
    const { access } = (await api.post('/api/token/', { email: 'librairie@exemplaire.test', password: 'motdepasse' })).body;
    const priced = (await api.get(`/api/books/?search=${encodeURIComponent(`${series} 1`)}&limit=100`, { headers: { authorization: `Bearer ${access}` } })).body.results[0];
    const euros = (price: string) => new RegExp(`^${price.replace('.00', '').replace('.', ',')}\\s€$`);
    await expect(first.locator('td').nth(4).textContent()).resolves.toMatch(euros(priced.discounted_price_no_vat));
    await expect(first.locator('td').nth(5).textContent()).resolves.toMatch(euros(priced.discounted_price));

    // When they add 3 copies of the first book, then try 0 of the second before 2
    await first.getByRole('spinbutton', { name: `Quantité de « ${series} 1 »` }).fill('3');
    await first.getByRole('button', { name: 'Ajouter' }).click();
    await first.getByRole('status').filter({ hasText: 'Ajouté au panier (3).' }).waitFor();
    const second = table.getByRole('row', { name: new RegExp(`${series} 2\\b`) });
    const quantity = second.getByRole('spinbutton', { name: `Quantité de « ${series} 2 »` });
    await quantity.fill('0');
    await second.getByRole('button', { name: 'Ajouter' }).click();
    await second.getByRole('status').filter({ hasText: 'Saisissez une quantité entière de 1 à 9999.' }).waitFor();
    await expect(quantity.getAttribute('aria-invalid')).resolves.toBe('true');
    await quantity.fill('2');
    await quantity.press('Enter');
    await second.getByRole('status').filter({ hasText: 'Ajouté au panier (2).' }).waitFor();
    // Then the header’s cart counts the five new copies
    await page.getByRole('link', { name: new RegExp(`^Panier, ${countBefore + 5} articles?$`) }).waitFor();
    await screenshots(page, 'bookseller-quick-order-table', '.quick-table__wrap');
    expect(await axeViolations(page, '.account')).toEqual([]);

    // When they paste five ISBNs (separators and hyphens of every kind) and one line the shop cannot read
    const list = [
      `${books[2].isbn};2`,
      `${hyphenated(books[3].isbn)}\t1`,
      `${books[4].isbn},4`,
      books[5].isbn,
      'Bonjour, voici notre commande',
      `${hyphenated(books[6].isbn)};1`,
    ].join('\n');
    await page.getByRole('textbox', { name: 'Une ligne par livre : ISBN et quantité' }).fill(list);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    // Then the report says what went in and what did not, and why
    const report = page.locator('.quick-isbn__report');
    await report.getByRole('heading', { name: '5 lignes ajoutées au panier (9 exemplaires). 1 ligne refusée.' }).waitFor();
    await report.getByText(`Ligne 1 : « ${series} 3 » (${books[2].isbn}), 2 exemplaires`).waitFor();
    await report.getByText(/^Ligne 5 \(«\s*Bonjour, voici notre commande\s*»\)\s*: Ligne non comprise/).waitFor();
    await page.getByRole('link', { name: new RegExp(`^Panier, ${countBefore + 14} articles?$`) }).waitFor();
    await screenshots(page, 'bookseller-quick-order-report', '.quick-isbn');
    expect(await axeViolations(page, '.account')).toEqual([]);

    // And the cart holds the seven books
    await report.getByRole('link', { name: 'Voir mon panier' }).click();
    for (const book of books) await page.getByRole('heading', { name: book.name, exact: true }).waitFor();
  });
});
