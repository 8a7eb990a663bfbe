import { frenchSpacing } from '@shop/typography';
import type { ServedApi } from '../support/api-client';
import { all, MOBILE, screenshots, shopInBrowser, Visit } from './support/browser';
import { expectCount } from './support/counts';
import { axeViolations } from './support/axe';

interface Book {
  id: number;
  slug: string;
  name: string;
  is_new: boolean;
  out_of_stock: boolean;
  restocking_date: string | null;
  published: boolean;
}

interface LabelEvent {
  title: string;
  start_date: string;
}

/** Said when the cart API is not deployed yet (features/cart/api/add-product.ts). */
const CART_UNAVAILABLE = "L'ajout au panier n'est pas encore possible : notre panier est en cours d'installation. Merci de réessayer un peu plus tard.";

describe('the bookshop, the shop, the authors and the agenda in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  it('lists the published books page after page, with their badges and stock', async () => {
    // Given the label's own published books, two per page
    const expected = await all<Book>(api, '/api/books/?published=true&is_external=false&label=1&ordering=-project__release&limit=100');
    expect(expected.length).toBeGreaterThan(4);
    await v.page.route('**/api/books/?*', (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('published') !== 'true' || url.searchParams.has('offset')) return route.fallback();
      url.searchParams.set('limit', '4');
      return route.fallback({ url: url.toString() });
    });

    // When a visitor opens the bookshop and scrolls down
    await v.page.goto(`${api.baseUrl}/exemplaire/librairie`);
    await v.page.getByRole('heading', { level: 1, name: 'Librairie' }).waitFor();
    const cards = v.page.locator('.book-card');
    await cards.first().waitFor();
    for (let i = 0; i < 12 && (await cards.count()) < expected.length; i++) {
      await v.page.mouse.wheel(0, 2500);
      await v.page.waitForTimeout(250);
    }

    // Then every book is there, in order
    await expect(v.page.locator('.book-card__title').allTextContents()).resolves.toEqual(expected.map((b) => b.name));

    // And the new ones wear 'Nouveauté', those out of stock are greyed or say when they come back
    for (const book of expected) {
      const card = v.page.getByRole('article', { name: book.name, exact: true });
      await expectCount(card.getByText('Nouveauté'), book.is_new ? 1 : 0);
      if (!book.out_of_stock) continue;
      if (book.restocking_date) {
        await expectCount(card.getByText(/^En cours de réapprovisionnement, prochain arrivage prévu le \d{1,2}(?:er)? \S+ \d{4}\.$/), 1);
      } else {
        await expectCount(card.getByText('Rupture de stock'), 1);
        await expect(card.getAttribute('class')).resolves.toContain('is-unavailable');
      }
    }
    expect(expected.some((b) => b.is_new) && expected.some((b) => b.out_of_stock && b.restocking_date) && expected.some((b) => b.out_of_stock && !b.restocking_date)).toBe(true);
    await v.page.unroute('**/api/books/?*');
    await v.page.goto(`${api.baseUrl}/exemplaire/librairie`);
    await v.page.locator('.book-card').first().waitFor();
    await screenshots(v.page, 'bookshop');
  });

  it('lists the books of other publishers', async () => {
    const expected = await all<Book>(api, '/api/books/?is_external=true&label=1&ordering=-project__release&limit=100');
    await v.page.goto(`${api.baseUrl}/exemplaire/librairie/autres-editeurs`);
    await v.page.getByRole('heading', { level: 1, name: 'Des mêmes auteurices' }).waitFor();
    await v.page.locator('.book-card').first().waitFor();
    await expect(v.page.locator('.book-card__title').allTextContents()).resolves.toEqual(expected.map((b) => b.name));
  });

  it('goes from the bookshop to a book, and adds it to the cart', async () => {
    const { page } = v;
    // Given the bookshop
    await page.goto(`${api.baseUrl}/exemplaire/librairie`);
    await page.getByRole('link', { name: 'La Maison aux volets bleus' }).click();

    // When the visitor opens a book
    await page.waitForURL(`${api.baseUrl}/exemplaire/librairie/livre/la-maison-aux-volets-bleus`);
    await page.getByRole('heading', { level: 1, name: 'La Maison aux volets bleus' }).waitFor();

    // Then its page shows the price, its facts, its author, the sanitised description and its linked products
    await expect(page.getByTestId('price').textContent()).resolves.toMatch(/^23\s€\sTTC$/);
    await expect(page.getByRole('link', { name: 'Clémence Aubrac' }).first().getAttribute('href')).resolves.toBe('/exemplaire/auteurs/clemence-aubrac');
    await expect(page.locator('.facts').textContent()).resolves.toContain('978-2-493120-02-1');
    await expect(page.locator('.facts').textContent()).resolves.toContain('288');
    await expect(page.getByText('Nouveauté').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Trois sœurs se retrouvent un été/).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByRole('region', { name: 'Avec ce livre' })
        .getByRole('link', { name: /Tote bag/ })
        .getAttribute('href'),
    ).resolves.toBe('/exemplaire/boutique/produit/tote-bag-lire-debout');
    await expect(page.title()).resolves.toBe('La Maison aux volets bleus — Clémence Aubrac — Exemplaire');
    await screenshots(page, 'book');
    await page.setViewportSize({ width: 1280, height: 900 });

    // And its cover opens at full size in the preview dialog, closed with Escape, the focus back on the cover
    const cover = page.getByRole('button', { name: 'Couverture de « La Maison aux volets bleus » : agrandir l’image' });
    await cover.click();
    const preview = page.getByRole('dialog', { name: 'Couverture de « La Maison aux volets bleus »' });
    await preview.locator('img').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshots(page, 'book-preview');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expect(cover.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    // When they add it to the cart
    const added = page.waitForResponse((res) => res.url().endsWith('/api/carts/products') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const answer = await added;

    if (answer.ok()) {
      // Then, once the API said yes, the added-to-cart modal opens and the header counts the item
      const dialog = page.getByRole('dialog', { name: 'Ajouté au panier' });
      await dialog.waitFor();
      await expect(dialog.getByText('« La Maison aux volets bleus » a bien été ajouté à votre panier.').isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).resolves.toBe('/exemplaire/checkout/cart');
      await page.getByRole('link', { name: 'Panier, 1 article' }).waitFor({ state: 'attached' });
      const cartId = await page.evaluate<string>("localStorage.getItem('cartId')");
      expect(cartId).toBeTruthy();
      await screenshots(page, 'book-added-to-cart');
      await dialog.getByRole('button', { name: 'Continuer mes achats' }).click();
      await dialog.waitFor({ state: 'detached' });
      const cart = await api.get(`/api/carts/${cartId}/?expand=cart_lines`);
      expect(cart.body.cart_lines).toEqual([expect.objectContaining({ product: expect.anything(), quantity: 1 })]);
    } else {
      // Or, while the cart API is not deployed, a French error and no modal
      expect([404, 405]).toContain(answer.status());
      await page.getByText(CART_UNAVAILABLE).waitFor();
      await expectCount(page.getByRole('dialog'), 0);
    }
  });

  it('says so in French, and opens no modal, while the cart API is not there', async () => {
    const { page } = v;
    await page.route('**/api/carts/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"Pas trouvé."}' }));
    await page.route('**/api/carts/', (route) => route.fulfill({ status: 405, contentType: 'application/json', body: '{"detail":"Méthode non autorisée."}' }));
    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/les-jardins-de-titan`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('alert').filter({ hasText: CART_UNAVAILABLE }).waitFor();
    await expectCount(page.getByRole('dialog'), 0);
    await expect(page.evaluate("localStorage.getItem('cartId')")).resolves.toBeNull();
  });

  it('shows the stock and pre-order messages on book pages', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/le-dernier-ferry-pour-ouessant`);
    await page.getByText(/^En cours de réapprovisionnement, prochain arrivage prévu le \d{1,2}(?:er)? \S+ \d{4}\.$/).waitFor();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' }).isDisabled()).resolves.toBe(true);

    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/brume-sur-l-etang-neuf`);
    await page.locator('.availability').getByText('Rupture de stock').waitFor();
    await expect(page.locator('.gallery').getAttribute('class')).resolves.toContain('is-greyed');

    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/memoires-d-un-satellite`);
    await page.getByText(/^Ce livre est en cours de production : précommandez-le dès maintenant/).waitFor();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' }).isEnabled()).resolves.toBe(true);

    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/ce-livre-n-existe-pas`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/404`);
  });

  it('shows booksellers their professional prices, in the bookseller page style too', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/login`);
    await page.getByLabel('Adresse e-mail').fill('librairie@exemplaire.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('link', { name: 'Espace libraire' }).waitFor();

    // The API prices the book for whoever asks: the bookseller's purchase price is below the public one
    const { access } = (await api.post('/api/token/', { email: 'librairie@exemplaire.test', password: 'motdepasse' })).body;
    const book = (await api.get('/api/books/le-gout-du-mil/', { headers: { authorization: `Bearer ${access}` } })).body;
    expect(Number(book.discounted_price_no_vat)).toBeLessThan(Number(book.price_no_vat));
    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/le-gout-du-mil`);
    const prices = page.getByRole('region', { name: 'Prix professionnels' });
    await prices.waitFor();
    await expect(prices.getByTestId('public-price-no-vat').textContent()).resolves.toMatch(new RegExp(`^${book.price_no_vat.replace('.', ',')}\\s€$`));
    await expect(prices.getByTestId('purchase-price-no-vat').textContent()).resolves.toMatch(new RegExp(`^${book.discounted_price_no_vat.replace('.', ',')}\\s€$`));

    await page.goto(`${api.baseUrl}/exemplaire/libraire/librairie/livre/le-gout-du-mil`);
    await page.locator('.book-page--pro').waitFor();
    await page.getByRole('region', { name: 'Prix professionnels' }).waitFor();
    await screenshots(page, 'book-bookseller');
  });

  it('sells the goodies, with their variants, out-of-stock ones disabled', async () => {
    const { page } = v;
    const goodies = await all<{ name: string }>(api, '/api/products/?type=goodie&label=exemplaire&limit=100');
    await page.goto(`${api.baseUrl}/exemplaire/boutique`);
    await page.getByRole('heading', { level: 1, name: 'Boutique' }).waitFor();
    await page.locator('.product-card').first().waitFor();
    await expect(page.locator('.book-card__title').allTextContents()).resolves.toEqual(goodies.map((g) => frenchSpacing(g.name)));
    await screenshots(page, 'shop');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: 'T-shirt « Exemplaire »' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/boutique/produit/t-shirt-exemplaire`);
    const size = page.getByLabel('Taille');
    await size.waitFor();
    await expect(size.locator('option:disabled').allTextContents()).resolves.toEqual(['Taille L — épuisé']);

    // Without a size chosen, the button says which option is missing
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText("Merci de sélectionner l'option qui vous désirez.").waitFor();
    await expect(page.evaluate('document.activeElement?.tagName')).resolves.toBe('SELECT');
    await size.selectOption({ label: 'Taille M' });
    await expectCount(page.getByText("Merci de sélectionner l'option qui vous désirez."), 0);
    await screenshots(page, 'product');
  });

  it("lists the label's authors and opens an author's page without the site header", async () => {
    const { page } = v;
    const authors = await all<{ name: string; slug: string }>(api, '/api/authors/?label=exemplaire&limit=100');
    await page.goto(`${api.baseUrl}/exemplaire/auteurs`);
    await page.getByRole('heading', { level: 1, name: 'Nos auteurs.ices' }).waitFor();
    await page.locator('.author-card').first().waitFor();
    await expect(page.locator('.author-card__name').allTextContents()).resolves.toEqual(authors.map((a) => a.name));
    // Biographies cut at 150 characters on wide screens, 75 on phones
    const wide = await page.locator('.author-card__bio').first().innerText();
    expect(wide.length).toBeLessThanOrEqual(150);
    await page.setViewportSize(MOBILE);
    const narrow = await page.locator('.author-card__bio').first().innerText();
    expect(narrow.length).toBeLessThanOrEqual(75);
    expect(narrow.endsWith('…')).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: 'Yanis Belkacem' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/auteurs/yanis-belkacem`);
    await page.getByRole('heading', { level: 1, name: 'Yanis Belkacem' }).waitFor();
    await expectCount(page.locator('.site-header'), 0);
    await expect(page.locator('.author-hero__signature').isVisible()).resolves.toBe(true);
    const books = await all<Book>(api, '/api/books/?author=yanis-belkacem&ordering=-project__release&limit=100');
    const region = page.getByRole('region', { name: 'Ses livres' });
    await region.locator('.book-card').first().waitFor();
    await expect(region.locator('.book-card__title').allTextContents()).resolves.toEqual(books.map((b) => b.name));
    await expect(page.getByRole('region', { name: 'Prochaines rencontres' }).getByRole('heading', { name: 'Festival des Imaginaires de Clermont' }).isVisible()).resolves.toBe(
      true,
    );
    await screenshots(page, 'author');
  });

  it('shows the agenda, by date, in French', async () => {
    const { page } = v;
    const events = await all<LabelEvent>(api, '/api/events/?label=exemplaire&upcoming=true&limit=100');
    expect(events.length).toBeGreaterThan(0);
    await page.goto(`${api.baseUrl}/exemplaire/evenements`);
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    await page.locator('.event-card').first().waitFor();
    const sorted = [...events].sort((a, b) => a.start_date.localeCompare(b.start_date));
    await expect(page.locator('.event-card__title').allTextContents()).resolves.toEqual(sorted.map((e) => e.title));
    await expect(page.locator('.event-card__when time').first().textContent()).resolves.toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|du) /);
    await expect(page.getByRole('link', { name: 'Clémence Aubrac' }).first().getAttribute('href')).resolves.toBe('/exemplaire/auteurs/clemence-aubrac');
    await screenshots(page, 'agenda');
  });

  it('shows the about page, the FAQ, the legal pages and the lost voucher form', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/a-propos`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/a-propos/nous`);
    await page.getByText(/Exemplaire est une maison d’édition indépendante installée à Lyon/).waitFor();

    await page.goto(`${api.baseUrl}/exemplaire/contact/questions-frequentes`);
    const question = page.getByText('Comment fonctionne le financement participatif ?');
    await question.click();
    await page.getByText(/Chaque projet a un objectif et une date de fin/).waitFor();

    for (const [path, title] of [
      ['cgv', 'Conditions générales de vente'],
      ['mentions-legales', 'Mentions légales'],
      ['credits', 'Crédits'],
      ['eula', "Conditions générales d'utilisation"],
    ]) {
      await page.goto(`${api.baseUrl}/exemplaire/legal/${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }

    await page.goto(`${api.baseUrl}/exemplaire/contact/oubli-bon-achat`);
    await page.getByRole('heading', { level: 1, name: "J'ai perdu mes codes de bon d'achat ?" }).waitFor();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/forgot-voucher') && request.method() === 'POST');
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire.test');
    await page.getByRole('button', { name: 'Recevoir mes codes' }).click();
    expect((await sent).postDataJSON()).toEqual(expect.objectContaining({ email: 'lecteur@exemplaire.test' }));
    await page.getByText(/Si des bons d'achat correspondent à cette adresse, un courriel vient de lui être envoyé/).waitFor();
  });
});
