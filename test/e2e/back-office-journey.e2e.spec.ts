import sharp from 'sharp';
import { Page } from 'playwright-core';
import { type TestApi } from '../support/test-app';
import { axeViolations } from './support/axe';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { chooseAddress, payByCardFromSummary } from './support/checkout';
import { logInAt, openNewFromList } from './support/forms';
import { ACCEPTED_CARD, startFullStack, type FullStack } from './support/full-stack';

const STAFF = 'equipe@exemplaire.test';
const READER = 'lecteur@exemplaire.test';
const BACK_OFFICE = '/exemplaire/arriere-boutique';
const BANNER = 'La boutique des goodies ferme pour l’inventaire : les livres et les campagnes restent ouverts.';
const AUTHOR = 'Maëlle Kerbrat';
const BOOK = 'Le Phare des Glénan';
const CAMPAIGN = 'Le Phare des Glénan, en souscription';
const LIMITED = 'L’édition de tête numérotée';
const SIGNED = 'Le livre dédicacé par l’autrice';
const NEWS = 'Les épreuves sont arrivées';
const QUESTION = 'Quand le livre sera-t-il envoyé ?';

/** A plain picture of the given size and colour, as a PNG a person would upload. */
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * The back office's promise, end to end on the whole shop (the SPA served by the API, the worker,
 * the bank sandbox and the mail catcher, on a database of the suite's own): staff publish, from the
 * 'Arrière boutique' only, a label switch and banner, an author, a book in production with its
 * cover, a campaign with a limited reward and a dedicated one, a news item and an FAQ entry; a
 * reader finds all of it on the public site, backs the campaign with the limited reward and pays at
 * the bank; staff then see the reward's remaining quantity drop and the trail of their edits.
 */
