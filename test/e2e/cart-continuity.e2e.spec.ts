import { Browser, Page } from 'playwright-core';
import { createUser, login, type TestUser } from '../support/accounts';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { all, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { fillLogin } from './support/forms';
import { expectCount } from './support/counts';

interface Book {
  id: number;
  name: string;
}

interface Campaign {
  id: number;
  slug: string;
  start_date: string;
  end_date: string;
  disabled?: boolean;
}

/**
 * A returning customer keeps their cart (spec §4: login registers the cart): the lines filled before
 * logging in join the account's open cart, a new browser finds that cart, logging out from an
 * account page lands on the label's home, and the badge counts everything the cart holds.
 */
describe('the cart across logins in a browser', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  const url = (path: string) => `${api.baseUrl}${path}`;
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  /** Two published books in stock of the shop's own catalogue. */
  async function twoBooks(): Promise<[Book, Book]> {
    const books: Book[] = (await api.get('/api/books/?published=true&out_of_stock=false&is_external=false&limit=10')).body.results;
    expect(books.length).toBeGreaterThanOrEqual(2);
    return [books[0], books[1]];
  }

  /** A reader whose account already holds an open cart with `book`, filled on another device. */
  async function readerWithOpenCart(book: Book): Promise<{ user: TestUser; cartId: string; access: string }> {
    const user = await createUser({ nickname: `Fidèle ${Date.now()}${Math.floor(Math.random() * 1000)}` });
    const { access } = await login(api, user);
    const cart = await api.post('/api/carts/', {}, { token: access });
    expect(cart.status).toBe(201);
    expect((await api.post('/api/carts/products', { cart: cart.body.id, product: book.id, quantity: 2 }, { token: access })).status).toBe(201);
    return { user, cartId: cart.body.id, access };
  }

  /** The header's cart link, named after its count. */
  const badge = (page: Page, count: number) => page.getByRole('link', { name: `Panier, ${count} article${count > 1 ? 's' : ''}`, exact: true });

  it('merges the cart filled before logging in through ‘Commander’ into the account’s open cart', async () => {
    // Given a reader whose account holds 2 copies of a book, and an anonymous visitor adding another book
    const [kept, added] = await twoBooks();
    const reader = await readerWithOpenCart(kept);
    const { page } = v;
    const anonymous: string = (await api.post('/api/carts/', {})).body.id;
    expect((await api.post('/api/carts/products', { cart: anonymous, product: added.id, quantity: 1 })).status).toBe(201);
    await page.goto(url('/exemplaire/home'));
    await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(anonymous)})`);
    await page.goto(url('/exemplaire/checkout/cart'));
    await page.getByRole('listitem', { name: added.name }).waitFor();
    await badge(page, 1).waitFor();

    // When the visitor orders and logs in as that reader
    await page.getByRole('link', { name: 'Commander' }).click();
    await page.waitForURL(/\/exemplaire\/login\?returnUrl=/);
    await fillLogin(page, reader.user.email, reader.user.password);

    // Then the delivery step shows the lines of both carts, and the badge counts them all
    await page.waitForURL(url('/exemplaire/checkout/livraison'));
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
    const summary = page.getByTestId('checkout-summary-box');
    await summary.getByText(`2 × ${kept.name}`).waitFor();
    await summary.getByText(`1 × ${added.name}`).waitFor();
    await badge(page, 3).waitFor();
    await expectCount(page.getByText('Votre panier est vide.'), 0);
    // and the browser now keeps the account's cart, the one the anonymous cart was merged into
    await expect(page.evaluate("localStorage.getItem('cartId')")).resolves.toBe(reader.cartId);
    const merged = (await api.get(`/api/carts/${reader.cartId}/?expand=cart_lines`, bearer(reader.access))).body;
    expect(merged.cart_lines.map((l: { product: number; quantity: number }) => [l.product, l.quantity]).sort()).toEqual(
      [
        [kept.id, 2],
        [added.id, 1],
      ].sort(),
    );
    // (the new-address dialog opens by itself for an account without addresses: closed to show the step)
    const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await axeViolations(page, '.site-header__actions')).toEqual([]);
    await screenshots(page, 'cart-continuity-delivery');
  });

  it('shows the account’s open cart in a browser that never saw it, from the login on', async () => {
    // Given a reader whose cart was filled on another device
    const [kept] = await twoBooks();
    const reader = await readerWithOpenCart(kept);
    // When they log in from a fresh browser
    const second = await visit(browser, api);
    try {
      await second.page.goto(url('/exemplaire/login?returnUrl=%2Fexemplaire%2Fcheckout%2Fcart'));
      await fillLogin(second.page, reader.user.email, reader.user.password);
      // Then the cart page shows their cart and the badge its count
      await second.page.waitForURL(url('/exemplaire/checkout/cart'));
      await second.page.getByRole('listitem', { name: kept.name }).waitFor();
      await badge(second.page, 2).waitFor();
      await expect(second.page.evaluate("localStorage.getItem('cartId')")).resolves.toBe(reader.cartId);
      await screenshots(second.page, 'cart-continuity-second-browser');
    } finally {
      await second.close();
      expect(second.pageErrors).toEqual([]);
      expect(second.outside).toEqual([]);
    }
  });

  it('lands on the label’s home after logging out from the orders page', async () => {
    // Given a logged-in reader on their orders
    const nickname = `Partante ${Date.now()}`;
    const user = await createUser({ nickname });
    const { page } = v;
    await page.goto(url('/exemplaire/login?returnUrl=%2Fexemplaire%2Fcompte%2Forders'));
    await fillLogin(page, user.email, user.password);
    await page.waitForURL(url('/exemplaire/compte/orders'));
    await page.getByText("Vous n'avez pas encore commandé chez nous.").waitFor();

    // When they log out from the account menu
    await page.getByRole('button', { name: nickname }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();

    // Then they are on the home page, logged out, and stay there
    await page.waitForURL(url('/exemplaire/home'));
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    await expect(page.evaluate("localStorage.getItem('exemplaire.token')")).resolves.toBeNull();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/exemplaire/home');
    await screenshots(page, 'cart-continuity-logged-out');
  });

  it('counts a contribution without reward in the badge', async () => {
    // Given an anonymous cart holding only a 5 € contribution without reward
    const now = Date.now();
    const running = (await all<Campaign>(api, '/api/crowdfundings/?limit=100')).find((c) => !c.disabled && Date.parse(c.start_date) <= now && now < Date.parse(c.end_date))!;
    const cartId: string = (await api.post('/api/carts/', {})).body.id;
    const backed = await api.post(`/api/carts/${cartId}/contribute/`, { crowdfunding: running.id, contribution: 5, no_compensation: true, confirm_gift: true, compensations: [] });
    expect(backed.status).toBe(200);
    const { page } = v;
    await page.goto(url('/exemplaire/home'));
    await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(cartId)})`);

    // When the visitor opens a page
    await page.goto(url('/exemplaire/checkout/cart'));

    // Then the badge counts the contribution
    await badge(page, 1).waitFor();
    await expect(page.locator('.cart-badge').textContent()).resolves.toBe('1');
    await screenshots(page, 'cart-continuity-contribution-badge');

    // and the checkout takes it: after logging in, the step without delivery shows the gift, not an empty cart
    const reader = await createUser({ nickname: `Mécène ${Date.now()}${Math.floor(Math.random() * 1000)}` });
    await page.getByRole('link', { name: 'Commander' }).click();
    await page.waitForURL(/\/exemplaire\/login\?returnUrl=/);
    await fillLogin(page, reader.email, reader.password);
    await page.waitForURL(url('/exemplaire/checkout/sans-livraison'));
    const summary = page.getByTestId('checkout-summary-box');
    await summary.getByText('1 article').waitFor();
    await summary.getByText('5 €', { exact: true }).first().waitFor();
    await expectCount(page.getByText('Votre panier est vide.'), 0);
    await screenshots(page, 'cart-continuity-contribution-checkout');
  });
});
