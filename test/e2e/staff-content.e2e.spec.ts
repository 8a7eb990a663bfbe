import type { Page } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { sql } from '../support/db';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';
import { expectCount } from './support/counts';

const SATELLITE = 'memoires-d-un-satellite';
const BASE = '/exemplaire/arriere-boutique';
/** The whole page, its head and the label's colours included: nothing is left out of the check. */
const ownViolations = (page: Page) => axeViolations(page);

/**
 * The back office's content pages on the real stack: staff post a news item and an FAQ entry on a
 * campaign and the public campaign page shows them; staff issue a voucher mailed to a reader; every
 * new page at 1,280 × 900 (and on a phone) without an accessibility violation.
 */
describe('the back office content pages in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  // The campaign page loads its Facebook pixel (answered by the test's stub).
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v, allowPixel: true });

  it('staff add a news item and an FAQ entry to a campaign, and the public campaign page shows them', async () => {
    const { page } = v;
    const [campaign] = await sql<{ id: number; title: string }>('SELECT id, title FROM crowdfundings WHERE slug = $1', [SATELLITE]);

    // Given staff on 'Actualités & FAQ', with the campaign picked
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', `${BASE}/actualites`);
    await page.getByRole('heading', { level: 1, name: 'Actualités & FAQ' }).waitFor();
    await page.getByText('Choisissez une campagne pour voir ses actualités et sa FAQ.').waitFor();
    expect(await ownViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Campagne' }).selectOption(String(campaign.id));
    await page.getByRole('heading', { name: 'Actualités', exact: true }).waitFor();
    await page.locator('.staff-table').first().waitFor();
    await screenshots(page, 'staff-content-campaign');
    expect(await ownViolations(page)).toEqual([]);

    // When they post a news item with the rich text editor
    await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvelle actualité' }).waitFor();
    await page.getByRole('textbox', { name: 'Titre' }).fill('Le satellite passe chez l’imprimeur');
    const content = page.getByRole('textbox', { name: /^Texte/ });
    await content.click();
    await page.keyboard.type('Les épreuves sont validées, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('le tirage commence lundi');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await screenshots(page, 'staff-content-news-new');
    expect(await ownViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publier l’actualité' }).click();
    await page.getByText('Actualité publiée.').waitFor();
    await page.getByRole('heading', { name: 'Historique des modifications' }).waitFor();
    await page.locator('.staff-audit__entry').first().waitFor();
    await screenshots(page, 'staff-content-news-edit');
    expect(await ownViolations(page)).toEqual([]);

    // And an FAQ entry
    await page.goto(`${api.baseUrl}${BASE}/actualites?campagne=${campaign.id}`);
    await page.getByRole('link', { name: 'Nouvelle question' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('Le livre sera-t-il dédicacé ?');
    await page.getByRole('textbox', { name: /^Réponse/ }).click();
    await page.keyboard.type('Oui, chaque exemplaire de la campagne est signé.');
    await page.getByRole('textbox', { name: 'Rang dans la FAQ' }).fill('0');
    await page.getByRole('button', { name: 'Ajouter la question' }).click();
    await page.getByText('Question ajoutée.').waitFor();
    await screenshots(page, 'staff-content-faq-edit');
    expect(await ownViolations(page)).toEqual([]);

    // Then the public campaign page shows both
    const publicBase = `${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}`;
    await page.goto(`${publicBase}/news`);
    await page.getByRole('heading', { name: 'Le satellite passe chez l’imprimeur' }).waitFor();
    await page.getByText('le tirage commence lundi').waitFor();
    await expectCount(page.locator('strong', { hasText: 'le tirage commence lundi' }), 1);
    await page.goto(`${publicBase}/faq`);
    await page.getByText('Le livre sera-t-il dédicacé ?').click();
    await page.getByText('Oui, chaque exemplaire de la campagne est signé.').waitFor();

    // And deleting the FAQ entry (confirmed) takes it off the list
    await page.goto(`${api.baseUrl}${BASE}/actualites?campagne=${campaign.id}`);
    await page.getByRole('button', { name: 'Supprimer « Le livre sera-t-il dédicacé ? »' }).click();
    const question = page.getByRole('dialog', { name: 'Supprimer la question « Le livre sera-t-il dédicacé ? » ?' });
    await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Annuler');
    await screenshots(page, 'staff-content-delete-dialog');
    expect(await ownViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Question « Le livre sera-t-il dédicacé ? » supprimée.').waitFor();
  });

  it('staff list the events and open the form', async () => {
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', `${BASE}/evenements`);
    await page.getByRole('heading', { level: 1, name: 'Événements' }).waitFor();
    await page.locator('.staff-table tbody tr').first().waitFor();
    await screenshots(page, 'staff-content-events');
    expect(await ownViolations(page)).toEqual([]);
    await page.locator('.staff-table tbody tr a').first().click();
    await page.getByRole('heading', { level: 1, name: 'Fiche de l’événement' }).waitFor();
    await page.getByRole('group', { name: 'Auteurs présents' }).waitFor();
    await page.locator('.staff-audit').waitFor();
    await screenshots(page, 'staff-content-event-edit');
    expect(await ownViolations(page)).toEqual([]);
    await page.goto(`${api.baseUrl}${BASE}/evenements/nouveau`);
    await page.getByRole('heading', { level: 1, name: 'Nouvel événement' }).waitFor();
    await page.getByRole('checkbox').first().waitFor();
    await screenshots(page, 'staff-content-event-new');
    expect(await ownViolations(page)).toEqual([]);
  });

  it('staff issue a voucher mailed to a reader, then find it in the list and change its expiry', async () => {
    const { page } = v;
    const to = `bon-${Date.now()}@exemple.fr`;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', `${BASE}/bons`);
    await page.getByRole('heading', { level: 1, name: 'Bons d’achat' }).waitFor();
    await page.locator('.staff-table tbody tr').first().waitFor();
    await screenshots(page, 'staff-content-vouchers');
    expect(await ownViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Émettre un bon' }).click();
    await page.getByRole('heading', { level: 1, name: 'Émettre un bon d’achat' }).waitFor();
    await page.getByRole('textbox', { name: 'Valeur (€)' }).fill('25,50');
    await page.getByLabel('Date d’expiration').fill('2030-01-31');
    await page.getByRole('textbox', { name: 'Envoyer le code à' }).fill(to);
    await page.getByRole('textbox', { name: 'Note pour l’équipe' }).fill('Geste commercial');
    await screenshots(page, 'staff-content-voucher-new');
    expect(await ownViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Émettre le bon' }).click();
    await page.getByText(`Bon émis ; le code part par courriel à ${to}.`).waitFor();
    const code = (await page.locator('.staff-voucher-code').first().textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const [mail] = await sql<{ payload: { type: string; vouchers: { code: string; value: string }[] } }>(`SELECT payload FROM outbox WHERE payload->>'to' = $1`, [to]);
    expect(mail.payload).toMatchObject({ type: 'voucher-issued', vouchers: [{ code, value: '25.50' }] });

    await page.getByLabel('Date d’expiration').fill('2030-06-30');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();
    await page.locator('.staff-audit__entry').nth(1).waitFor();
    await screenshots(page, 'staff-content-voucher-edit');
    expect(await ownViolations(page)).toEqual([]);

    await page.goto(`${api.baseUrl}${BASE}/bons?q=${encodeURIComponent(to)}`);
    await page.getByRole('link', { name: code }).waitFor();
  });
});
