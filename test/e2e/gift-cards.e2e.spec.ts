import { Page } from 'playwright-core';
import { type TestApi } from '../support/test-app';
import { axeViolations } from './support/axe';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { writeNewAddress } from './support/checkout';
import { ACCEPTED_CARD, startFullStack, type FullStack } from './support/full-stack';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

const READER = 'lecteur@exemplaire.test';
const PASSWORD = 'motdepasse';
const RECIPIENT = 'Marie Lefèvre';
const MESSAGE = 'Joyeux anniversaire !\nDe quoi remplir ta bibliothèque <3';

/**
 * Gift cards in the whole shop (SPA, API, worker, bank sandbox, mail catcher, a database of the
 * suite's own): a visitor finds them from the home page, buys one as a gift with a name and a
 * message, pays by card, and the mail sent to the buyer carries the code with the name and message.
 */
describe('gift cards in a browser', () => {
  let stack: FullStack;
  let api: TestApi;
  let v: Visit;

  beforeAll(async () => {
    stack = await startFullStack('gift_cards_e2e');
    ({ api } = stack);
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

  const url = (path: string) => `${api.baseUrl}${path}`;

  /** The gift cards' page, its three amounts listed. */
  async function onGiftCardsPage(page: Page): Promise<void> {
    await page.waitForURL(url('/exemplaire/boutique/cartes-cadeaux'));
    await page.getByRole('heading', { level: 1, name: 'Cartes cadeaux' }).waitFor();
    const amounts = page.getByRole('region', { name: 'Montants' }).getByRole('heading', { level: 3 });
    await amounts.nth(2).waitFor();
    await expect(amounts.allTextContents()).resolves.toEqual(['Carte cadeau de 25 €', 'Carte cadeau de 50 €', 'Carte cadeau de 100 €']);
  }

  it('finds the gift cards from the home page, through the shop’s menu and through the footer, and in the FAQ', async () => {
    const { page } = v;
    // From the home page, the menu's 'Boutique', then the shop's 'Cartes cadeaux' section
    await page.goto(url('/exemplaire/home'));
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Boutique', exact: true }).click();
    await page.waitForURL(url('/exemplaire/boutique'));
    const sections = page.getByRole('navigation', { name: 'Rayons de la boutique' });
    await expect(sections.getByRole('link', { name: 'Objets' }).getAttribute('aria-current')).resolves.toBe('page');
    await screenshots(page, 'gift-cards-shop-sections');
    await page.setViewportSize({ width: 1280, height: 900 });
    await sections.getByRole('link', { name: 'Cartes cadeaux' }).click();
    await onGiftCardsPage(page);
    await expect(sections.getByRole('link', { name: 'Cartes cadeaux' }).getAttribute('aria-current')).resolves.toBe('page');
    // a reader who already has codes is shown where they are kept
    await page.getByRole('link', { name: 'Se connecter pour voir mes cartes cadeaux' }).waitFor();
    await page.getByRole('link', { name: "J'ai perdu mes codes de bon d'achat ?" }).waitFor();
    // the parts of this page (the page head's shared eyebrow has a contrast failure of its own, elsewhere too)
    for (const part of ['.shop-sections', '[aria-labelledby="gift-cards-amounts"]', '.gift-cards-help']) expect(await axeViolations(page, part)).toEqual([]);
    await screenshots(page, 'gift-cards-page');
    await page.setViewportSize({ width: 1280, height: 900 });

    // From the home page again, the footer's 'Bon d'achat'
    await page.goto(url('/exemplaire/home'));
    await page.getByRole('contentinfo').getByRole('link', { name: "Bon d'achat" }).click();
    await onGiftCardsPage(page);

    // The FAQ answers how to offer one, and leads there
    await page.goto(url('/exemplaire/contact/questions-frequentes'));
    const question = page.locator('details').filter({ has: page.getByText('Comment offrir une carte cadeau ?', { exact: true }) });
    await question.locator('summary').click();
    await question.getByRole('link', { name: 'boutique, rayon « Cartes cadeaux »' }).waitFor();
    expect(await axeViolations(page, '.faq-topic')).toEqual([]);
    await screenshots(page, 'gift-cards-faq', '.faq-topic:nth-of-type(3)');
    await page.setViewportSize({ width: 1280, height: 900 });
    await question.getByRole('link', { name: 'boutique, rayon « Cartes cadeaux »' }).click();
    await onGiftCardsPage(page);
  });

  it('buys a card as a gift with a name and a message, pays by card, and the mail carries the code, the name and the message', async () => {
    const { page } = v;
    await page.goto(url('/exemplaire/boutique/cartes-cadeaux'));
    await onGiftCardsPage(page);
    await page.getByRole('link', { name: 'Carte cadeau de 50 €' }).click();
    await page.waitForURL(url('/exemplaire/boutique/produit/carte-cadeau-50'));
    await page.getByRole('heading', { level: 1, name: 'Carte cadeau de 50 €' }).waitFor();
    await expectCount(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Cartes cadeaux' }), 1);

    // A message without the recipient's name is not sent: the name is asked for, and focused
    const name = page.getByLabel("Nom de la personne à qui vous l'offrez");
    await page.getByLabel('Votre message').fill(MESSAGE);
    await page.getByText(`${500 - MESSAGE.length} caractères restants`).waitFor();
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByText('Indiquez le nom de la personne à qui vous offrez cette carte cadeau.').waitFor();
    await waitForCondition(page, `document.activeElement?.id === ${JSON.stringify(await name.getAttribute('id'))}`);
    await name.fill('Marie');
    expect(await axeViolations(page, '.product-page')).toEqual([]);
    await screenshots(page, 'gift-cards-product', '.gift-note-fields');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const added = page.getByRole('dialog', { name: 'Ajouté au panier' });
    await added.getByText('« Carte cadeau de 50 € » a bien été ajouté à votre panier.').waitFor();
    await added.getByRole('link', { name: 'Voir mon panier' }).click();

    // The cart shows whom the card is for, and the message; the buyer completes the name there
    await page.waitForURL(url('/exemplaire/checkout/cart'));
    const line = page.getByRole('listitem', { name: 'Carte cadeau de 50 €' });
    await line.getByText('Offerte à Marie', { exact: true }).waitFor();
    await line.getByRole('button', { name: 'Modifier le nom et le message' }).click();
    await expect(line.getByLabel('Votre message').inputValue()).resolves.toBe(MESSAGE);
    await line.getByLabel("Nom de la personne à qui vous l'offrez").fill(RECIPIENT);
    expect(await axeViolations(page, '.cart-line')).toEqual([]);
    await screenshots(page, 'gift-cards-cart-edit', '.gift-note-editor');
    await page.setViewportSize({ width: 1280, height: 900 });
    await line.getByRole('button', { name: 'Enregistrer' }).click();
    await line.getByText(`Offerte à ${RECIPIENT}`).waitFor();
    await line.getByRole('button', { name: 'Modifier le nom et le message' }).waitFor();
    await expect(line.locator('.gift-note__message').textContent()).resolves.toBe(`«\u00a0${MESSAGE}\u00a0»`);
    expect(await axeViolations(page, '.cart-line')).toEqual([]);
    await screenshots(page, 'gift-cards-cart');
    await page.setViewportSize({ width: 1280, height: 900 });

    // 'Commander' asks to log in; nothing to deliver: the billing address only
    await page.getByRole('link', { name: 'Commander' }).click();
    await page
      .getByRole('heading', { level: 1, name: /connexion|Se connecter/i })
      .first()
      .waitFor();
    await page.getByLabel('Adresse e-mail').fill(READER);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(url('/exemplaire/checkout/sans-livraison'));
    await page.getByRole('heading', { level: 1, name: 'Facturation' }).waitFor();
    await chooseBillingAddress(page);
    await page.getByRole('link', { name: 'Continuer' }).click();

    // The summary recaps the card with its recipient and message
    await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Carte cadeau de 50 €/ }) });
    await row.getByText(`Offerte à ${RECIPIENT}`).waitFor();
    await expect(row.locator('.gift-note__message').textContent()).resolves.toBe(`«\u00a0${MESSAGE}\u00a0»`);
    await screenshots(page, 'gift-cards-summary');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paid by card on the bank's page once the CGV are accepted, back on the confirmation
    await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
    await page.getByRole('button', { name: 'Commander avec obligation de paiement par carte bancaire' }).click();
    await page.waitForURL(`${stack.bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(ACCEPTED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(/\/exemplaire\/checkout\/complete\/[0-9a-f-]{36}$/);
    const cartId = /complete\/([0-9a-f-]{36})$/.exec(page.url())![1];
    await page.getByText(/^Votre commande n°\S+ a bien été enregistrée, merci de votre confiance\.$/).waitFor({ timeout: 30_000 });

    // The mail of the codes reaches the buyer: the code issued, the recipient's name and the message
    const mail = await stack.catcher.waitFor((m) => m.to.includes(READER) && m.subject === 'Votre carte cadeau – Exemplaire', 30_000);
    const [voucher] = await stack.database.db.query('SELECT code, value_cents FROM vouchers WHERE cart_id = $1', [cartId]);
    expect(voucher).toMatchObject({ value_cents: 5000 });
    expect(mail.text).toContain(voucher.code);
    expect(mail.text).toContain(`Pour ${RECIPIENT}`);
    // (the mail gives the message French spacing: a narrow no-break space before '!')
    expect(mail.text).toContain(MESSAGE.replace(' !', '\u202f!'));
    expect(mail.html).toContain(voucher.code);
    expect(mail.html).toContain(`Pour ${RECIPIENT}`);
    // the message, its markup escaped and its line break kept
    expect(mail.html).toContain('Joyeux anniversaire\u202f!<br>De quoi remplir ta bibliothèque &lt;3');

    // Signed in, the footer's 'Bon d'achat' still leads to the reader's own codes, the new one among them
    await page.goto(url('/exemplaire/home'));
    await page.getByRole('contentinfo').getByRole('link', { name: "Bon d'achat" }).click();
    await onGiftCardsPage(page);
    await page.getByRole('link', { name: 'Voir mes cartes cadeaux et bons d’achat' }).click();
    await page.waitForURL(url('/exemplaire/compte/cartes-cadeaux'));
    await page.locator('.voucher-card__code').filter({ hasText: voucher.code }).waitFor();

    // The mail, as the buyer would print it
    await page.setContent(mail.html);
    await screenshots(page, 'gift-cards-mail');
  });
});

/** The billing address of the no-delivery step: the saved one, or a new one written in the dialog. */
async function chooseBillingAddress(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await page.locator('.modal__panel, .checkout-choices__new, input[name="billing_address"]').first().waitFor();
  const saved = page.locator('input[name="billing_address"]');
  if ((await dialog.count()) === 0 && (await saved.count()) === 0) await page.getByRole('button', { name: 'Ajouter une nouvelle adresse' }).first().click();
  if ((await dialog.count()) > 0) {
    await writeNewAddress(dialog, 'Lecteur');
  } else if (!(await saved.first().isChecked())) {
    await saved.first().check();
  }
  await waitForCondition(page, `document.querySelector('input[name="billing_address"]:checked') !== null`);
  await page.getByRole('link', { name: 'Continuer' }).waitFor();
}
