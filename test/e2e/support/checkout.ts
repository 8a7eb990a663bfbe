import { Locator, Page } from 'playwright-core';
import { waitForCondition } from './wait';

/** Writes a Paris address in the 'Nouvelle adresse' dialog and saves it. */
export async function writeNewAddress(dialog: Locator, who: string): Promise<void> {
  await dialog.getByLabel('Prénom').fill('Camille');
  await dialog.getByLabel('Nom', { exact: true }).fill(who);
  await dialog.getByLabel('Adresse', { exact: true }).fill('12 rue de la Roquette');
  await dialog.getByLabel('Code postal').fill('75011');
  await dialog.getByLabel('Ville').fill('Paris');
  await dialog.getByLabel('Pays').selectOption('FR');
  await dialog.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The delivery step's addresses: the first saved one, or a new one written in the dialog (open by
 * itself without saved addresses); billing the same as shipping.
 */
export async function chooseAddress(page: Page, who: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await page.locator('.modal__panel, .checkout-choices__new').first().waitFor();
  const saved = page.locator('input[name="shipping_address"]');
  if ((await dialog.count()) === 0 && (await saved.count()) === 0) await page.getByRole('button', { name: 'Ajouter une nouvelle adresse' }).first().click();
  if ((await dialog.count()) > 0) {
    await writeNewAddress(dialog, who);
  } else if (!(await saved.first().isChecked())) {
    await saved.first().check();
  }
  await waitForCondition(page, `document.querySelector('input[name="shipping_address"]:checked') !== null`);
  const same = page.getByRole('checkbox', { name: "Identique à l'adresse de livraison" });
  if (!(await same.isChecked())) await same.click();
  await waitForCondition(page, `document.querySelector('.checkout-same input')?.checked === true`);
}

/** The card payment from the summary: terms accepted, the bank's page, back on the confirmation; answers the order's reference. */
export async function payByCardFromSummary(page: Page, siteUrl: string, bankUrl: string, card: string): Promise<string> {
  await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
  const cartId = await page.evaluate<string | null>("localStorage.getItem('cartId')");
  await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement par carte bancaire' }).click();
  await page.waitForURL(`${bankUrl}/paiement.cgi`);
  await page.getByLabel('Numéro de carte').fill(card);
  await page.getByRole('button', { name: 'Payer' }).click();
  await page.waitForURL(`${siteUrl}/exemplaire/checkout/complete/${cartId}`);
  const confirmation = page.getByText(/^Votre commande n°\S+ a bien été enregistrée, merci de votre confiance\.$/);
  await confirmation.waitFor({ timeout: 30_000 });
  return /n°(\S+) a bien/.exec((await confirmation.textContent())!)![1];
}

/** The demo seller's account, as the firm-sale pages print it (SELLER_IBAN, SELLER_BIC). */
export const SELLER_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const SELLER_BIC = 'EXMPFRPPXXX';

/**
 * From the summary, a bookseller's firm sale by wire: terms accepted, the recap of the wire's terms
 * checked (deadline and the seller's account; `onRecap` looks at it further), confirmed; then the
 * confirmation page with the account and the reference to give the bank. Returns the reference.
 */
export async function orderByWireFromSummary(page: Page, siteUrl: string, cartId: string, onRecap: (recap: Locator) => Promise<void> = async () => undefined): Promise<string> {
  await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Commander avec obligation de paiement par virement' }).click();
  const recap = page.getByRole('dialog', { name: 'Commander par virement' });
  await recap.getByText(/\(90 jours fin de mois\)/).waitFor();
  if (!(await recap.innerText()).includes(SELLER_IBAN)) throw new Error('le récapitulatif du virement ne donne pas le compte du vendeur');
  await onRecap(recap);
  await recap.getByRole('button', { name: 'Confirmer la commande' }).click();
  await page.waitForURL(`${siteUrl}/exemplaire/checkout/complete/${cartId}`);
  const confirmation = page.getByText(/^Votre commande n°\S+ a bien été enregistrée, merci de votre confiance\.$/);
  await confirmation.waitFor();
  const reference = /n°(\S+) a bien/.exec((await confirmation.textContent())!)![1];
  const wire = page.locator('.checkout-facts__wire');
  await wire.getByText(`IBAN : ${SELLER_IBAN}`).waitFor();
  const facts = await wire.innerText();
  for (const expected of [`BIC : ${SELLER_BIC}`, `Référence à indiquer : ${reference}`]) {
    if (!facts.includes(expected)) throw new Error(`la page de confirmation ne dit pas « ${expected} » : ${facts}`);
  }
  return reference;
}

/** From the cart page to the summary: 'Commander', the addresses (see chooseAddress), Colissimo, 'Continuer'. */
export async function checkOutByColissimo(page: Page, who: string): Promise<void> {
  await page.getByRole('link', { name: 'Commander' }).click();
  await chooseAddress(page, who);
  await page
    .getByRole('radio', { name: /Colissimo/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Continuer' }).click();
  await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
}
