import { Browser, Page } from 'playwright-core';
import { cartClient, createBook } from '../../libs/cart/src/api/testing/cart-fixtures.spec';
import { paidCart } from '../../libs/cart/src/api/testing/paid-carts.spec';
import { loggedInUser } from '../support/accounts';
import { TestApi } from '../support/test-app';
import { MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';

async function logIn(page: Page, baseUrl: string, email: string, returnUrl: string) {
  await page.goto(`${baseUrl}/exemplaire/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

describe('the back office in a browser', () => {
  let api: TestApi;
  let browser: Browser;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  it('lets staff find an order, replay its history and see the cart as of an event', async () => {
    // Given a reader's order of a book, paid with a voucher through the API
    const buyer = await loggedInUser(api);
    const book = await createBook({ priceCents: 2350, name: 'Le phare des brumes' });
    const order = await paidCart(api, buyer, (cartId) => cartClient(api).add(cartId, book, buyer.access));
    const { page } = v;

    // When staff log in and open the back office from the side menu
    await logIn(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/projets');
    await page.waitForURL(`${api.baseUrl}/exemplaire/projets`);
    await page.getByRole('link', { name: 'Arrière boutique' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/commandes`);
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();

    // And search the order by its reference
    await page.getByLabel('Rechercher une commande').fill(order.reference);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    // The unfiltered list may show the row already: wait for the search's answer (one row left)
    await page.waitForFunction("document.querySelectorAll('.staff-table tbody tr').length === 1");
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Commande.*23,50\s€.*Bon d'achat.*Payée/);
    await screenshots(page, 'staff-orders');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Then its page lists the events in order, in French, with who and when
    await row.getByRole('link', { name: order.reference }).click();
    const timeline = page.getByRole('list', { name: 'Historique des événements' });
    await timeline.waitFor();
    const whats = await timeline.locator('.staff-timeline__what').allTextContents();
    expect(whats[0]).toBe('Panier créé');
    expect(whats.slice(-3)).toEqual(['Panier confirmé', 'Paiement enregistré', 'Facture numérotée']);
    await page.getByRole('heading', { name: /^État après l'événement \d+ : Facture numérotée$/ }).waitFor();
    await page.locator(".staff-state").getByText(`n° ${order.invoice_number}`, { exact: true }).waitFor();
    await expect(timeline.locator('li').nth(1).textContent()).resolves.toContain(`Le client (${buyer.email})`);

    // When they pick the line's addition
    const added = whats.indexOf('Article ajouté');
    expect(added).toBeGreaterThan(0);
    await timeline.getByRole('button').nth(added).click();

    // Then the cart shows as it was then: open, with the book, unpaid
    await page.getByRole('heading', { name: `État après l'événement ${added + 1} : Article ajouté` }).waitFor();
    const state = page.locator('.staff-state');
    await state.getByText('Le phare des brumes').waitFor();
    await expect(state.locator('.staff-state__facts').textContent()).resolves.toMatch(/StatutPanier.*PaiementNon payée/);
    await screenshots(page, 'staff-order-history');
  });

  it('refuses readers with a French page', async () => {
    const { page } = v;
    await logIn(page, api.baseUrl, 'lecteur@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: "Accès réservé à l'équipe." }).waitFor();
    await expect(page.locator('.staff-table').count()).resolves.toBe(0);
    await screenshots(page, 'staff-refused');
  });

  it('shows the order list on a phone as cards', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    const { page } = v;
    await logIn(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique');
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/commandes`);
    await page.locator('.staff-table tbody tr').first().waitFor();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });
});
