import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { loggedInUser } from '../support/accounts';
import { cartClient, checkOutWithVoucher, createBook } from '../support/cart-fixtures';
import { pdfText } from '../support/pdf-text';
import type { ServedApi } from '../support/api-client';
import { startTestWorker, type TestWorker } from '../support/worker-harness';
import { axeViolations } from './support/axe';
import { downloadedBytes, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { logInAt } from './support/forms';

/** The bundled point `checkOutWithVoucher` sends relay parcels to. */
const RELAY_POINT = '075101';

/**
 * A relay parcel from the packing table to the customer, on the real stack (the SPA served by the
 * API, the worker process mailing through SMTP to the catcher): staff weigh the parcel, create its
 * Mondial Relay label (the bundled carrier's test label), print it, ship the parcel with the label's
 * expedition number; the customer gets one mail with the carrier's tracking link, and the order page
 * shows the same.
 */
describe('a relay parcel labelled and shipped from the back office', () => {
  let api: ServedApi;
  let v: Visit;
  let catcher: MailCatcher;
  let worker: TestWorker;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visited) => (v = visited), current: () => v });

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    worker = await startTestWorker({ databaseUrl: process.env.DATABASE_URL as string, smtpUrl: catcher.smtpUrl });
  });

  afterAll(async () => {
    await worker?.close();
    await catcher?.close();
  });

  /** A reader's paid order of one book, to a Mondial Relay point. */
  async function paidRelayOrder() {
    const user = await loggedInUser(api);
    const carts = cartClient(api);
    const cart = (await carts.create(user.access)).body;
    await carts.add(cart.id, await createBook({ priceCents: 2000, name: 'Les Heures claires' }), user.access);
    return { user, cart: await checkOutWithVoucher(api, user, cart.id, 'mondial_relay') };
  }

  it('labels the parcel, ships it with the expedition number, and the customer’s mail and order page show it', async () => {
    const { user, cart } = await paidRelayOrder();
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/colis');
    await page.getByRole('heading', { level: 1, name: 'Colis' }).waitFor();
    await page.getByRole('combobox', { name: 'Mode' }).selectOption('mondial_relay');
    await page.getByRole('searchbox', { name: 'Rechercher un colis' }).fill(cart.reference);
    const card = page.locator('.parcel').filter({ hasText: cart.reference });
    await card.getByText(`Point relais n° ${RELAY_POINT}`).waitFor();

    // A weight the carrier does not take is refused before anything is asked of it
    const weight = card.getByRole('textbox', { name: 'Poids du colis emballé (g)' });
    await weight.fill('8');
    await card.getByRole('button', { name: 'Créer l’étiquette Mondial Relay' }).click();
    await card.getByRole('alert').filter({ hasText: 'Indiquez le poids du colis emballé, en grammes (15 à 30\u00a0000).' }).waitFor();
    await screenshots(page, 'staff-parcels-relay-label-form');
    expect(await axeViolations(page, '.staff')).toEqual([]);

    // When staff weigh it and create the label
    await weight.fill('1200');
    await card.getByRole('button', { name: 'Créer l’étiquette Mondial Relay' }).click();
    const made = card.getByText(/^Étiquette Mondial Relay n° \d{8} \(1,20 kg\)/);
    await made.waitFor();
    const number = /n° (\d{8})/.exec(await made.innerText())![1];
    // Then the tracking field holds the label's expedition number
    expect(await card.getByRole('textbox', { name: /Numéro de suivi Mondial Relay/ }).inputValue()).toBe(number);
    await screenshots(page, 'staff-parcels-relay-labelled');
    expect(await axeViolations(page, '.staff')).toEqual([]);

    // And the label prints: a 10 × 15 cm PDF with the point and the number
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /Imprimer l’étiquette \(PDF\)/ }).click()]);
    expect(download.suggestedFilename()).toBe(`etiquette-mondial-relay-${number}.pdf`);
    const pdf = await downloadedBytes(download);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 283.46 425.2]');
    expect(pdfText(pdf)).toContain(`FR-${RELAY_POINT}`);

    // When they ship it
    await card.getByRole('button', { name: 'Marquer expédié' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`avec le suivi n° ${number}`).waitFor();
    await dialog.getByRole('button', { name: 'Marquer expédié' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'État' }).selectOption('expedies');
    const shipped = page.locator('.parcel').filter({ hasText: cart.reference });
    await shipped.getByText(new RegExp(`Expédié le .* par Mondial Relay, suivi n° ${number}`)).waitFor();
    await shipped.getByText(`Étiquette Mondial Relay n° ${number}`).waitFor();
    await screenshots(page, 'staff-parcels-relay-shipped');
    expect(await axeViolations(page, '.staff')).toEqual([]);

    // Then the customer gets one mail, through the worker and SMTP, with the carrier's tracking link
    const trackingUrl = `https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=${number}`;
    const mail = await catcher.waitFor((m) => m.to.includes(user.email) && m.subject.startsWith('Votre colis est en route'), 30_000);
    expect(mail.subject).toContain(cart.reference);
    expect(mail.text).toContain(number);
    expect(mail.html).toContain(trackingUrl);
    expect(mail.text).toContain('TABAC LE ROQUETTE');

    // And the order page says it, with the same link
    const browser = page.context().browser()!;
    await v.close();
    v = await visit(browser, api);
    await logInAt(v.page, api.baseUrl, user.email, `/exemplaire/compte/orders/${cart.id}`, user.password);
    await v.page.waitForURL(`${api.baseUrl}/exemplaire/compte/orders/${cart.id}`);
    const line = v.page.locator('.order-detail__fulfilment').first();
    await line.waitFor();
    expect(await line.innerText()).toMatch(new RegExp(`^Expédié le .+ par Mondial Relay, suivi n° ${number}`));
    expect(await line.getByRole('link').getAttribute('href')).toBe(trackingUrl);
    await screenshots(v.page, 'relay-parcel-customer-order', '.order-detail__shipments');
    expect(await axeViolations(v.page)).toEqual([]);
    expect(catcher.messages().filter((m) => m.to.includes(user.email) && m.subject.startsWith('Votre colis est en route'))).toHaveLength(1);
  });
});
