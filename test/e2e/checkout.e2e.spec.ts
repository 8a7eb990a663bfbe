import { Page } from 'playwright-core';
import { type TestApi } from '../support/test-app';
import { eventually, type SuiteDatabase } from '../support/worker-harness';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { ACCEPTED_CARD, DECLINED_CARD, startFullStack, type FullStack } from './support/full-stack';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

/** The committing button of the summary (L221-14), a reader paying by card. */
const PAY_BY_CARD = 'Commander avec obligation de paiement par carte bancaire';
const READER = { email: 'lecteur@exemplaire.test', password: 'motdepasse' };

/**
 * The checkout in a browser against the real API and demo data, with the bank sandbox and the
 * worker (which pays the cart when the bank's notification arrives), all on a database of the
 * suite's own so the worker relays only this suite's outbox.
 */
describe('checkout in a browser', () => {
  let stack: FullStack;
  let database: SuiteDatabase;
  let api: TestApi;
  let bankUrl: string;
  let v: Visit | undefined;
  let token: string;

  beforeAll(async () => {
    stack = await startFullStack('checkout_e2e');
    ({ database, api, bankUrl } = stack);
    token = (await api.post('/api/token/', READER)).body.access;
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    v = await stack.visit();
  });

  afterEach(async () => {
    await endVisits([v]);
  }, END_OF_VISIT_TIMEOUT_MS);

  const auth = { headers: { authorization: '' } };

  /** A new cart of the reader's holding one published book in stock, made through the API. */
  async function cartWithBook(): Promise<{ id: string; book: string }> {
    auth.headers.authorization = `Bearer ${token}`;
    const books = (await api.get('/api/books/?published=true&out_of_stock=false&is_external=false&limit=1', auth)).body.results;
    const cart = await api.post('/api/carts/', {}, { token });
    expect(cart.status).toBe(201);
    expect((await api.post('/api/carts/products', { cart: cart.body.id, product: books[0].id, quantity: 1 }, { token })).status).toBeLessThan(300);
    return { id: cart.body.id, book: books[0].name };
  }

  /**
   * Logs the reader in through the login page, then keeps their cart in the browser (an owned cart
   * is nobody else's: stored before the login, the anonymous header would find it gone and forget it).
   */
  async function logInWithCart(page: Page, cartId: string, path: string): Promise<void> {
    await page.goto(`${api.baseUrl}/exemplaire/login?returnUrl=${encodeURIComponent('/exemplaire/home')}`);
    await page.getByLabel('Adresse e-mail').fill(READER.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(READER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
    await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(cartId)})`);
    await page.goto(`${api.baseUrl}${path}`);
  }

  const cartStatus = async (id: string) => (await database.db.query('SELECT status, paid, paid_with FROM carts WHERE id = $1', [id]))[0];

  it('creates an address, picks a relay point, recaps the order and pays by card', async () => {
    const { page } = v!;
    const cart = await cartWithBook();
    await logInWithCart(page, cart.id, '/exemplaire/checkout/livraison');
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();

    // Given the new-address dialog (open by itself without saved addresses, or from its button)
    const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    // (while the dialog is open, the page behind it is inert: out of reach, out of the accessibility tree)
    await page.locator('.modal__panel, .checkout-choices__new').first().waitFor();
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Ajouter une nouvelle adresse' }).first().click();
    await dialog.getByLabel('Prénom').fill('Camille');
    await dialog.getByLabel('Nom', { exact: true }).fill('Lecteur');
    await dialog.getByLabel('Adresse', { exact: true }).fill('12 rue de la Roquette');
    await dialog.getByLabel('Code postal').fill('7501');
    await dialog.getByLabel('Ville').fill('Paris');
    await dialog.getByLabel('Pays').selectOption('FR');
    await dialog.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    // The server's field error shows under its field
    await dialog
      .locator('.field__error')
      .filter({ hasText: /code postal/i })
      .waitFor();
    await screenshots(page, 'checkout-address-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByLabel('Code postal').fill('75011');
    await dialog.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await dialog.waitFor({ state: 'detached' });

    // Then it is the shipping address; billing follows it
    // (the saved address shows at once; it is checked once the cart, patched, is read again)
    await waitForCondition(page, `(document.querySelector('input[name="shipping_address"]:checked')?.closest('label')?.textContent ?? '').includes('12 rue de la Roquette')`);
    // Billing follows when it was empty; the reader's demo address may hold it: 'same as shipping' then copies it.
    const same = page.getByRole('checkbox', { name: "Identique à l'adresse de livraison" });
    if (!(await same.isChecked())) await same.click();
    await waitForCondition(page, `document.querySelector('.checkout-same input')?.checked === true`);

    // When Mondial Relay is chosen, the relay dialog lists the points near the address
    await page
      .getByRole('radio', { name: /Mondial Relay/ })
      .first()
      .click();
    const relays = page.getByRole('dialog', { name: 'Choisir un point relais' });
    await relays.locator('.relay-list__item').first().waitFor();
    await expectCount(page.getByRole('link', { name: 'Continuer' }), 0);
    await screenshots(page, 'checkout-relay-dialog');
    await page.setViewportSize({ width: 1280, height: 900 });
    const first = relays.locator('.relay-list__item').first();
    const relayName = (await first.locator('.relay-list__name').textContent())!.trim();
    await first.getByRole('button', { name: /Choisir le point relais/ }).click();
    await relays.waitFor({ state: 'detached' });

    // Then the point is saved on the shipment and the step is complete
    await page.getByText(`Point relais : ${relayName}`).waitFor();
    const saved = (await api.get(`/api/carts/${cart.id}/?expand=shipments`, auth)).body;
    expect(saved.shipments[0]).toMatchObject({ mode: 'mondial_relay', parcel_shop: { Nom: relayName } });
    await page.getByRole('link', { name: 'Continuer' }).waitFor();
    await screenshots(page, 'checkout-delivery');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The summary recaps lines, addresses, relay point and totals
    await page.getByRole('link', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
    await page.getByRole('rowheader', { name: cart.book }).waitFor();
    await expect(page.getByText(`Point relais : ${relayName}`, { exact: false }).count()).resolves.toBeGreaterThan(0);
    await expectCount(page.getByText('Une erreur est survenue lors du paiement. Vous pouvez réessayer.'), 0);
    await screenshots(page, 'checkout-summary');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paying by card: the form goes to the bank, the accepting card pays, the bank brings the customer back
    await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: PAY_BY_CARD }).click();
    await page.waitForURL(`${bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(ACCEPTED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/complete/${cart.id}`);
    const reference = (await api.get(`/api/carts/${cart.id}/`, auth)).body.reference;
    await page.getByText(`Votre commande n°${reference} a bien été enregistrée, merci de votre confiance.`).waitFor({ timeout: 30_000 });
    expect(await cartStatus(cart.id)).toMatchObject({ status: 2, paid: true, paid_with: 'credit-card' });
    // The next visit starts a new cart
    await expect(page.evaluate(`localStorage.getItem('cartId')`)).resolves.toBeNull();
    await screenshots(page, 'checkout-complete');
  });

  it('comes back to the summary with the failure message when the card is declined', async () => {
    const { page } = v!;
    const cart = await cartWithBook();
    // Addresses chosen through the API: this test is about the payment
    const addresses = (await api.get('/api/users/addresses/?shadow=false', auth)).body.results;
    const address =
      addresses[0]?.id ??
      (
        await api.post(
          '/api/users/addresses/',
          { firstname: 'Camille', lastname: 'Lecteur', address: '1 rue Oberkampf', postal_code: '75011', city: 'Paris', country: 'FR' },
          { token },
        )
      ).body.id;
    expect((await api.patch(`/api/carts/${cart.id}/`, { shipping_address: address, billing_address: address }, { token })).status).toBe(200);

    await logInWithCart(page, cart.id, '/exemplaire/checkout/summary');
    await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: PAY_BY_CARD }).click();
    await page.waitForURL(`${bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(DECLINED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();

    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/summary?fail=1`);
    // Told as a refusal, not an error nor a cancellation, once the bank's notification says so
    await page.getByText('Votre banque a refusé le paiement : aucune somme n’a été débitée. Vous pouvez réessayer, avec une autre carte si besoin.').waitFor();
    await page.getByRole('button', { name: PAY_BY_CARD }).waitFor();
    // The bank's refusal reaches the worker; the cart stays unpaid, still the visitor's
    await eventually(async () => (await database.db.query("SELECT processed_at FROM bank_notifications WHERE fields->>'texte-libre' = $1", [cart.id]))[0]?.processed_at, 15_000);
    expect(await cartStatus(cart.id)).toMatchObject({ paid: false });
    await expect(page.evaluate(`localStorage.getItem('cartId')`)).resolves.toBe(cart.id);
    await screenshots(page, 'checkout-summary-fail');
  });
});
