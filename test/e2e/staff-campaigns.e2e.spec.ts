import sharp from 'sharp';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt, openNewFromList } from './support/forms';

/**
 * The campaigns' back office on the real stack: staff create a campaign with a cover, add two
 * rewards (one limited, one with a dedication and variants), and the public campaign page shows them.
 */
describe('the campaigns in the back office, in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  // A label of its own: the projects page's and the read API's suites count the demo labels' campaigns.
  const LABEL_SLUG = `essais-campagnes-nav-${process.pid}-${Date.now().toString(36)}`;
  beforeAll(async () => {
    await sql(
      `INSERT INTO labels (slug, name, position, theme, feature_projects, feature_crowdfunding, feature_cart)
       VALUES ($1, 'Essais des campagnes du navigateur', 97, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#A33F2B"}', true, true, true)`,
      [LABEL_SLUG],
    );
  });

  it('creates a campaign with its cover and two rewards, shown on the public page', async () => {
    const { page } = v;
    const title = `Les Voix du Rhône ${Date.now() % 100_000}`;
    const cover = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();

    // Given staff on the campaigns' list
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/campagnes');
    await page.getByRole('heading', { level: 1, name: 'Campagnes' }).waitFor();
    await page.locator('.staff-table tbody tr').first().waitFor();
    await screenshots(page, 'staff-campaigns-list');
    expect(await axeViolations(page)).toEqual([]);

    // When they create a campaign with a cover
    await openNewFromList(page, 'Nouvelle campagne');
    await page.getByRole('heading', { level: 1, name: 'Nouvelle campagne' }).waitFor();
    await page.getByRole('textbox', { name: 'Titre' }).fill(title);
    await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Essais des campagnes du navigateur' });
    await page.getByLabel(/^Début/).fill('2026-01-01T10:00');
    await page.getByLabel('Fin', { exact: true }).fill('2099-01-01T18:00');
    await page.getByRole('textbox', { name: 'Objectif' }).fill('4 500');
    // The book it pre-sells, picked among the first ones offered
    const bookSelect = page.getByLabel('Livre prévendu', { exact: true });
    await bookSelect.locator('option').nth(1).waitFor({ state: 'attached' });
    const bookTitle = (await bookSelect.locator('option').nth(1).textContent()) ?? '';
    await bookSelect.selectOption({ index: 1 });
    await page.locator('.image-field__input').setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: cover });
    await page.getByRole('img', { name: 'Couverture : aperçu' }).waitFor();
    await page.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.getByText('Campagne créée. Ajoutez-lui ses contreparties ci-dessous.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Fiche de la campagne' }).waitFor();
    await screenshots(page, 'staff-campaigns-form');
    expect(await axeViolations(page)).toEqual([]);

    // And add a limited reward, then one with a dedication and two variants
    await page.getByRole('button', { name: 'Ajouter une contrepartie' }).click();
    const editor = page.locator('.staff-reward-editor');
    await editor.getByRole('textbox', { name: 'Nom' }).fill('Le livre numéroté');
    await editor.getByRole('textbox', { name: 'Prix TTC (€)' }).fill('22');
    await editor.getByRole('checkbox', { name: 'Quantité limitée' }).check();
    await editor.getByRole('textbox', { name: 'Quantité disponible' }).fill('100');
    await editor.getByRole('button', { name: 'Ajouter la contrepartie' }).click();
    await page.getByText('« Le livre numéroté » est ajoutée.').waitFor();

    await page.getByRole('button', { name: 'Ajouter une contrepartie' }).click();
    await editor.getByRole('heading', { name: 'Nouvelle contrepartie' }).waitFor();
    await editor.getByRole('textbox', { name: 'Nom' }).fill('Le livre dédicacé et son tote bag');
    await editor.getByRole('textbox', { name: 'Prix TTC (€)' }).fill('35,50');
    await editor.getByRole('checkbox', { name: /Dédicace/ }).check();
    await editor.getByRole('button', { name: 'Ajouter une déclinaison' }).click();
    await editor.getByRole('textbox', { name: 'Nom de la déclinaison 1' }).fill('Tote bag écru');
    await editor.getByRole('textbox', { name: 'Stock' }).fill('30');
    await editor.getByRole('button', { name: 'Ajouter la contrepartie' }).click();
    await page.getByText('« Le livre dédicacé et son tote bag » est ajoutée.').waitFor();
    const items = page.getByRole('list', { name: /Contreparties/ }).getByRole('heading', { level: 3 });
    await expect(items.allTextContents()).resolves.toEqual(['Le livre numéroté', 'Le livre dédicacé et son tote bag']);
    await screenshots(page, 'staff-campaigns-rewards', '.staff-rewards');
    expect(await axeViolations(page)).toEqual([]);

    // And the campaign's trail names its book, its collection and its goal type rather than their ids
    const trail = page.getByRole('region', { name: 'Historique de la campagne' });
    await trail.getByText(`livre (vide) → ${bookTitle}`).waitFor();
    await trail.getByText('collection (vide) → Essais des campagnes du navigateur').waitFor();
    await trail.getByText('type d’objectif (vide) → Montant collecté').waitFor();
    await trail.getByText('brouillon (vide) → non').waitFor();
    await screenshots(page, 'staff-campaigns-trail', '.staff-record > .staff-audit:last-child');

    // Then the public campaign page shows the cover and both rewards
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const [{ slug: publicSlug }] = await sql<{ slug: string }>('SELECT slug FROM crowdfundings WHERE id = $1', [id]);
    await page.goto(`${api.baseUrl}/${LABEL_SLUG}/crowdfunding/${publicSlug}`);
    await page.getByRole('heading', { name: title }).first().waitFor();
    const rewards = page.getByRole('region', { name: 'Les contreparties' });
    await rewards.getByRole('article', { name: 'Le livre numéroté' }).waitFor();
    await expect(rewards.getByRole('article', { name: 'Le livre dédicacé et son tote bag' }).isVisible()).resolves.toBe(true);
    const shown = (await api.get(`/api/crowdfundings/${publicSlug}/?expand=compensations`)).body;
    expect(shown.cover).toMatch(/\/media\/uploads\/[0-9a-f-]+\.webp$/);
    expect(shown.compensations).toMatchObject([
      { name: 'Le livre numéroté', limited: true, limited_quantity: 100, price: '22.00' },
      { name: 'Le livre dédicacé et son tote bag', dedication: true, price: '35.50', variants: [{ name: 'Tote bag écru' }] },
    ]);
  });
});
