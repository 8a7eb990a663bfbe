import { Page } from 'playwright-core';
import { type TestApi } from '../support/test-app';
import { axeViolations } from './support/axe';
import { downloadedBytes, END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { checkOutByColissimo, chooseAddress, orderByWireFromSummary } from './support/checkout';
import { ACCEPTED_CARD, DECLINED_CARD, startFullStack, type FullStack } from './support/full-stack';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

/** The committing button of the summary (L221-14), a reader paying by card. */
const PAY_BY_CARD = 'Commander avec obligation de paiement par carte bancaire';
const PASSWORD = 'motdepasse';
const READER = 'lecteur@exemplaire.test';
const BOOKSELLER = 'librairie@exemplaire.test';
const STAFF = 'equipe@exemplaire.test';
const SATELLITE = 'memoires-d-un-satellite';
const BOOK_NAME = 'La Maison aux volets bleus';
/** A declined card, once the bank's notification says so (a cancellation is told otherwise). */
const FAILURE = 'Votre banque a refusé le paiement : aucune somme n’a été débitée. Vous pouvez réessayer, avec une autre carte si besoin.';
const DEDICATION = 'Pour Léa, qui regarde les étoiles';

interface Reward {
  id: number;
  name: string;
  dedication: boolean;
}

/**
 * Whole user stories across the real shop: the SPA served by the API, the worker, the bank sandbox
 * and the mail catcher, on a database of the suite's own. Every user step goes through the pages;
 * the API is read only to learn names and references the user would see anyway.
 */
describe('journeys through the whole shop', () => {
  let stack: FullStack;
  let api: TestApi;
  let v: Visit;
  /** Other windows opened by a story (another person on another computer), closed and checked with it. */
  let others: Visit[] = [];
  /** The bookseller's wire order of the third story, settled by staff in the fourth. */
  let wireOrder: { id: string; reference: string } | undefined;

  beforeAll(async () => {
    stack = await startFullStack('journeys_e2e');
    ({ api } = stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    v = await stack.visit();
    others = [];
  });

  afterEach(async () => {
    // The campaign owner's pixel is asked for on campaign pages (aborted, never reached).
    await endVisits([v, ...others], { allowPixel: true });
  }, END_OF_VISIT_TIMEOUT_MS);

  const url = (path: string) => `${api.baseUrl}${path}`;

  /** Another person at another computer. */
  async function otherVisit(): Promise<Visit> {
    const visit = await stack.visit();
    others.push(visit);
    return visit;
  }

  /** Fills the login form the page shows (after a redirect to it, or opened directly). */
  async function logIn(page: Page, email: string): Promise<void> {
    await page
      .getByRole('heading', { level: 1, name: /connexion|Se connecter/i })
      .first()
      .waitFor();
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }

  async function logInAt(page: Page, email: string, returnUrl: string): Promise<void> {
    await page.goto(url(`/exemplaire/login?returnUrl=${encodeURIComponent(returnUrl)}`));
    await logIn(page, email);
    await page.waitForURL(url(returnUrl));
  }

  /** The cart id the browser keeps (to read the reference the pages show). */
  const storedCart = (page: Page) => page.evaluate<string | null>("localStorage.getItem('cartId')");

  it('backs a campaign, buys a book, logs in at checkout, pays by card and finds the order, its mail and its invoice', async () => {
    const { page } = v;
    const campaign = (await api.get(`/api/crowdfundings/${SATELLITE}/?expand=compensations`)).body;
    const signed: Reward = campaign.compensations.find((r: Reward) => r.dedication);

    // An anonymous visitor chooses the dedicated reward on the campaign page and writes the dedication
    await page.goto(url(`/exemplaire/financement-participatif/${SATELLITE}`));
    await page
      .getByRole('region', { name: 'Les contreparties' })
      .getByRole('link', { name: `Choisir « ${signed.name} »` })
      .click();
    await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
    await page.getByRole('listitem', { name: signed.name }).getByLabel('Dédicace n°1').fill(DEDICATION);
    await page.getByRole('button', { name: 'Valider et continuer mes achats' }).click();
    await page.waitForURL(url('/exemplaire/home'));

    // Then adds a book from the bookshop and opens the cart
    await page.goto(url('/exemplaire/librairie'));
    await page.getByRole('link', { name: BOOK_NAME }).click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Voir mon panier' }).click();
    await page.waitForURL(url('/exemplaire/checkout/cart'));
    await page.getByRole('listitem', { name: BOOK_NAME }).waitFor();
    const contribution = page.getByRole('region', { name: `Contribution à ${campaign.title}` });
    await expect(contribution.getByRole('listitem', { name: signed.name }).getByLabel('Dédicace n°1').inputValue()).resolves.toBe(DEDICATION);
    await screenshots(page, 'journey-cart');
    await page.setViewportSize({ width: 1280, height: 900 });
    const cartId = (await storedCart(page))!;

    // 'Commander' asks them to log in; logged in, they reach the delivery step with the same cart
    await page.getByRole('link', { name: 'Commander' }).click();
    await logIn(page, READER);
    await page.waitForURL(url('/exemplaire/checkout/livraison'));
    await chooseAddress(page, 'Lecteur');
    await expect(storedCart(page)).resolves.toBe(cartId);

    // The reward ships later than the book: everything in one parcel, by Mondial Relay, with a relay point
    await page.getByRole('radio', { name: /Tout recevoir en un seul colis/ }).click();
    await page.getByText('Colis 2 sur 2').waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /Mondial Relay/ }).click();
    const relays = page.getByRole('dialog', { name: 'Choisir un point relais' });
    const first = relays.locator('.relay-list__item').first();
    await first.waitFor();
    const relayName = (await first.locator('.relay-list__name').textContent())!.trim();
    await first.getByRole('button', { name: /Choisir le point relais/ }).click();
    await relays.waitFor({ state: 'detached' });
    await page.getByText(`Point relais : ${relayName}`).waitFor();
    await screenshots(page, 'journey-delivery');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The summary recaps the book and the reward with its dedication
    await page.getByRole('link', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
    await page.getByRole('rowheader', { name: BOOK_NAME }).waitFor();
    await page.getByText(`Dédicace : ${DEDICATION}`).waitFor();
    await screenshots(page, 'journey-summary');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paid by card on the bank's page, back on the confirmation
    await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: PAY_BY_CARD }).click();
    await page.waitForURL(`${stack.bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(ACCEPTED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(url(`/exemplaire/checkout/complete/${cartId}`));
    const confirmation = page.getByText(/^Votre commande n°\S+ a bien été enregistrée, merci de votre confiance\.$/);
    await confirmation.waitFor({ timeout: 30_000 });
    const reference = /n°(\S+) a bien/.exec((await confirmation.textContent())!)![1];
    await screenshots(page, 'journey-complete');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The confirmation mail arrives, with the reference
    const mail = await stack.catcher.waitFor((m) => m.to.includes(READER) && m.subject.includes(reference), 20_000);
    expect(mail.subject).toBe(`Votre commande n°${reference} – Exemplaire`);
    expect(mail.text).toContain(`Votre commande n°${reference} a bien été enregistrée, merci de votre confiance.`);

    // 'Mes commandes' lists it; its page links the invoice, a PDF
    await page.goto(url('/exemplaire/compte/orders'));
    await page.getByRole('link', { name: `Commande n°${reference}` }).click();
    await page.waitForURL(url(`/exemplaire/compte/orders/${cartId}`));
    await page.getByRole('heading', { name: new RegExp(`^Commande n°${reference} du `) }).waitFor();
    const invoice = page.getByRole('link', { name: /Télécharger la facture/ });
    const invoiceNumber = /n°(\S+)/.exec((await invoice.textContent())!)![1];
    await screenshots(page, 'journey-order');
    const download = page.waitForEvent('download', { timeout: 10_000 });
    await invoice.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`facture-${invoiceNumber}.pdf`);
    const pdf = await downloadedBytes(file);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
  });

  it('comes back to the summary when the bank refuses the card, and the order is not among the orders', async () => {
    const { page } = v;
    await logInAt(page, READER, '/exemplaire/librairie');
    await page.getByRole('link', { name: BOOK_NAME }).click();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Voir mon panier' }).click();
    await checkOutByColissimo(page, 'Lecteur');
    const cartId = (await storedCart(page))!;

    await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: PAY_BY_CARD }).click();
    await page.waitForURL(`${stack.bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(DECLINED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();

    await page.waitForURL(url('/exemplaire/checkout/summary?fail=1'));
    await page.getByText(FAILURE).waitFor();
    await page.getByRole('button', { name: PAY_BY_CARD }).waitFor();
    await screenshots(page, 'journey-refused');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Their orders are the earlier ones only
    const reference = (await api.get(`/api/carts/${cartId}/`)).body.reference;
    await page.goto(url('/exemplaire/compte/orders'));
    await page.locator('.order-card, .empty').first().waitFor();
    await expectCount(page.getByRole('link', { name: `Commande n°${reference}` }), 0);
  });

  it('lets a bookseller order at professional prices and pay by wire, then shows the order unpaid', async () => {
    const { page } = v;
    await logInAt(page, BOOKSELLER, '/exemplaire/libraire/boutique');

    // Two books from the professional shop
    const items = page.locator('.quick-table tbody tr').filter({ has: page.getByRole('cell', { name: 'Disponible', exact: true }) });
    await items.first().waitFor();
    const names: string[] = [];
    for (const n of [0, 1]) {
      const link = items.nth(n).getByRole('link').first();
      names.push((await link.textContent())!.trim());
      await link.click();
      await page.getByRole('heading', { level: 1, name: names[n] }).waitFor();
      await page.getByRole('region', { name: 'Prix professionnels' }).waitFor();
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continuer mes achats' }).click();
      await page.goBack();
      await items.first().waitFor();
    }
    await page.goto(url('/exemplaire/checkout/cart'));
    for (const name of names) await page.getByRole('listitem', { name }).waitFor();
    await checkOutByColissimo(page, 'Librairie');

    // The summary shows public and purchase prices, the purchase one lower
    const table = page.getByRole('table', { name: 'Articles de la commande' });
    await expect(table.locator('thead th').allTextContents()).resolves.toEqual([
      'Article',
      'Quantité',
      'Prix public HT',
      'Prix public TTC',
      "Prix d'achat HT",
      "Prix d'achat TTC",
      // a bookseller's line totals are without VAT only: unit HT × quantity; the VAT is on the totals
      'Total HT',
    ]);
    const euros = async (row: number, label: string) =>
      Number(((await table.locator('tbody tr').nth(row).locator(`td[data-label="${label}"]`).textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    for (const row of [0, 1]) expect(await euros(row, "Prix d'achat TTC")).toBeLessThan(await euros(row, 'Prix public TTC'));
    await screenshots(page, 'journey-bookseller-summary');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paid by wire: the confirmation page, then the order in their table, by wire, not paid
    const cartId = (await storedCart(page))!;
    // the firm sale's terms first: the deadline, the seller's account; confirmed; then what a wire needs
    const reference = await orderByWireFromSummary(page, api.baseUrl, cartId, async () => {
      await screenshots(page, 'journey-bookseller-firm-sale-recap');
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    });
    await screenshots(page, 'journey-bookseller-complete');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(url('/exemplaire/libraire/commandes'));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: reference, exact: true }) });
    await row.waitFor();
    await expect(row.locator('td').allTextContents()).resolves.toEqual([expect.any(String), expect.any(String), 'Virement', 'Non', expect.stringMatching(/^Facture /)]);
    await screenshots(page, 'journey-bookseller-orders');
    wireOrder = { id: cartId, reference };
  });

  it('lets staff find the wire order, look back at the cart as it was, and mark it paid for the bookseller', async () => {
    expect(wireOrder).toBeDefined();
    const { reference } = wireOrder!;
    const { page } = v;
    await logInAt(page, STAFF, '/exemplaire/projets');
    await page.getByRole('link', { name: 'Arrière boutique' }).click();
    await page.waitForURL(url('/exemplaire/arriere-boutique/commandes'));

    // Searched by reference
    await page.getByLabel('Rechercher une commande').fill(reference);
    await page.waitForURL(/[?&]q=/);
    await waitForCondition(page, `document.querySelectorAll('.staff-table tbody tr').length === 1`);
    const row = page.locator('.staff-table tbody tr').filter({ hasText: reference });
    await row.getByText(BOOKSELLER).waitFor();
    await row.getByText('À encaisser').waitFor();

    // Its history: an early event shows the cart as it was then, still open and unpaid
    await row.getByRole('link', { name: reference, exact: true }).click();
    const timeline = page.getByRole('list', { name: 'Historique des événements' });
    await timeline.waitFor();
    const whats = await timeline.locator('.staff-timeline__what').allTextContents();
    expect(whats[0]).toBe('Panier créé');
    // Every event in French, the wire's terms included
    expect(whats.slice(-4)).toEqual(['Panier confirmé', 'Paiement enregistré', 'Paiement à échéance accordé', 'Facture numérotée']);
    const added = whats.indexOf('Article ajouté');
    expect(added).toBeGreaterThan(0);
    await timeline.getByRole('button').nth(added).click();
    await page.getByRole('heading', { name: `État après l'événement ${added + 1} : Article ajouté` }).waitFor();
    const state = page.locator('.staff-state');
    await expect(state.locator('.staff-state__facts').textContent()).resolves.toMatch(/StatutPanier.*PaiementNon payée/);
    await screenshots(page, 'journey-staff-history');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Back to the list, 'Marquer comme payé' (confirmed) settles it
    await page.goBack();
    await page.waitForURL(/\/arriere-boutique\/commandes/);
    const settled = page.locator('.staff-table tbody tr').filter({ hasText: BOOKSELLER });
    const settling = page.waitForResponse((res) => res.url().endsWith('/settle/'));
    await settled.getByRole('button', { name: 'Marquer comme payé' }).click();
    await page
      .getByRole('dialog', { name: /^Marquer la commande .* comme payée \?$/ })
      .getByRole('button', { name: 'Marquer comme payé' })
      .click();
    const answer = await settling;
    expect([answer.status(), await answer.text()]).toEqual([200, expect.any(String)]);
    await settled.getByText('Payée', { exact: true }).waitFor();
    await screenshots(page, 'journey-staff-settled');

    // The bookseller, on their own computer, sees it paid
    const { page: theirs } = await otherVisit();
    await logInAt(theirs, BOOKSELLER, '/exemplaire/libraire/commandes');
    const theirRow = theirs.getByRole('row').filter({ has: theirs.getByRole('link', { name: reference, exact: true }) });
    await theirRow.waitFor();
    await expect(theirRow.locator('td').nth(3).textContent()).resolves.toBe('Oui');
  });
});
