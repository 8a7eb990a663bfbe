import { Page } from 'playwright-core';
import { cartClient, createAddress, createCampaign, createVoucher } from '../support/cart-fixtures';
import { createUser, login, TestUser } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

/** A paid order of the user: a book and a contribution with a reward, delivered home, paid by a voucher. */
async function paidOrder(api: ServedApi, user: TestUser & { access: string }, campaign?: { id: number; book: number }) {
  const carts = cartClient(api);
  const [book] = await sql<{ id: number }>(
    `SELECT p.id FROM products p JOIN books b ON b.product_id = p.id JOIN labels l ON l.id = p.label_id
      WHERE l.slug = 'exemplaire' AND b.published AND NOT p.out_of_stock ORDER BY p.id LIMIT 1`,
  );
  const cart = (await carts.create(user.access)).body;
  await carts.add(cart.id, book.id, user.access);
  if (campaign) {
    const res = await carts.contribute(
      cart.id,
      { crowdfunding: campaign.id, contribution: 30, confirm_gift: true, compensations: [{ compensation: campaign.book, quantity: 1 }] },
      user.access,
    );
    if (res.status !== 200) throw new Error(`contribution refusée : ${JSON.stringify(res.body)}`);
  }
  const address = await createAddress(user.id);
  await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: true }, user.access);
  await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 20000 }), user.access);
  const confirmed = await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access);
  if (confirmed.status !== 200) throw new Error(`confirmation refusée : ${JSON.stringify(confirmed.body)}`);
  const paid = await carts.payWithVoucher(cart.id, user.access);
  if (paid.status !== 200 || paid.body.status !== 2) throw new Error(`paiement refusé : ${JSON.stringify(paid.body)}`);
  return paid.body as { id: string; reference: string; invoice_number: string };
}

async function logIn(page: Page, baseUrl: string, user: TestUser, returnUrl: string) {
  await logInAt(page, baseUrl, user.email, returnUrl, user.password);
  await page.waitForURL(`${baseUrl}${returnUrl}`);
}

