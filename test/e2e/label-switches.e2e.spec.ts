import { Browser, Page } from 'playwright-core';
import { cartClient, createAddress } from '../support/cart-fixtures';
import { createUser, login } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { logInAt } from './support/forms';
import { expectCount } from './support/counts';

interface Label {
  id: number;
  slug: string;
  checkout_message: string | null;
  featureShop: boolean;
  featureProjects: boolean;
  featureEvents: boolean;
  featureAuthors: boolean;
  featureAbout: boolean;
  featureExternals: boolean;
  feature_crowdfunding: boolean;
}

/** Waits for the label's 404 page (spec §2) and checks the address it landed on. */
async function expectNotFound(page: Page, baseUrl: string, label: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
  expect(page.url()).toBe(`${baseUrl}/${label}/404`);
}

describe("a label's switches and messages, honoured on every route", () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  let poetry: Label;
  let romance: Label;
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  beforeAll(async () => {
    poetry = (await api.get('/api/labels/poesie-du-lundi/')).body;
    romance = (await api.get('/api/labels/queer-romance/')).body;
  });

  it('answers the 404 page for every page of a switched-off feature, its sub-pages and aliases included', async () => {
    const { page } = v;
    // Given the demo's switches (the cases below depend on them)
    expect(poetry).toMatchObject({ featureShop: false, featureProjects: false, featureAbout: false, feature_crowdfunding: false });
    expect(romance).toMatchObject({ featureEvents: false, featureAuthors: false, featureExternals: false, featureShop: true });

    const closed = [
      '/poesie-du-lundi/boutique',
      '/poesie-du-lundi/shop',
      '/poesie-du-lundi/boutique/produit/tote-bag-lire-debout',
      '/poesie-du-lundi/projets',
      '/poesie-du-lundi/projects',
      '/poesie-du-lundi/financement-participatif/memoires-d-un-satellite',
      '/poesie-du-lundi/crowdfunding/memoires-d-un-satellite/news',
      '/poesie-du-lundi/financement-participatif/memoires-d-un-satellite/contribute/411',
      '/poesie-du-lundi/a-propos',
      '/poesie-du-lundi/a-propos/charte',
      '/queer-romance/evenements',
      '/queer-romance/events',
      '/queer-romance/auteurs',
      '/queer-romance/authors/noa-kerjean',
      '/queer-romance/librairie/autres-editeurs',
    ];
    for (const path of closed) {
      await page.goto(api.baseUrl + path);
      await expectNotFound(page, api.baseUrl, path.split('/')[1]!);
    }
    await screenshots(page, 'label-switch-not-found');

    // A campaign opened under another label's address moves to its own label, where that label's switches apply
    for (const tail of ['financement-participatif/l-annee-des-lucioles', 'crowdfunding/l-annee-des-lucioles/contribute']) {
      await page.goto(`${api.baseUrl}/queer-romance/${tail}`);
      await page.waitForURL(`${api.baseUrl}/exemplaire/${tail}`);
      await page.getByRole('heading', { level: 1, name: 'L’Année des lucioles' }).waitFor();
    }

    // While the features the labels have stay open
    for (const [path, title] of [
      ['/queer-romance/boutique', 'Boutique'],
      ['/poesie-du-lundi/librairie', 'Librairie'],
      ['/queer-romance/projets', 'Projets en cours'],
    ] as const) {
      await page.goto(api.baseUrl + path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(page.url()).toBe(api.baseUrl + path);
    }
  });

  it('shows no menu, footer or page link to a switched-off feature', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/poesie-du-lundi/home`);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await menu.getByRole('link', { name: 'Librairie' }).waitFor();
    for (const name of ['Boutique', 'Projets en cours', 'Agenda', 'Nos auteurs.ices', 'Qui sommes-nous ?', 'Des mêmes auteurices']) {
      await expectCount(menu.getByRole('link', { name }), 0);
    }
    await expectCount(page.locator('footer').getByRole('link', { name: 'Qui sommes-nous ?' }), 0);
    // No home section leads to the projects of a label without them
    await expectCount(page.getByRole('link', { name: /Tous les projets/ }), 0);

    // A campaign of a label without author pages names its author without a link to a page that would answer 404
    await page.goto(`${api.baseUrl}/queer-romance/financement-participatif/le-bal-des-coeurs-fauves`);
    await page.locator('.author-block').waitFor();
    await expectCount(page.locator('.author-block').getByRole('link'), 0);
    await expectCount(page.locator('a[href*="/auteurs/"], a[href*="/authors/"]'), 0);

    // Nor does a book page of that label
    const [book] = (await api.get('/api/books/?label=queer-romance&published=true&limit=1')).body.results;
    await page.goto(`${api.baseUrl}/queer-romance/librairie/livre/${book.slug}`);
    await page.getByRole('heading', { level: 1, name: book.name }).waitFor();
    await page.getByText(`par ${book.author.name}`).waitFor();
    await expectCount(page.locator('a[href*="/auteurs/"], a[href*="/authors/"]'), 0);

    // Where the label has author pages, the same block links to them
    // (a campaign without its owner's tracking pixel: nothing may leave the site here)
    await page.goto(`${api.baseUrl}/exemplaire/financement-participatif/l-annee-des-lucioles`);
    await expect(
      page
        .locator('.author-block')
        .getByRole('link', { name: /^Découvrir/ })
        .getAttribute('href'),
    ).resolves.toBe('/exemplaire/auteurs/clemence-aubrac');
  });

  describe("the label's checkout message", () => {
    /** A reader logged in in the browser, with a cart holding a book and addresses chosen. */
    async function readerAtCheckout(page: Page): Promise<void> {
      const user = await createUser();
      const { access } = await login(api, user);
      const carts = cartClient(api);
      const [book] = await sql<{ id: number }>(
        `SELECT p.id FROM products p JOIN books b ON b.product_id = p.id WHERE b.published AND NOT p.out_of_stock AND NOT b.is_external ORDER BY p.id LIMIT 1`,
      );
      const cart = (await carts.create(access)).body;
      expect((await carts.add(cart.id, book!.id, access)).status).toBeLessThan(300);
      const address = await createAddress(user.id);
      expect((await carts.patch(cart.id, { shipping_address: address, billing_address: address }, access)).status).toBe(200);
      await logInAt(page, api.baseUrl, user.email, '/exemplaire/home', user.password);
      await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
      // Kept after the login: an owned cart is nobody else's
      await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(cart.id)})`);
    }

    const banner = (page: Page) => page.getByRole('complementary', { name: 'Information de la maison d’édition' });

    it('shows on the delivery and summary steps, from the label of the page', async () => {
      const { page } = v;
      expect(romance.checkout_message).toBeTruthy();
      await readerAtCheckout(page);

      await page.goto(`${api.baseUrl}/queer-romance/checkout/livraison`);
      await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
      await expect(banner(page).textContent()).resolves.toBe(romance.checkout_message);
      await page.getByRole('heading', { level: 2, name: 'Adresse de livraison' }).waitFor();
      await page.getByRole('link', { name: 'Continuer' }).waitFor();
      expect(await axeViolations(page, '.checkout-message')).toEqual([]);
      await screenshots(page, 'checkout-message-delivery');

      await page.goto(`${api.baseUrl}/queer-romance/checkout/summary`);
      await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
      await expect(banner(page).textContent()).resolves.toBe(romance.checkout_message);
      await page.getByRole('heading', { name: 'Vos articles' }).waitFor();
      await screenshots(page, 'checkout-message-summary');

      // Another label says its own words
      const exemplaire = (await api.get('/api/labels/exemplaire/')).body as Label;
      await page.goto(`${api.baseUrl}/exemplaire/checkout/summary`);
      await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
      await expect(banner(page).textContent()).resolves.toBe(exemplaire.checkout_message);
    });

    it('is absent for a label without one, and never on the cart page', async () => {
      await v.close();
      v = await visit(browser, api, MOBILE);
      const { page } = v;
      expect(poetry.checkout_message).toBeNull();
      await readerAtCheckout(page);

      await page.goto(`${api.baseUrl}/poesie-du-lundi/checkout/livraison`);
      await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Adresse de livraison' }).waitFor();
      await expectCount(banner(page), 0);

      await page.goto(`${api.baseUrl}/queer-romance/checkout/cart`);
      await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
      await page.locator('.cart-line').first().waitFor();
      await expectCount(banner(page), 0);
    });
  });
});
