import { Page } from 'playwright-core';
import { frenchDate } from '@shop/typography';
import { cartClient, createAddress, createBook, isoDay } from '../support/cart-fixtures';
import { loggedInUser } from '../support/accounts';
import { paidCart } from '../support/paid-carts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { DESKTOP, downloadedBytes, MOBILE, screenshots, shopInBrowser, Visit } from './support/browser';
import { expectCount } from './support/counts';
import { DEMO_PASSWORD, logInAt } from './support/forms';

/** What the layout looks like around a staff table, measured in the page. */
interface TableFit {
  /** The page is wider than the window (a sideways scroll of the whole page). */
  pageOverflows: boolean;
  /** The table's box (`.staff-table-wrap`) lets its table scroll sideways, and needs to. */
  scrollsInside: boolean;
  overflowX: string;
  /** Column heads (and the action buttons) lying outside the window, by their text. */
  outOfWindow: string[];
}

async function fitOf(page: Page, wrapSelector: string): Promise<TableFit> {
  // Written as text: the server code is type-checked without the DOM library.
  return page.evaluate<TableFit>(`(() => {
    const wrap = document.querySelector(${JSON.stringify(wrapSelector)});
    const shown = wrap.getBoundingClientRect();
    const outOfWindow = [...wrap.querySelectorAll('th, button')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth + 0.5 || box.right > shown.right + 0.5;
      })
      .map((cell) => (cell.textContent ?? '').trim() || cell.tagName);
    return {
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      scrollsInside: wrap.scrollWidth > wrap.clientWidth,
      overflowX: getComputedStyle(wrap).overflowX,
      outOfWindow,
    };
  })()`);
}

