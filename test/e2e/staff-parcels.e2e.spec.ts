import { loggedInUser, mailsTo } from '../support/accounts';
import { cartClient, checkOutWithVoucher, createBook, createCampaign } from '../support/cart-fixtures';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { logInAt } from './support/forms';

/** 'Colis' in the back office, and the customer's order page once the parcel left. */
describe('the back office’s parcels in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  /** A reader's paid Colissimo order: a book now, a dedicated reward later (its own parcel). */
  async function paidOrder() {
    const user = await loggedInUser(api);
    const carts = cartClient(api);
    const campaign = await createCampaign();
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000, name: 'Les Heures claires' }), user.access);
    const backed = await carts.contribute(
      cart.id,
      {
        crowdfunding: campaign.id,
        contribution: 25,
        no_compensation: false,
        confirm_gift: true,
        compensations: [{ compensation: campaign.dedicated, quantity: 1, dedications: ['Pour Léa'] }],
      },
      user.access,
    );
    expect(backed.status).toBeLessThan(300);
    return { user, cart: await checkOutWithVoucher(api, user, cart.id) };
  }

  it('lets staff ship a parcel with its tracking number; the customer’s order shows it with the tracking link', async () => {
    const { user, cart } = await paidOrder();
    const { page } = v;

    // When staff open 'Colis' (group 'Ventes') and look for the order
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    await page.getByRole('navigation', { name: 'Arrière boutique' }).getByRole('link', { name: 'Colis' }).click();
    await page.getByRole('heading', { level: 1, name: 'Colis' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un colis' }).fill(cart.reference);
    const card = page.locator('.parcel').filter({ hasText: cart.reference });
    await card.getByRole('button', { name: 'Marquer expédié' }).waitFor();
    // Then its parcel to prepare is under today's date and Colissimo, with its packing slip
    await page
      .getByRole('heading', { name: /^Départ prévu le / })
      .first()
      .waitFor();
    await page.getByText('Colissimo (1)').waitFor();
    await card.getByRole('link', { name: /Bon de préparation \(PDF\)/ }).waitFor();
    await screenshots(page, 'staff-parcels-to-ship');
    expect(await axeViolations(page, '.staff')).toEqual([]);

    // When they type a bad number, then the server's French refusal shows beside the field
    const field = card.getByRole('textbox', { name: /Numéro de suivi Colissimo/ });
    await field.fill('12-34');
    await card.getByRole('button', { name: 'Marquer expédié' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Marquer expédié' }).click();
    await card.getByRole('alert').filter({ hasText: 'Un numéro de suivi Colissimo compte 11 à 15 lettres et chiffres' }).waitFor();

    // When they type the right one and confirm
    await field.fill('6A12345678901');
    await card.getByRole('button', { name: 'Marquer expédié' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('avec le suivi n° 6A12345678901').waitFor();
    await dialog.getByRole('button', { name: 'Marquer expédié' }).click();
    // Then the parcel leaves the parcels to prepare, and shows among the shipped ones
    await card.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'État' }).selectOption('expedies');
    const shipped = page.locator('.parcel').filter({ hasText: cart.reference });
    await shipped.getByText(/Expédié le .* par Colissimo, suivi n°/).waitFor();
    await screenshots(page, 'staff-parcels-shipped');
    expect(await axeViolations(page, '.staff')).toEqual([]);
    expect((await mailsTo(user.email)).filter((m) => m.type === 'parcel-shipped')).toHaveLength(1);

    // And the customer's order page says it, with the carrier's tracking link
    const browser = page.context().browser()!;
    await v.close();
    v = await visit(browser, api);
    await logInAt(v.page, api.baseUrl, user.email, `/exemplaire/compte/orders/${cart.id}`, user.password);
    await v.page.waitForURL(`${api.baseUrl}/exemplaire/compte/orders/${cart.id}`);
    const line = v.page.locator('.order-detail__fulfilment').first();
    await line.waitFor();
    expect(await line.innerText()).toMatch(/^Expédié le .+ par Colissimo, suivi n° 6A12345678901/);
    expect(await line.getByRole('link').getAttribute('href')).toBe('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    // the reward's parcel still waits for its day
    await v.page
      .getByText(/Expédition prévue le/)
      .first()
      .waitFor();
    await screenshots(v.page, 'staff-parcels-customer-order', '.order-detail__shipments');
    expect(await axeViolations(v.page)).toEqual([]);
  });
});
