import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

/**
 * The back office's Collections and Goodies tabs on the real stack: staff turn a label's switch off
 * and change its banner (the public site follows), rename its address (the old one leads to the
 * new), and create a goodie with two variants (the public product shows their stock).
 */
describe('the labels and goodies of the back office in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  let labelId: number;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  /** axe on the whole page: head, tabs and the page's own content (`content` must be there first). */
  async function expectNoViolation(content: string): Promise<void> {
    await v.page.locator(content).first().waitFor();
    expect(await axeViolations(v.page)).toEqual([]);
  }

  beforeAll(async () => {
    // A label of its own: the other suites rely on the demo labels' switches.
    [{ id: labelId }] = await sql<{ id: number }>(
      `INSERT INTO labels (slug, name, position, theme, catch_phrase, feature_about, feature_library, feature_shop, feature_cart, feature_authors)
       VALUES ('essais-navigateur', 'Essais du navigateur', 95, '{"primary":"#1F3A5F","secondary":"#E8B04B","background":"#FAF7F2","text":"#1C1C1C","accent":"#A33F2B"}',
               'Une collection pour les essais.', true, true, true, true, true) RETURNING id`,
    );
  });

  it('staff turn off a label’s shop and set its banner; the public site follows, and a renamed address leads to the new one', async () => {
    const { page } = v;
    // Given staff on the Collections tab
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/collections');
    await page.getByRole('heading', { level: 1, name: 'Collections' }).waitFor();
    await page.locator('#main').getByRole('link', { name: 'Essais du navigateur' }).waitFor();
    await screenshots(page, 'staff-labels-list');
    await expectNoViolation('[aria-labelledby="staff-labels-title"]');

    // When they open the label, switch the shop off and write a banner
    await page.locator('#main').getByRole('link', { name: 'Essais du navigateur' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fiche de la collection' }).waitFor();
    await page.getByRole('heading', { name: 'Historique des modifications' }).waitFor();
    await screenshots(page, 'staff-labels-form');
    await expectNoViolation('.staff-record');
    const shop = page.getByRole('switch', { name: 'Boutique', exact: true });
    expect(await shop.isChecked()).toBe(true);
    await shop.click();
    await page.getByLabel('Bandeau de toutes les pages').fill('Fermeture estivale du 1er au 15 août.');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();
    await page.locator('.staff-audit__entry').first().waitFor();
    expect(await page.locator('.staff-audit__entry').first().textContent()).toContain('« Boutique » oui → non');

    // Then the public site shows the banner, no 'Boutique' in its menu, and its shop is a 404
    await page.goto(`${api.baseUrl}/essais-navigateur/home`);
    await page.getByRole('note').filter({ hasText: 'Fermeture estivale du 1er au 15 août.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Boutique', exact: true }).count()).toBe(0);
    await page.goto(`${api.baseUrl}/essais-navigateur/boutique`);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();

    // When staff give the label a new address, its old address leads to the same page at the new one
    const { version } = (await api.get(`/api/staff/labels/${labelId}/`, { headers: { authorization: `Bearer ${await staffToken()}` } })).body;
    expect((await api.patch(`/api/staff/labels/${labelId}/`, { version, slug: 'essais-renommes' }, { token: await staffToken() })).status).toBe(200);
    await page.goto(`${api.baseUrl}/essais-navigateur/librairie`);
    await page.waitForURL(`${api.baseUrl}/essais-renommes/librairie`);
    await page.getByRole('note').filter({ hasText: 'Fermeture estivale' }).waitFor();
  });

  it('staff create a goodie with two variants; the public product shows their stock', async () => {
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/goodies');
    await page.getByRole('heading', { level: 1, name: 'Goodies' }).waitFor();
    await page.locator('.staff-table tbody tr').first().waitFor();
    await screenshots(page, 'staff-goodies-list');
    await expectNoViolation('[aria-labelledby="staff-goodies-title"]');

    await page.getByRole('link', { name: 'Nouveau goodie' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouveau goodie' }).waitFor();
    await page.getByLabel('Nom', { exact: true }).fill('Carnet des essais');
    await page.getByLabel('Collection').selectOption({ label: 'Exemplaire' });
    await page.getByLabel('Prix TTC (€)').fill('12,50');
    await page.getByRole('button', { name: 'Ajouter une déclinaison' }).click();
    await page.getByRole('button', { name: 'Ajouter une déclinaison' }).click();
    await page.getByLabel('Nom de la déclinaison 1').fill('Ligné');
    await page.getByLabel('Stock de la déclinaison 1').fill('8');
    await page.getByLabel('Nom de la déclinaison 2').fill('Quadrillé');
    await page.getByLabel('Stock de la déclinaison 2').fill('3');
    await screenshots(page, 'staff-goodies-new');
    await expectNoViolation('.staff-form');
    await page.getByRole('button', { name: 'Créer le goodie' }).click();

    await page.getByRole('heading', { level: 1, name: 'Fiche du goodie' }).waitFor();
    await page.getByText('Goodie créé.').waitFor();
    await page.getByRole('heading', { name: 'Historique des modifications' }).waitFor();
    await page.locator('.staff-audit__entry').first().waitFor();
    await screenshots(page, 'staff-goodies-form');
    await expectNoViolation('.staff-record');

    const product = await api.get('/api/products/carnet-des-essais/');
    expect(product.status).toBe(200);
    expect(product.body.price).toBe('12.50');
    expect(product.body.variants.map((x: { name: string; remaining_quantity: number }) => [x.name, x.remaining_quantity])).toEqual([
      ['Ligné', 8],
      ['Quadrillé', 3],
    ]);
  });

  /** A staff token for the calls the test makes itself. */
  async function staffToken(): Promise<string> {
    const res = await api.post('/api/token/', { email: 'equipe@exemplaire.test', password: 'motdepasse' });
    return res.body.access as string;
  }
});
