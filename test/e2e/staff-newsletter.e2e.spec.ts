import type { Page } from 'playwright-core';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { startTestWorker, type TestWorker } from '../support/worker-harness';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

const BASE = '/exemplaire/arriere-boutique';
const READERS = 5;
const ownViolations = (page: Page) => axeViolations(page);

/**
 * 'Lettres d’information' on the real stack: staff write a newsletter with the rich text editor,
 * look at its preview, send it after a confirmation to the subscribed readers, and watch the
 * progress bar reach the total while the worker mails each reader once; every page at 1,280 × 900
 * without an accessibility violation.
 */
describe('the newsletters in the back office', () => {
  let api: ServedApi;
  let v: Visit;
  let catcher: MailCatcher;
  let worker: TestWorker;
  let readers: string[];
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    worker = await startTestWorker({ databaseUrl: process.env.DATABASE_URL as string, smtpUrl: catcher.smtpUrl });
    const tag = `${Date.now()}-${process.pid}`;
    readers = (
      await sql<{ email: string }>(
        `INSERT INTO users (email, password_hash, is_active, subscribed, email_confirmed_at)
         SELECT 'lettre-' || i || '-${tag}@test.fr', 'x', true, true, now() FROM generate_series(1, ${READERS}) i RETURNING email`,
      )
    ).map((r) => r.email);
  });

  afterAll(async () => {
    await worker?.close();
    await catcher?.close();
  });

  it('staff write a newsletter, preview it, send it now and see the progress reach every reader', async () => {
    const { page } = v;
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', `${BASE}/lettres`);
    await page.getByRole('heading', { level: 1, name: 'Lettres d’information' }).waitFor();
    expect(await ownViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Écrire une lettre' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvelle lettre d’information' }).waitFor();
    await page.getByRole('textbox', { name: 'Objet du courriel' }).fill('Les parutions de décembre');
    await page.getByRole('textbox', { name: /^Texte/ }).click();
    await page.keyboard.type('Trois livres arrivent, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('dont un roman graphique');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await screenshots(page, 'staff-newsletter-new');
    expect(await ownViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Brouillon enregistré.').waitFor();

    await page.getByRole('button', { name: 'Afficher l’aperçu' }).click();
    const frame = page.frameLocator('iframe[title^="Aperçu du courriel"]');
    await frame.getByText('dont un roman graphique', { exact: true }).waitFor();
    await screenshots(page, 'staff-newsletter-preview', '.staff-newsletter__sending');
    expect(await ownViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer la lettre maintenant ?' });
    await dialog.waitFor();
    expect(await ownViolations(page)).toEqual([]);
    // Every subscribed, confirmed account of the run's database gets it: these readers among them.
    const [{ total }] = await sql<{ total: number }>('SELECT count(DISTINCT lower(email))::int AS total FROM users WHERE subscribed AND is_active');
    expect(total).toBeGreaterThanOrEqual(READERS);
    await dialog.getByRole('button', { name: 'Envoyer maintenant' }).click();
    await page.getByText(`${total} / ${total} envoyés, 0 en échec`).waitFor({ timeout: 60_000 });
    expect(await page.locator('progress').evaluate((p) => [(p as unknown as { value: number }).value, (p as unknown as { max: number }).max])).toEqual([total, total]);
    await screenshots(page, 'staff-newsletter-sent', '.staff-newsletter__sending');
    expect(await ownViolations(page)).toEqual([]);

    for (const reader of readers) expect(catcher.messages().filter((m) => m.to.includes(reader) && m.subject === 'Les parutions de décembre')).toHaveLength(1);
  });
});