describe('the account area in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  let reader: TestUser & { access: string };
  let order: { id: string; reference: string; invoice_number: string };
  let campaignTitle: string;

  beforeAll(async () => {
    reader = await createUser({ nickname: `Lectrice${Date.now().toString(36)}` }).then(async (u) => ({ ...u, ...(await login(api, u)) }));
    const campaign = await createCampaign();
    [{ title: campaignTitle }] = await sql<{ title: string }>('SELECT title FROM crowdfundings WHERE id = $1', [campaign.id]);
    order = await paidOrder(api, reader, campaign);
  });

  it('lets a reader change their nickname, with the saved modal', async () => {
    const { page } = v;
    await logIn(page, api.baseUrl, reader, '/exemplaire/compte');
    await page.waitForURL(`${api.baseUrl}/exemplaire/compte/informations`);
    await page.getByRole('heading', { level: 1, name: 'Mes informations' }).waitFor();
    // The submenu of spec §2
    await expect(page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link').allTextContents()).resolves.toEqual([
      'Mes informations',
      'Mes adresses',
      'Mes cartes cadeaux',
      'Mes commandes',
      'Mes soutiens',
    ]);
    const nickname = `Lecteur${Date.now().toString(36)}`;
    await page.getByLabel("Nom d'utilisateur").fill('L');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le nom doit comporter au moins deux caractères').waitFor();
    await page.getByLabel("Nom d'utilisateur").fill(nickname);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog', { name: 'Enregistré' }).waitFor();
    await expect(sql('SELECT nickname FROM users WHERE id = $1', [reader.id])).resolves.toEqual([{ nickname }]);
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).first().click();
    await screenshots(page, 'account-informations');

    // The spec's /compte/user/informations link reaches the same screen
    await page.goto(`${api.baseUrl}/exemplaire/compte/user/informations`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/compte/informations`);
  });

  it('keeps an address book: adds, edits and deletes an address, the order keeping where it went', async () => {
    const { page } = v;
    await logIn(page, api.baseUrl, reader, '/exemplaire/compte/adresses');
    await page.getByRole('heading', { level: 1, name: 'Mes adresses' }).waitFor();
    // The order's address is in the book (paidOrder saved it): a new one is added beside it
    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    await dialog.getByLabel("Nom de l'adresse").fill('Bureau');
    await dialog.getByLabel('Prénom').fill('Jeanne');
    await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
    await dialog.getByLabel('Adresse', { exact: true }).fill('12 quai de la Fosse');
    await dialog.getByLabel('Code postal').fill('44000');
    await dialog.getByLabel('Ville').fill('Nantes');
    await dialog.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await page.getByRole('status').getByText('Adresse ajoutée.').waitFor();
    const office = page.locator('.address-book__item', { hasText: 'Bureau' });
    await office.locator('address').getByText('44000 Nantes').waitFor();

    // Edited in the same dialog: the form starts from the address, the server's answer shows
    await office.getByRole('button', { name: /^Modifier l’adresse Bureau/ }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier l’adresse' });
    await expect(dialog.getByLabel('Ville').inputValue()).resolves.toBe('Nantes');
    await dialog.getByLabel('Ville').fill('');
    await dialog.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await dialog.getByText('La ville est requise.').waitFor();
    await dialog.getByLabel('Adresse', { exact: true }).fill('3 rue Kervégan');
    await dialog.getByLabel('Ville').fill('Nantes');
    await dialog.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await page.getByRole('status').getByText('Adresse modifiée.').waitFor();
    await office.locator('address').getByText('3 rue Kervégan').waitFor();
    await screenshots(page, 'account-addresses');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Deleted after a question; the focus comes back to the page, not lost
    await office.getByRole('button', { name: /^Supprimer l’adresse Bureau/ }).click();
    await page.getByRole('dialog', { name: 'Supprimer cette adresse ?' }).getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('status').getByText('Adresse supprimée.').waitFor();
    await office.waitFor({ state: 'detached' });
    const book = (await api.get('/api/users/addresses/?shadow=false', { headers: { authorization: `Bearer ${reader.access}` } })).body;
    expect((book.results ?? book).map((a: { name: string }) => a.name)).not.toContain('Bureau');
    // The paid order still shows where it went
    await page.goto(`${api.baseUrl}/exemplaire/compte/orders/${order.id}`);
    await page.getByText('5 rue des Écoles').first().waitFor();
  });

  it('lists the paid orders as cards and opens one with its invoice link', async () => {
    const { page } = v;
    await logIn(page, api.baseUrl, reader, '/exemplaire/compte/orders');
    const link = page.getByRole('link', { name: `Commande n°${order.reference}` });
    await link.waitFor();
    await screenshots(page, 'account-orders');
    await link.click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/compte/orders/${order.id}`);
    await page.getByRole('heading', { name: new RegExp(`^Commande n°${order.reference} du `) }).waitFor();
    const invoice = page.getByRole('link', { name: /Télécharger la facture/ });
    await expect(invoice.getAttribute('href')).resolves.toBe(`/api/carts/${order.id}/invoice/`);
    await page.getByText('Contenu des contreparties').waitFor();
    // The order's money: delivery, total, and nothing left to pay once paid
    const money = page.locator('.order-detail__money');
    await money.getByText('Livraison', { exact: true }).waitFor();
    await money.getByText('Total TTC', { exact: true }).waitFor();
    await expect(money.locator('[data-money="remaining"] dd').textContent()).resolves.toMatch(/^0\s€$/);
    await screenshots(page, 'account-order-detail');
    // Another reader never sees it
    const other = await createUser();
    const res = await api.get(`/api/carts/${order.id}/`, { headers: { authorization: `Bearer ${(await login(api, other)).access}` } });
    expect(res.status).toBe(404);
  });

  it('changes the relay point of a paid Mondial Relay order from its detail', async () => {
    const { page } = v;
    // given a paid order of a book sent to a Paris relay point (set up as the checkout does it)
    const carts = cartClient(api);
    const relays = (await api.get('/api/relays/?country=FR&postal_code=75011&limit=10')).body.results.filter((r: { available: boolean }) => r.available);
    const [first, second] = relays as { ID: string; Nom: string; Adresse1: string; Pays: string }[];
    const [book] = await sql<{ id: number }>(
      `SELECT p.id FROM products p JOIN books b ON b.product_id = p.id JOIN labels l ON l.id = p.label_id
        WHERE l.slug = 'exemplaire' AND b.published AND NOT p.out_of_stock ORDER BY p.id LIMIT 1`,
    );
    const cart = (await carts.create(reader.access)).body;
    await carts.add(cart.id, book.id, reader.access);
    const address = await createAddress(reader.id);
    const shipment = (await carts.patch(cart.id, { shipping_address: address, billing_address: address }, reader.access)).body.shipments[0] as string;
    expect((await carts.shipment(shipment, { mode: 'mondial_relay', parcel_shop: { shop_id: first.ID, pays: first.Pays } }, reader.access)).status).toBe(200);
    await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 20000 }), reader.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, reader.access)).status).toBe(200);
    const paid = (await carts.payWithVoucher(cart.id, reader.access)).body;
    expect(paid.status).toBe(2);

    // when its owner opens it: the relay point shows with its button
    await logIn(page, api.baseUrl, reader, `/exemplaire/compte/orders/${cart.id}`);
    await page.getByRole('heading', { name: new RegExp(`^Commande n°${paid.reference} du `) }).waitFor();
    const relayLine = page.locator('.order-detail__relay p');
    await expect(relayLine.textContent()).resolves.toContain(first.Nom);
    await screenshots(page, 'account-order-relay-before', '.order-detail__relay');

    // and chooses another point in the dialog
    await page.getByRole('button', { name: 'Changer de point relais' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choisir un point relais' });
    const list = dialog.getByRole('list', { name: 'Points relais' });
    await list.waitFor();
    // (the button's name begins with its visible words, then names the point)
    await expect(list.getByRole('button', { name: `Point relais choisi : ${first.Nom}` }).textContent()).resolves.toBe('Point relais choisi');
    await screenshots(page, 'account-order-relay-dialog');
    await list.getByRole('button', { name: `Choisir le point relais ${second.Nom}` }).click();

    // then the dialog closes and the order, read again, shows the new point; nothing else changed
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.order-detail__relay p', { hasText: second.Nom }).waitFor();
    await expect(relayLine.textContent()).resolves.toContain(second.Adresse1);
    await screenshots(page, 'account-order-relay-after', '.order-detail__relay');
    const after = (await carts.get(cart.id, reader.access, '?expand=shipments')).body;
    expect(after).toMatchObject({
      status: 2,
      total_price: paid.total_price,
      invoice_number: paid.invoice_number,
      shipments: [{ mode: 'mondial_relay', parcel_shop: { ID: second.ID } }],
    });
  });

  it('adds a gift voucher from its code, with the API messages for a wrong one', async () => {
    const { page } = v;
    const code = await createVoucher({ valueCents: 2500, remainingCents: 2500 });
    await logIn(page, api.baseUrl, reader, '/exemplaire/compte/cartes-cadeaux');
    await page.getByRole('button', { name: "Ajouter un bon d'achat" }).click();
    const dialog = page.getByRole('dialog', { name: "Ajouter un bon d'achat" });
    await dialog.getByLabel("Code du bon d'achat").fill('ZZZZ9999');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.getByText("Ce bon d'achat n'existe pas.").waitFor();
    await dialog.getByLabel("Code du bon d'achat").fill(code);
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.locator('.voucher-card', { hasText: code });
    await card.waitFor();
    await expect(card.locator('h3').textContent()).resolves.toMatch(/^Carte cadeau de 25\s€$/);
    await expect(page.getByRole('link', { name: "J'ai perdu mes codes de bon d'achat ?" }).getAttribute('href')).resolves.toBe('/exemplaire/contact/oubli-bon-achat');
    await expect(sql('SELECT owner_user_id FROM vouchers WHERE code = $1', [code])).resolves.toEqual([{ owner_user_id: reader.id }]);
    await screenshots(page, 'account-vouchers');
  });

  it("edits a contribution's preferences", async () => {
    const { page } = v;
    await logIn(page, api.baseUrl, reader, '/exemplaire/compte/contributions');
    await page.getByRole('link', { name: campaignTitle }).first().click();
    await page.getByRole('heading', { name: `Soutien à ${campaignTitle}` }).waitFor();
    await page.getByRole('checkbox', { name: /Masquer mon soutien/ }).check();
    await page.getByLabel('Commentaire').fill('Vivement la parution !');
    await screenshots(page, 'account-contribution');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('dialog', { name: 'Enregistré' }).waitFor();
    await expect(sql('SELECT hidden, comment FROM contributions WHERE user_id = $1', [reader.id])).resolves.toEqual([{ hidden: true, comment: 'Vivement la parution !' }]);
  });

  it('shows a bookseller their profile, their orders as a table and the shop with professional prices', async () => {
    const { page } = v;
    const bookseller = await createUser({ bookseller: true }).then(async (u) => ({ ...u, ...(await login(api, u)) }));
    const proOrder = await paidOrder(api, bookseller);
    await logIn(page, api.baseUrl, bookseller, '/exemplaire/libraire/profile');
    // The reader's area sends booksellers to theirs
    await page.goto(`${api.baseUrl}/exemplaire/compte/informations`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/libraire/profile`);
    await page.getByRole('heading', { name: 'Librairie Test' }).waitFor();
    await page.getByText('Virement', { exact: true }).waitFor();
    await screenshots(page, 'bookseller-profile');

    await page.getByRole('link', { name: 'Mes commandes' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    await expect(table.locator('thead th').allTextContents()).resolves.toEqual(['Ref', 'Date', 'Montant', 'Mode de paiement', 'Payé', 'Facture']);
    await screenshots(page, 'bookseller-orders');
    await table.getByRole('link', { name: proOrder.reference }).click();
    await page.getByRole('heading', { name: new RegExp(`^Commande n°${proOrder.reference} du `) }).waitFor();

    await page.goto(`${api.baseUrl}/exemplaire/libraire/boutique`);
    const first = page.locator('.quick-table tbody tr').first();
    await first.waitFor();
    await first.getByTestId('purchase-price').waitFor();
    // The purchase price is the discounted one: below the public price, both with VAT
    const euros = async (id: string) => Number(((await first.getByTestId(id).textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    expect(await euros('purchase-price')).toBeLessThan(await euros('public-price'));
    expect(await euros('purchase-price-no-vat')).toBeLessThan(await euros('purchase-price'));
    await screenshots(page, 'bookseller-shop');
  });

  it('tells visitors what the bookseller area offers', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/libraire`);
    await page.getByRole('heading', { level: 1, name: 'Espace libraire' }).waitFor();
    await expect(page.getByRole('main').getByRole('link', { name: 'Créer un compte libraire' }).getAttribute('href')).resolves.toBe('/exemplaire/libraire/inscription');
    await screenshots(page, 'bookseller-landing');
  });
});
