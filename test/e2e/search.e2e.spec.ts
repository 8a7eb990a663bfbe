import { Browser } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, MOBILE, screenshots, startShop, visit, Visit } from './support/browser';
import { waitForCondition } from './support/wait';

/** The demo's « Les Heures blanches » and its ISBN as printed on its cover. */
const BOOK = { title: 'Les Heures blanches', path: '/exemplaire/librairie/livre/les-heures-blanches', isbn: '978-2-493120-01-4' };

describe('the search from the header, on a phone', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;

  beforeAll(async () => {
    ({ api, browser } = await startShop());
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  afterEach(async () => {
    await endVisits([v], { allowPixel: true });
  }, END_OF_VISIT_TIMEOUT_MS);

  it('finds a book by a misspelt title, chosen among the suggestions with the keyboard, then by its ISBN with hyphens on the results page', async () => {
    v = await visit(browser, api, MOBILE);
    const { page } = v;

    // Given a visitor on the label's home, on a phone: the search field is in the header, under the logo
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    const field = page.getByRole('combobox', { name: 'Rechercher un livre, un·e auteurice, un projet' });
    await field.waitFor();
    const [fieldBox, burgerBox] = await Promise.all([field.boundingBox(), page.getByRole('button', { name: 'Ouvrir le menu' }).boundingBox()]);
    expect(fieldBox!.width).toBeGreaterThan(MOBILE.width * 0.8);
    expect(fieldBox!.y).toBeGreaterThan(burgerBox!.y + burgerBox!.height);

    // When they type a misspelt title, as one types on a phone
    await field.click();
    await field.pressSequentially('les heurs blanshes', { delay: 60 });

    // Then the book is suggested first, with its author and label, in the list the field controls
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(field.getAttribute('aria-controls')).resolves.toBe(await listbox.getAttribute('id'));
    const first = listbox.getByRole('option').first();
    await waitForCondition(page, `document.querySelector('[role=listbox] [role=option]')?.textContent.startsWith(${JSON.stringify(BOOK.title)})`);
    await expect(first.textContent()).resolves.toBe(`${BOOK.title}Clémence Aubrac · Exemplaire`);
    await screenshots(page, 'search-suggestions');

    // When they move to it with the arrow key and press Enter
    await page.keyboard.press('ArrowDown');
    await expect(field.getAttribute('aria-activedescendant')).resolves.toBe(await first.getAttribute('id'));
    await expect(first.getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');

    // Then they are on the book's page
    await page.waitForURL(`${api.baseUrl}${BOOK.path}`);
    await page.getByRole('heading', { level: 1, name: BOOK.title }).waitFor();

    // When they search its ISBN with hyphens from the header
    await field.fill(BOOK.isbn);
    await field.press('Enter');

    // Then the results page, titled for the search, shows the book first, with its label
    await page.waitForURL(`${api.baseUrl}/exemplaire/recherche?q=${BOOK.isbn}`);
    await page.getByRole('heading', { level: 1, name: /^Résultats pour «\s978-2-493120-01-4\s»$/ }).waitFor();
    const books = page.getByRole('region', { name: /^Livres/ });
    const result = books.getByRole('article').first();
    await result.waitFor();
    await expect(result.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(BOOK.title);
    await expect(result.textContent()).resolves.toContain('Clémence Aubrac · Exemplaire');
    await expect(page.title()).resolves.toBe('Recherche : « 978-2-493120-01-4 » — Exemplaire'.replace(/ (?=»)|(?<=«) /g, '\u00a0'));
    await expect(field.inputValue()).resolves.toBe(BOOK.isbn);
    await screenshots(page, 'search-results');

    // And the same page, asked of the server, comes rendered, kept out of search engines' indexes
    const html = await (await fetch(`${api.baseUrl}/exemplaire/recherche?q=${encodeURIComponent(BOOK.isbn)}`, { headers: api.suiteHeaders })).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<a href="${BOOK.path}"`);

    // When they open the result, they are on the book's page
    await result.getByRole('link', { name: BOOK.title }).click();
    await page.waitForURL(`${api.baseUrl}${BOOK.path}`);
  });
});