/** Back office tables: every column at 1,280 px, and on a phone a table that scrolls in its own box. */
describe('the back office tables in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  /** A bookseller's order on terms (wire), not paid yet: the row staff mark paid. The address is long on purpose. */
  async function wireOrder(): Promise<{ id: string; reference: string; email: string }> {
    const bookseller = await loggedInUser(api, { bookseller: true, email: `${Date.now()}-librairie-des-grands-chemins-de-traverse@exemple-de-librairie.fr` });
    const carts = cartClient(api);
    const cart = (await carts.create(bookseller.access)).body;
    expect((await carts.add(cart.id, await createBook({ priceCents: 2350 }), bookseller.access, { quantity: 12 })).status).toBe(201);
    const address = await createAddress(bookseller.id);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, bookseller.access);
    await carts.pickup(cart.id, bookseller.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, bookseller.access)).status).toBe(200);
    const wired = await api.post(`/api/carts/${cart.id}/wire/`, {}, { token: bookseller.access });
    expect(wired.status).toBe(200);
    return { id: cart.id, reference: wired.body.reference, email: bookseller.email };
  }

  it('shows every column of the orders and the ‘Marquer comme payé’ action at 1,280 px; on a phone the table scrolls in its box', async () => {
    // Given a bookseller's wire order awaiting its money
    const order = await wireOrder();
    const { page } = v;

    // When staff open the orders at 1,280 px
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    const row = page.locator('.staff-table tbody tr').filter({ hasText: order.reference });
    await row.getByRole('button', { name: 'Marquer comme payé' }).waitFor();
    await screenshots(page, 'staff-tables-orders');

    // Then the page does not scroll sideways, and every column head and the action are in the window
    const desktop = await fitOf(page, '.staff-table-wrap');
    expect(desktop).toEqual({ pageOverflows: false, scrollsInside: false, overflowX: 'auto', outOfWindow: [] });
    const heads = await page.locator('.staff-table thead th').allTextContents();
    expect(heads.slice(0, 7)).toEqual(['Référence', 'Client', 'Statut', 'Total', 'Paiement', 'Payée', 'Dernière modification']);
    await expect(row.getByRole('button', { name: 'Marquer comme payé' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page, '.staff-table-wrap')).toEqual([]);

    // When the same page is read on a phone
    await page.setViewportSize(MOBILE);
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();

    // Then the page keeps to the screen's width while the table scrolls sideways in its own box
    const phone = await fitOf(page, '.staff-table-wrap');
    expect({ pageOverflows: phone.pageOverflows, scrollsInside: phone.scrollsInside, overflowX: phone.overflowX }).toEqual({
      pageOverflows: false,
      scrollsInside: true,
      overflowX: 'auto',
    });
    // and scrolling that box brings the action into view
    await page.evaluate(`(() => { const wrap = document.querySelector('.staff-table-wrap'); wrap.scrollLeft = wrap.scrollWidth; })()`);
    const button = await row.getByRole('button', { name: 'Marquer comme payé' }).boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(button!.x).toBeGreaterThanOrEqual(0);
    expect(await axeViolations(page, '.staff-table-wrap')).toEqual([]);
    await page.setViewportSize(DESKTOP);
  });

  it('lists the orders late past their due date under ‘En retard’, each saying since when, within 1,280 px', async () => {
    // Given a bookseller's wire order whose due date passed 20 days ago
    const order = await wireOrder();
    const due = isoDay(-20);
    await sql(`UPDATE carts SET payment_due_date = $2::date, state = jsonb_set(state, '{paymentDueDate}', to_jsonb($2::text)) WHERE id = $1`, [order.id, due]);
    const { page } = v;

    // When staff open the orders at 1,280 px and press ‘En retard’
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    const filter = page.getByRole('button', { name: /^En retard/ });
    await filter.click();
    await page.waitForURL(/retard=1/);
    const row = page.locator('.staff-table tbody tr').filter({ hasText: order.reference });
    await row.waitFor();
    await screenshots(page, 'staff-tables-orders-overdue');

    // Then the row says the order is late since its due date, and every column still fits
    const shortDay = frenchDate(due, { shortMonth: true });
    expect((await row.locator('td[data-label="Payée"]').innerText()).replace(/\s+/g, ' ').trim()).toBe(`En retard depuis le ${shortDay}`);
    expect(await filter.getAttribute('aria-pressed')).toBe('true');
    expect(await fitOf(page, '.staff-table-wrap')).toEqual({ pageOverflows: false, scrollsInside: false, overflowX: 'auto', outOfWindow: [] });
    expect(await axeViolations(page, '.staff-table-wrap')).toEqual([]);
    expect(await axeViolations(page, '.staff-filters')).toEqual([]);
  });

  it('fits the payment anomalies to 1,280 px, and scrolls them in their box on a phone', async () => {
    // Given a bank notification that paid nothing
    const reference = `ANOM${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    const [{ id }] = await sql<{ id: number }>(
      `INSERT INTO bank_notifications (reference, code_retour, fields, enqueued_at, processed_at, outcome) VALUES ($1, 'payetest', '{}'::jsonb, now(), now(), 'anomaly') RETURNING id`,
      [reference],
    );
    await sql(
      `INSERT INTO payment_anomalies (notification_id, reference, code_retour, kind, detail) VALUES ($1, $2, 'payetest', 'amount', 'Montant reçu différent du montant attendu par la commande (12,00 € au lieu de 23,50 €)')`,
      [id, reference],
    );
    const { page } = v;

    // When staff open the anomalies at 1,280 px
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/anomalies');
    await page.locator('.staff-table tbody tr').filter({ hasText: reference }).waitFor();
    await screenshots(page, 'staff-tables-anomalies');

    // Then every column is in the window, and on a phone the table scrolls in its own box
    expect(await fitOf(page, '.staff-table-wrap')).toEqual({ pageOverflows: false, scrollsInside: false, overflowX: 'auto', outOfWindow: [] });
    expect(await axeViolations(page, '.staff-table-wrap')).toEqual([]);
    await page.setViewportSize(MOBILE);
    const phone = await fitOf(page, '.staff-table-wrap');
    expect([phone.pageOverflows, phone.scrollsInside]).toEqual([false, true]);
    expect(await axeViolations(page, '.staff-table-wrap')).toEqual([]);
    await page.setViewportSize(DESKTOP);
  });
  it('finds a customer by postcode, deactivates them, exports their data and erases them: no login, their invoice still downloads', async () => {
    // Given a reader with a paid order, delivered to an address in a postcode of their own
    const postcode = `0${String(Date.now()).slice(-4)}`;
    const reader = await loggedInUser(api, { email: `${Date.now()}-cliente@exemple.fr` });
    await sql(`INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Odile', 'Marchand', '5 rue Juiverie', $2, 'Lyon', 'FR')`, [
      reader.id,
      postcode,
    ]);
    const book = await createBook({ priceCents: 1800 });
    const order = await paidCart(api, reader, (cartId) => cartClient(api).add(cartId, book, reader.access));
    const { page } = v;

    // When staff search 'Clients' by that postcode
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/clients');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(postcode);
    const row = page.locator('.staff-table tbody tr').filter({ hasText: reader.email });
    await row.waitFor();
    await expectCount(page.locator('.staff-table tbody tr'), 1);
    await expect(row.textContent()).resolves.toContain('Odile Marchand');
    await expect(row.textContent()).resolves.toContain(`${postcode} Lyon`);
    await screenshots(page, 'staff-customers');

    // Then their page shows their account, their order and their address
    await row.getByRole('link', { name: reader.email }).click();
    await page.getByRole('heading', { level: 1, name: 'Fiche client' }).waitFor();
    await page.getByRole('link', { name: order.reference }).waitFor();
    await expect(page.locator('.customers__addresses').textContent()).resolves.toContain('5 rue Juiverie');
    await expect(page.locator('.customers__facts').textContent()).resolves.toContain('Actif');

    // When staff deactivate the account, after the confirmation
    await page.getByRole('button', { name: 'Désactiver le compte' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Désactiver' }).click();
    await page.getByRole('status').filter({ hasText: 'Compte désactivé' }).waitFor();
    // Then the page and its trail say so, and the reader can no longer log in
    await expect(page.locator('.customers__facts').textContent()).resolves.toContain('Désactivé depuis le');
    await page.locator('.staff-audit__entry').filter({ hasText: 'désactivation' }).filter({ hasText: 'état actif → désactivé' }).waitFor();
    expect((await api.post('/api/token/', { email: reader.email, password: reader.password })).status).toBe(401);
    expect((await api.get('/api/users/profile/', { headers: { authorization: `Bearer ${reader.access}` } })).status).toBe(401);

    // When staff export the person's data
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exporter ses données (JSON)' }).click()]);
    const exported = JSON.parse((await downloadedBytes(download)).toString('utf8'));
    expect(exported).toMatchObject({ account: { email: reader.email }, orders: [{ reference: order.reference, status: 'commande', invoice: order.invoice_number }] });
    await screenshots(page, 'staff-customer-page');

    // And erase them, typing their address to confirm
    await page.getByRole('button', { name: 'Effacer le compte…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Adresse e-mail du compte, pour confirmer').fill(reader.email);
    await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
    await page.getByRole('status').filter({ hasText: 'Compte effacé' }).waitFor();

    // Then nothing of the person is left on the page, and their invoice, kept as the law asks, still downloads for staff
    await expect(page.locator('.customers__heading').textContent()).resolves.toContain(`compte-efface-${reader.id}@anonyme.invalid`);
    await page.getByText('Aucune adresse enregistrée.').waitFor();
    await page.locator('.staff-audit__entry').filter({ hasText: 'effacement (RGPD)' }).waitFor();
    expect((await api.post('/api/token/', { email: reader.email, password: reader.password })).status).toBe(401);
    const staffToken = (await api.post('/api/token/', { email: 'equipe@exemplaire.test', password: DEMO_PASSWORD })).body.access;
    const invoice = await api.get(`/api/carts/${order.id}/invoice/`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    const [kept] = await sql(`SELECT document->'buyer'->>'name' AS buyer FROM invoices WHERE cart_id = $1`, [order.id]);
    expect(kept.buyer).toContain('Martin');
  });

  it('changes a bookseller’s discount and payment mean from their page; the trail says it in French', async () => {
    const bookseller = await loggedInUser(api, { bookseller: true });
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', `/exemplaire/arriere-boutique/clients/${bookseller.id}`);
    await page.getByRole('heading', { name: 'Conditions de libraire' }).waitFor();
    await page.getByLabel('Remise sur les livres (%)').fill('35,5');
    await page.getByLabel('Moyen de paiement').selectOption('sepa-debit');
    await page.getByLabel('Référence du mandat SEPA (RUM)').fill('RUM-2026-0042');
    await page.getByRole('button', { name: 'Enregistrer les conditions' }).click();
    await page.getByRole('status').filter({ hasText: 'Conditions enregistrées.' }).waitFor();
    await page
      .locator('.staff-audit__entry')
      .filter({ hasText: 'conditions de libraire' })
      .filter({ hasText: 'remise 30\u00a0% → 35,5\u00a0%' })
      .filter({ hasText: 'moyen de paiement virement → prélèvement' })
      .filter({ hasText: 'référence du mandat (RUM) (vide) → RUM-2026-0042' })
      .waitFor();
    expect(await sql(`SELECT discount_bp, payment_mean FROM booksellers WHERE user_id = $1`, [bookseller.id])).toEqual([{ discount_bp: 3550, payment_mean: 'sepa-debit' }]);
    // their statement of account, as they read it: nothing on terms yet
    const statement = page.getByRole('region', { name: 'Relevé de compte' });
    await statement.getByText('Aucune commande à échéance.').waitFor();
    await expect(statement.textContent()).resolves.toMatch(/Reste à régler\s*:\s*0(,00)?\s*€/);
    await screenshots(page, 'staff-bookseller-terms');
    // a bad discount is refused in French beside its field
    await page.getByLabel('Remise sur les livres (%)').fill('150');
    await page.getByRole('button', { name: 'Enregistrer les conditions' }).click();
    await page.locator('.field__error').first().waitFor();
    await expect(page.getByLabel('Remise sur les livres (%)').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('lists staff’s changes in the activity log, filtered by kind of record, each leading to its record', async () => {
    // Given a change to a bookseller's terms, made through the API
    const bookseller = await loggedInUser(api, { bookseller: true });
    const staffToken = (await api.post('/api/token/', { email: 'equipe@exemplaire.test', password: DEMO_PASSWORD })).body.access;
    expect((await api.patch(`/api/staff/customers/${bookseller.id}/bookseller-terms/`, { sepa_term: 45 }, { token: staffToken })).status).toBe(200);
    const { page } = v;

    // When staff open the activity log and keep the customers' changes
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/activite');
    await page.getByRole('heading', { level: 1, name: 'Journal d’activité' }).waitFor();
    await page.getByLabel('Fiches').selectOption('customer');
    await page.waitForURL(/type=customer/);

    // Then the change is there, in French, with who made it, naming the customer by their email, and leads to their page
    const row = page.locator('.staff-table tbody tr').filter({ hasText: bookseller.email });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('par equipe@exemplaire.test (conditions de libraire)');
    await expect(row.textContent()).resolves.toContain('délai du prélèvement (jours) 90 → 45');
    await screenshots(page, 'staff-activity');
    await expect(row.textContent()).resolves.toContain('Client');
    await row.getByRole('link', { name: bookseller.email }).click();
    await page.getByRole('heading', { level: 1, name: 'Fiche client' }).waitFor();
  });
});