describe('the back office, from a blank form to a paid contribution', () => {
  let stack: FullStack;
  let api: TestApi;
  let staff: Visit;
  let reader: Visit;
  let campaignId = 0;

  beforeAll(async () => {
    stack = await startFullStack('back_office_journey_e2e');
    ({ api } = stack);
    staff = await stack.visit();
    reader = await stack.visit();
  });

  afterAll(async () => {
    try {
      // The campaign owner's pixel is asked for on campaign pages (aborted, never reached).
      await endVisits([staff, reader], { allowPixel: true });
    } finally {
      await stack?.close();
    }
  }, END_OF_VISIT_TIMEOUT_MS);

  const url = (path: string) => `${api.baseUrl}${path}`;

  /** Types rich text in the editor named `name` (the toolbar's editor, not a plain field). */
  async function writeRichText(page: Page, name: RegExp, text: string): Promise<void> {
    await page.getByRole('textbox', { name }).click();
    await page.keyboard.type(text);
  }

  it('staff change a label’s switch and banner from the back office', async () => {
    const { page } = staff;
    await logInAt(page, api.baseUrl, STAFF, `${BACK_OFFICE}/collections`);
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    await page.locator('#main').getByRole('link', { name: 'Exemplaire', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fiche de la collection' }).waitFor();
    await page.getByRole('heading', { name: 'Historique des modifications' }).waitFor();

    const shop = page.getByRole('switch', { name: 'Boutique', exact: true });
    expect(await shop.isChecked()).toBe(true);
    await shop.click();
    await page.getByLabel('Bandeau de toutes les pages').fill(BANNER);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();
    await expect(page.locator('.staff-audit__entry').first().textContent()).resolves.toContain('« Boutique » oui → non');
    await screenshots(page, 'back-office-journey-label');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('staff write an author, then a book in production by that author with its cover', async () => {
    const { page } = staff;
    await page.goto(url(`${BACK_OFFICE}/auteurs`));
    await openNewFromList(page, 'Nouvel auteur');
    await page.getByLabel('Nom', { exact: true }).fill(AUTHOR);
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Exemplaire' });
    await writeRichText(page, /^Biographie/, 'Gardienne de phare devenue romancière, elle écrit les îles du Finistère.');
    await page.getByRole('button', { name: 'Créer l’auteur' }).click();
    await page.getByText('Auteur créé.').waitFor();

    await page.goto(url(`${BACK_OFFICE}/livres/nouveau`));
    await page.getByLabel('Titre', { exact: true }).fill(BOOK);
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Exemplaire' });
    await page.getByLabel('Chercher un auteur').fill('Kerbrat');
    await page.getByLabel('Auteur', { exact: true }).selectOption({ label: AUTHOR });
    await page.getByLabel('Prix TTC (€)', { exact: true }).fill('21,90');
    await page.getByLabel('ISBN', { exact: true }).fill('978-2-07-036822-8');
    await page.getByLabel('Date de parution', { exact: true }).fill('2027-05-20');
    await writeRichText(page, /^Description/, 'Un hiver sur l’île aux Moines, entre tempêtes et lettres jamais envoyées.');
    await page
      .getByRole('group', { name: 'Couverture' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: await picture(400, 600, '#1d3557') });
    await page.getByRole('img', { name: 'Couverture : aperçu' }).waitFor();
    await page.getByRole('button', { name: 'Créer le livre' }).click();
    await page.getByText('Livre créé.').waitFor();
    await page.locator('.staff-audit__entry').first().waitFor();
    await screenshots(page, 'back-office-journey-book');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('staff open a campaign for the book, with a limited reward and a dedicated one, a news item and an FAQ entry', async () => {
    const { page } = staff;
    await page.goto(url(`${BACK_OFFICE}/campagnes`));
    await openNewFromList(page, 'Nouvelle campagne');
    await page.getByRole('heading', { level: 1, name: 'Nouvelle campagne' }).waitFor();
    await page.getByRole('textbox', { name: 'Titre' }).fill(CAMPAIGN);
    await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Exemplaire' });
    // The pickers search the staff lists: a shop with hundreds of books still finds this one
    await page.getByLabel('Chercher un livre', { exact: true }).fill('Glénan');
    await page.getByRole('combobox', { name: 'Livre prévendu' }).selectOption({ label: BOOK });
    await page.getByLabel('Début', { exact: true }).fill('2026-01-01T10:00');
    await page.getByLabel('Fin', { exact: true }).fill('2099-01-01T18:00');
    await page.getByRole('textbox', { name: 'Objectif' }).fill('3 000');
    await page.locator('.image-field__input').setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: await picture(800, 600, '#2a6f97') });
    await page.getByRole('img', { name: 'Couverture : aperçu' }).waitFor();
    await writeRichText(page, /^Présentation/, 'Aidez-nous à imprimer le premier roman de Maëlle Kerbrat.');
    await page.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.getByText('Campagne créée. Ajoutez-lui ses contreparties ci-dessous.').waitFor();
    campaignId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(campaignId).toBeGreaterThan(0);

    const editor = page.locator('.staff-reward-editor');
    await page.getByRole('button', { name: 'Ajouter une contrepartie' }).click();
    await editor.getByRole('textbox', { name: 'Nom' }).fill(LIMITED);
    await editor.getByRole('textbox', { name: 'Prix TTC (€)' }).fill('45');
    await editor.getByRole('checkbox', { name: 'Quantité limitée' }).check();
    await editor.getByRole('textbox', { name: 'Quantité disponible' }).fill('5');
    await editor.getByRole('button', { name: 'Ajouter la contrepartie' }).click();
    await page.getByText(`« ${LIMITED} » est ajoutée.`).waitFor();

    await page.getByRole('button', { name: 'Ajouter une contrepartie' }).click();
    await editor.getByRole('heading', { name: 'Nouvelle contrepartie' }).waitFor();
    await editor.getByRole('textbox', { name: 'Nom' }).fill(SIGNED);
    await editor.getByRole('textbox', { name: 'Prix TTC (€)' }).fill('25');
    await editor.getByRole('checkbox', { name: /Dédicace/ }).check();
    await editor.getByRole('button', { name: 'Ajouter la contrepartie' }).click();
    await page.getByText(`« ${SIGNED} » est ajoutée.`).waitFor();
    const rewards = page.getByRole('list', { name: /Contreparties/ });
    await expect(rewards.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([LIMITED, SIGNED]);
    await rewards.getByText('Limitée : reste 5 sur 5').waitFor();
    await screenshots(page, 'back-office-journey-campaign');
    expect(await axeViolations(page)).toEqual([]);

    // The news item and the FAQ entry, from the campaign's content page
    await page.goto(url(`${BACK_OFFICE}/actualites?campagne=${campaignId}`));
    await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(NEWS);
    await writeRichText(page, /^Texte/, 'Le papier est choisi, la couverture validée : l’impression commence la semaine prochaine.');
    await page.getByRole('button', { name: 'Publier l’actualité' }).click();
    await page.getByText('Actualité publiée.').waitFor();

    await page.goto(url(`${BACK_OFFICE}/actualites?campagne=${campaignId}`));
    await page.getByRole('link', { name: 'Nouvelle question' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
    await writeRichText(page, /^Réponse/, 'À la sortie du livre, au printemps 2027.');
    await page.getByRole('textbox', { name: 'Rang dans la FAQ' }).fill('0');
    await page.getByRole('button', { name: 'Ajouter la question' }).click();
    await page.getByText('Question ajoutée.').waitFor();
    await page.goto(url(`${BACK_OFFICE}/actualites?campagne=${campaignId}`));
    await page
      .getByRole('cell', { name: NEWS })
      .or(page.getByRole('link', { name: NEWS }))
      .first()
      .waitFor();
    await screenshots(page, 'back-office-journey-content');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a reader sees all of it on the public site', async () => {
    expect(campaignId).toBeGreaterThan(0);
    const { page } = reader;

    // The label's banner, and no 'Boutique' any more
    await page.goto(url('/exemplaire/home'));
    await page.getByRole('note').filter({ hasText: BANNER }).waitFor();
    expect(await page.getByRole('link', { name: 'Boutique', exact: true }).count()).toBe(0);

    // The author's page with the book, the book's page with the cover staff uploaded
    await page.goto(url('/exemplaire/auteurs'));
    await page
      .getByRole('link', { name: new RegExp(AUTHOR) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: AUTHOR }).waitFor();
    await page.getByText('Gardienne de phare devenue romancière').waitFor();
    await page.getByRole('link', { name: BOOK }).first().click();
    await page.getByRole('heading', { level: 1, name: BOOK }).waitFor();
    await page.getByText('21,90\u00a0€').first().waitFor();
    await expect(page.locator('img[src*="/media/uploads/"]').first().getAttribute('src')).resolves.toMatch(/\/media\/uploads\/[0-9a-f-]{36}\.webp$/);

    // The campaign among the projects, its rewards, its news and its FAQ
    await page.goto(url('/exemplaire/projets'));
    await page
      .getByRole('link', { name: new RegExp(CAMPAIGN) })
      .first()
      .click();
    await page.getByRole('heading', { name: CAMPAIGN }).first().waitFor();
    const rewards = page.getByRole('region', { name: 'Les contreparties' });
    await rewards.getByRole('article', { name: LIMITED }).waitFor();
    await rewards.getByRole('article', { name: SIGNED }).waitFor();
    await screenshots(page, 'back-office-journey-public-campaign');
    const base = new URL(page.url()).pathname.replace(/\/$/, '');
    await page.goto(url(`${base}/news`));
    await page.getByRole('heading', { name: NEWS }).waitFor();
    await page.goto(url(`${base}/faq`));
    await page.getByText(QUESTION).click();
    await page.getByText('À la sortie du livre, au printemps 2027.').waitFor();
  });

  it('the reader backs the campaign with the limited reward and pays at the bank', async () => {
    const { page } = reader;
    await logInAt(page, api.baseUrl, READER, '/exemplaire/projets');
    await page
      .getByRole('link', { name: new RegExp(CAMPAIGN) })
      .first()
      .click();
    await page
      .getByRole('region', { name: 'Les contreparties' })
      .getByRole('link', { name: `Choisir « ${LIMITED} »` })
      .click();
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await page.getByRole('button', { name: 'Valider et continuer mes achats' }).click();
    await page.waitForURL(url('/exemplaire/home'));

    await page.goto(url('/exemplaire/checkout/cart'));
    await page
      .getByRole('region', { name: `Contribution à ${CAMPAIGN}` })
      .getByRole('listitem', { name: LIMITED })
      .waitFor();
    await page.getByRole('link', { name: 'Commander' }).click();
    // The reward is a parcel: an address and a carrier
    await page.waitForURL(url('/exemplaire/checkout/livraison'));
    await chooseAddress(page, 'Lecteur');
    await page
      .getByRole('radio', { name: /Colissimo/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Continuer' }).click();
    await payByCardFromSummary(page, api.baseUrl, stack.bankUrl, ACCEPTED_CARD);
  });

  it('staff see the limited reward’s remaining quantity drop, and the trail of their edits', async () => {
    expect(campaignId).toBeGreaterThan(0);
    const { page } = staff;
    // The bank's notification is handled by the worker: the page is read again until the payment shows.
    const remaining = page.getByRole('list', { name: /Contreparties/ }).getByText('Limitée : reste 4 sur 5');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await page.goto(url(`${BACK_OFFICE}/campagnes/${campaignId}`));
      await page
        .getByRole('list', { name: /Contreparties/ })
        .getByText(/^Limitée : reste \d+ sur 5$/)
        .waitFor();
      if ((await remaining.count()) > 0) break;
      await page.waitForTimeout(500);
    }
    await remaining.waitFor({ timeout: 1000 });
    await page.getByText('1 payée').waitFor();

    // The campaign's trail: created by staff
    const trail = page.getByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
    await trail.getByText(`par ${STAFF}`).first().waitFor();
    await screenshots(page, 'back-office-journey-campaign-paid');
    expect(await axeViolations(page)).toEqual([]);

    // The book's trail: created by staff, then linked by nobody else
    await page.goto(url(`${BACK_OFFICE}/livres?q=${encodeURIComponent('Glénan')}`));
    await page.locator('.staff-table tbody tr').filter({ hasText: BOOK }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Historique des modifications' }).waitFor();
    await trail.getByText(`par ${STAFF}`).first().waitFor();

    // The label's trail keeps the switch turned off
    await page.goto(url(`${BACK_OFFICE}/collections`));
    await page.locator('#main').getByRole('link', { name: 'Exemplaire', exact: true }).click();
    await trail.getByText('« Boutique » oui → non').waitFor();
  });
});
