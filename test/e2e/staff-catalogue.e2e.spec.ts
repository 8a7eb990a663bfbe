import sharp from 'sharp';
import { loggedInUser, login } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { DEMO_PASSWORD, logInAt, openNewFromList } from './support/forms';

const STAFF = 'equipe@exemplaire.test';

/** A PNG as staff would pick it from their disk: a portrait or a cover in plain colours. */
const picture = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * The catalogue's back office on the real stack (records made in the third demo label, which the
 * catalogue's and home page's suites do not compare): staff write an author and a book in production
 * with its cover from the 'Arrière boutique', as a draft, change its price and its address, read the
 * audit trail; a reader gets the 404 page for the draft while staff preview it; made public, a reader
 * finds the book on the public site with that cover and that price.
 */
describe('the catalogue back office in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  it('creates an author with a portrait and a draft book with its cover, changes its price and address, shows the audit trail; readers see the book once public', async () => {
    const { page } = v;
    const stamp = Date.now().toString(36);
    const authorName = `Solène Marchetti ${stamp}`;
    const title = `Les heures claires ${stamp}`;

    // Given staff on the authors' list
    await logInAt(page, api.baseUrl, STAFF, '/exemplaire/arriere-boutique/auteurs');
    await page.getByRole('heading', { level: 1, name: 'Auteurs' }).waitFor();
    await page.locator('.staff-table tbody tr').first().waitFor();
    await screenshots(page, 'staff-catalogue-authors');
    expect(await axeViolations(page)).toEqual([]);

    // When they write a new author, with a biography in bold and a portrait
    await openNewFromList(page, 'Nouvel auteur');
    await page.getByLabel('Nom', { exact: true }).fill(authorName);
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'La Poésie du lundi' });
    const biography = page.getByRole('textbox', { name: 'Biographie' });
    await biography.click();
    await page.getByRole('button', { name: 'Gras' }).click();
    await page.keyboard.type('Née à Marseille');
    await page.getByRole('button', { name: 'Gras' }).click();
    await page.keyboard.type(', elle écrit la mer.');
    await page
      .getByRole('group', { name: 'Portrait' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await picture(300, 400, '#7a4e2d') });
    await page.getByRole('img', { name: 'Portrait : aperçu' }).waitFor();
    await page.getByRole('button', { name: 'Créer l’auteur' }).click();

    // Then the author is created and opens for editing, with its sanitised biography stored
    await page.getByText('Auteur créé.').waitFor();
    await screenshots(page, 'staff-catalogue-author-form');
    expect(await axeViolations(page)).toEqual([]);
    const [author] = await sql<{ id: number; biography: string; avatar: string }>('SELECT id, biography, avatar FROM authors WHERE name = $1', [authorName]);
    expect(author.biography).toBe('<p><strong>Née à Marseille</strong>, elle écrit la mer.</p>');
    expect(author.avatar).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);

    // When they write a book in production by that author, with its cover, at 18,50 €
    await page.goto(`${api.baseUrl}/exemplaire/arriere-boutique/livres/nouveau`);
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'La Poésie du lundi' });
    // The authors' select offers the first hundred: a search on the server finds any other
    await page.getByRole('searchbox', { name: 'Chercher un auteur' }).fill(authorName);
    await page.getByLabel('Auteur', { exact: true }).locator('option', { hasText: authorName }).waitFor({ state: 'attached' });
    await page.getByLabel('Auteur', { exact: true }).selectOption({ label: authorName });
    await page.getByLabel('Prix TTC (€)', { exact: true }).fill('18,50');
    await page.getByLabel('ISBN', { exact: true }).fill('978-2-07-036822-8');
    await page.getByLabel('Date de parution', { exact: true }).fill('2027-03-15');
    await page
      .getByRole('group', { name: 'Couverture' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: await picture(400, 600, '#1d3557') });
    await page.getByRole('img', { name: 'Couverture : aperçu' }).waitFor();
    // As a draft: nobody but staff sees it until it is ready
    await page.getByRole('checkbox', { name: 'Brouillon : visible seulement par l’équipe' }).check();
    await page.getByRole('button', { name: 'Créer le livre' }).click();
    await page.getByText('Livre créé.').waitFor();
    const [created] = await sql<{ slug: string; draft: boolean }>('SELECT slug, draft FROM products WHERE name = $1', [title]);
    expect(created.draft).toBe(true);

    // And then change its price and its address: the old one is listed, still redirected
    await page.getByLabel('Prix TTC (€)', { exact: true }).fill('19,90');
    await page.getByLabel('Identifiant dans l’adresse', { exact: true }).fill(`heures-claires-${stamp}`);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();
    await page.getByRole('list', { name: 'Anciennes adresses (toujours redirigées)' }).getByText(created.slug, { exact: true }).waitFor();
    const preview = page.getByRole('link', { name: 'Aperçu de la page publique (s’ouvre dans un nouvel onglet)' });
    await expect(preview.getAttribute('href')).resolves.toBe(`/poesie-du-lundi/librairie/livre/heures-claires-${stamp}`);

    // A change left unsaved is asked about before the page is left: staying keeps it
    const price = page.getByLabel('Prix TTC (€)', { exact: true });
    await price.fill('21');
    await page.getByRole('navigation', { name: 'Arrière boutique' }).getByRole('link', { name: 'Goodies' }).click();
    const leave = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await leave.getByText('Vos modifications seront perdues.').waitFor();
    await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Rester');
    await screenshots(page, 'staff-catalogue-leave-dialog');
    expect(await axeViolations(page)).toEqual([]);
    await leave.getByRole('button', { name: 'Rester' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/arriere-boutique\/livres\/\d+$/);
    await expect(price.inputValue()).resolves.toBe('21');
    await price.fill('19,90');

    // Then the audit trail says who changed the price, from what to what
    const trail = page.getByRole('list', { name: 'Modifications, de la plus récente à la plus ancienne' });
    await trail.getByText('prix 18,50\u00a0€ → 19,90\u00a0€').waitFor();
    // Related records by name, not by id
    await trail.getByText('collection (vide) → La Poésie du lundi').waitFor();
    await trail.getByText(`auteur (vide) → ${authorName}`).waitFor();
    expect(await trail.getByText(`par ${STAFF}`).count()).toBeGreaterThanOrEqual(2);
    const bookUrl = page.url();
    await screenshots(page, 'staff-catalogue-book-form');
    expect(await axeViolations(page)).toEqual([]);

    // And the books' list finds it among the drafts, marked as one
    await page.goto(`${api.baseUrl}/exemplaire/arriere-boutique/livres?q=${encodeURIComponent(stamp)}&draft=true`);
    const row = page.locator('.staff-table tbody tr').filter({ hasText: title });
    await row.getByText('Brouillon', { exact: true }).waitFor();
    await expect(page.getByLabel('Visibilité', { exact: true }).inputValue()).resolves.toBe('true');
    await screenshots(page, 'staff-catalogue-books');
    expect(await axeViolations(page)).toEqual([]);

    // Staff preview the draft's public page under its banner
    const [book] = await sql<{ slug: string }>('SELECT slug FROM products WHERE name = $1', [title]);
    const bookPage = `${api.baseUrl}/poesie-du-lundi/librairie/livre/${book.slug}`;
    await page.goto(bookPage);
    await page.getByText('Aperçu : ce brouillon n’est visible que par l’équipe.', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // A reader gets the 404 page for it
    const reader = await loggedInUser(api);
    expect(reader.email).toBeTruthy();
    await page.context().clearCookies();
    await page.evaluate('localStorage.clear()');
    await page.goto(bookPage);
    await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();

    // When staff untick « Brouillon »
    await logInAt(page, api.baseUrl, STAFF, new URL(bookUrl).pathname);
    await page.getByRole('checkbox', { name: 'Brouillon : visible seulement par l’équipe' }).uncheck();
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();
    await trail.getByText('brouillon oui → non').waitFor();

    // Then a reader opens the book's public page
    await page.context().clearCookies();
    await page.evaluate('localStorage.clear()');
    await page.goto(bookPage);

    // Then they see its title, its new price and the cover staff uploaded
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('19,90\u00a0€').first().waitFor();
    const cover = await page.locator('img[src*="/media/uploads/"]').first().getAttribute('src');
    expect(cover).toMatch(/\/media\/uploads\/[0-9a-f-]{36}\.webp$/);
    // A long story (two uploads, a dozen pages): a minute at one worker, more on a busy machine.
  }, 120_000);

  it('two staff edit one book: the second continues after the 409 and both changes survive', async () => {
    const { page } = v;
    const stamp = Date.now().toString(36);
    const { access } = await login(api, { email: STAFF, password: DEMO_PASSWORD });
    const [{ id: labelId }] = await sql<{ id: number }>(`SELECT id FROM labels WHERE slug = 'poesie-du-lundi'`);
    const created = await api.post('/api/staff/books/', { title: `Le jardin d’hiver ${stamp}`, label: labelId, price: 18, draft: true }, { token: access });
    expect(created.status).toBe(201);
    const { id, version } = created.body;

    // Given staff editing the book's title in the browser
    await logInAt(page, api.baseUrl, STAFF, `/exemplaire/arriere-boutique/livres/${id}`);
    const title = page.getByLabel('Titre', { exact: true });
    await expect(title.inputValue()).resolves.toBe(`Le jardin d’hiver ${stamp}`);
    await title.fill(`Le jardin d’été ${stamp}`);
    // While a colleague changes its price and saves first
    expect((await api.patch(`/api/staff/books/${id}/`, { version, price: '21.00' }, { token: access })).status).toBe(200);

    // When they save: the notice sits by the save button, names what they changed and keeps it
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'modifiée par quelqu’un d’autre' });
    await notice.getByText('Vos modifications que l’autre personne n’a pas touchées seront gardées : Titre.').waitFor();
    await screenshots(page, 'staff-catalogue-conflict', '.staff-form');
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Continuer ma saisie' }).click();
    // Their title stays, the colleague's price is in the form
    await expect(title.inputValue()).resolves.toBe(`Le jardin d’été ${stamp}`);
    await expect(page.getByLabel('Prix TTC (€)', { exact: true }).inputValue()).resolves.toBe('21,00');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();

    // Then both changes are saved
    const [saved] = await sql<{ name: string; price_cents: number }>('SELECT name, price_cents FROM products WHERE id = $1', [id]);
    expect(saved).toEqual({ name: `Le jardin d’été ${stamp}`, price_cents: 2100 });
  });
});
