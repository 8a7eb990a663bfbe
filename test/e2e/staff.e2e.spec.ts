import { Browser } from 'playwright-core';
import { cartClient, createBook } from '../support/cart-fixtures';
import { paidCart } from '../support/paid-carts';
import { loggedInUser } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { downloadedBytes, MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { logInAt } from './support/forms';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

describe('the back office in a browser', () => {
  let api: ServedApi;
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
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/projets');
    await page.waitForURL(`${api.baseUrl}/exemplaire/projets`);
    await page.getByRole('link', { name: 'Arrière boutique' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/commandes`);
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();

    // And search the order by its reference
    await page.getByLabel('Rechercher une commande').fill(order.reference);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    // The unfiltered list may show the row already: wait for the search's answer (one row left)
    await waitForCondition(page, "document.querySelectorAll('.staff-table tbody tr').length === 1");
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Commande.*23,50\s€.*Bon d'achat.*Payée/);
    await screenshots(page, 'staff-orders');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Then its page lists the events in order, in French, with who and when
    await row.getByRole('link', { name: order.reference, exact: true }).click();
    const timeline = page.getByRole('list', { name: 'Historique des événements' });
    await timeline.waitFor();
    const whats = await timeline.locator('.staff-timeline__what').allTextContents();
    expect(whats[0]).toBe('Panier créé');
    expect(whats.slice(-3)).toEqual(['Panier confirmé', 'Paiement enregistré', 'Facture numérotée']);
    await page.getByRole('heading', { name: /^État après l'événement \d+ : Facture numérotée$/ }).waitFor();
    await page.locator('.staff-state').getByText(`n° ${order.invoice_number}`, { exact: true }).waitFor();
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

  it('lets staff read visitors’ messages and submitted projects, and download a manuscript', async () => {
    // Given a message and a project with its manuscript, sent through the API as the forms send them
    const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const title = `Les marées de septembre ${stamp}`;
    const manuscript = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'), Buffer.alloc(4096, 0x20)]);
    expect(
      (
        await api.post('/api/contact/', {
          name: 'Lou Garnier',
          email: `lou-${stamp}@exemple.fr`,
          subject: `Dédicace ${stamp}`,
          message: 'Bonjour,\nest-il possible de faire dédicacer un livre ?',
        })
      ).status,
    ).toBe(201);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Camille Martin', email: `camille-${stamp}@exemple.fr`, title, summary: 'Un roman choral\nsur une île bretonne.' }))
      form.append(key, value);
    form.append('file', new Blob([new Uint8Array(manuscript)], { type: 'application/pdf' }), 'Les marées.pdf');
    const csrf = (await fetch(`${api.baseUrl}/health`)).headers
      .getSetCookie()
      .find((c) => c.startsWith('csrftoken='))!
      .split(';')[0]
      .slice('csrftoken='.length);
    const sent = await fetch(`${api.baseUrl}/api/project-submissions/`, { method: 'POST', headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf }, body: form });
    expect(sent.status).toBe(201);
    const { page } = v;

    // When staff open the messages of the back office
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    await page.getByRole('navigation', { name: 'Arrière boutique' }).getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/messages`);
    // Then the message is there, first, with its full text
    const messages = page.getByRole('list', { name: 'Messages reçus' });
    const message = messages.getByRole('listitem').first();
    await message.getByRole('heading', { name: `Dédicace ${stamp}` }).waitFor();
    await expect(message.locator('.staff-inbox__text').textContent()).resolves.toBe('Bonjour,\nest-il possible de faire dédicacer un livre ?');
    await screenshots(page, 'staff-messages');
    await page.setViewportSize({ width: 1280, height: 900 });

    // When they open the submitted projects
    await page.getByRole('link', { name: 'Projets soumis' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/projets`);
    const project = page.getByRole('list', { name: 'Projets soumis' }).getByRole('listitem').first();
    await project.getByRole('heading', { name: title }).waitFor();
    await expect(project.textContent()).resolves.toContain('Les marées.pdf (PDF, 4 Ko)');
    await screenshots(page, 'staff-projects');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Then the manuscript downloads under its name, byte for byte
    const [download] = await Promise.all([page.waitForEvent('download'), project.getByRole('link', { name: 'Télécharger le manuscrit' }).click()]);
    expect(download.suggestedFilename()).toBe('Les marées.pdf');
    expect(Buffer.compare(await downloadedBytes(download), manuscript)).toBe(0);
  });

  it('shows, above the anomalies, the payments the bank confirmed that the shop has not recorded', async () => {
    // Given a notification acknowledged to the bank two hours ago and never processed (a worker or Redis down)
    const reference = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
    await sql(
      `INSERT INTO bank_notifications (reference, code_retour, fields, received_at, enqueued_at, requeued) VALUES ($1, 'payetest', '{"montant": "23.50EUR"}', now() - interval '2 hours', now() - interval '2 hours', 3)`,
      [reference],
    );
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/anomalies');
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/anomalies`);
    // Then staff see it first, with what to check
    const alert = page.getByRole('region', { name: /Paiements confirmés par la banque, pas encore enregistrés/ });
    await alert.waitFor();
    const row = alert.getByRole('row').filter({ hasText: reference });
    await expect(row.textContent()).resolves.toMatch(/payetest.*23\.50EUR.*3/);
    await expect(alert.textContent()).resolves.toContain('vérifiez que le worker et Redis fonctionnent');
    await screenshots(page, 'staff-anomalies');
    await sql('UPDATE bank_notifications SET processed_at = now() WHERE reference = $1', [reference]);
  });

  it('refuses readers with a French page', async () => {
    const { page } = v;
    await logInAt(page, api.baseUrl, 'lecteur@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: "Accès réservé à l'équipe." }).waitFor();
    await expectCount(page.locator('.staff-table'), 0);
    await screenshots(page, 'staff-refused');
  });

  it('shows the order list on a phone as cards', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique');
    await page.waitForURL(`${api.baseUrl}/exemplaire/arriere-boutique/commandes`);
    await page.locator('.staff-table tbody tr').first().waitFor();
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });
});
