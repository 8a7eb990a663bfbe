import { uniqueEmail } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

/** 'Adresses bloquées' in the back office: the addresses the mail server refused, searched, one unblocked. */
describe('the back office’s refused addresses in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  const suppress = (email: string, reason: string, at: string) =>
    sql(`INSERT INTO mail_suppressions (email, reason, smtp_code, created_at) VALUES (lower($1), $2, 550, $3)`, [email, reason, at]);

  it('lists the refused addresses with the server’s answer and the date, searches them, and unblocks one after a confirmation', async () => {
    const tag = `bloquee${Date.now()}`;
    const unknown = uniqueEmail(`${tag}-inconnue`);
    const disabled = uniqueEmail(`${tag}-fermee`);
    await suppress(unknown, `550 5.1.1 <${unknown}>: Recipient address rejected: User unknown in virtual mailbox table`, '2026-11-20T09:15:00Z');
    await suppress(disabled, '550 5.2.1 The email account that you tried to reach is disabled', '2026-11-24T16:40:00Z');
    const { page } = v;

    // When staff open 'Adresses bloquées' (group 'Relations') and search the two addresses
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', '/exemplaire/arriere-boutique/commandes');
    await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();
    await page.getByRole('navigation', { name: 'Arrière boutique' }).getByRole('link', { name: 'Adresses bloquées' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adresses bloquées' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher une adresse' }).fill(tag);

    // Then both show, newest first, with the server's answer and the date (Paris time)
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    await rows.filter({ hasText: disabled }).waitFor();
    await rows.filter({ hasText: unknown }).waitFor();
    await rows.filter({ hasNotText: tag }).first().waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).innerText()).toContain(disabled);
    expect(await rows.nth(0).innerText()).toContain('550 5.2.1 The email account that you tried to reach is disabled');
    expect(await rows.nth(0).innerText()).toContain('24 novembre 2026, 17 h 40');
    expect(await rows.nth(1).innerText()).toContain('User unknown in virtual mailbox table');
    await screenshots(page, 'staff-mail-suppressions');
    expect(await axeViolations(page, '.staff')).toEqual([]);

    // When they unblock the older one, the dialog says what follows; then it leaves the list
    await page.getByRole('button', { name: `Débloquer ${unknown}` }).click();
    const dialog = page.getByRole('dialog', { name: `Débloquer ${unknown} ?` });
    await dialog.getByText('Les prochains courriels partiront de nouveau vers cette adresse').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Débloquer' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${unknown} est débloquée` })
      .waitFor();
    await page.getByRole('button', { name: `Débloquer ${unknown}` }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    expect(await sql(`SELECT email FROM mail_suppressions WHERE email IN ($1, $2)`, [unknown, disabled])).toEqual([{ email: disabled }]);
    expect(await sql(`SELECT action FROM audit_entries WHERE entity = 'mail-suppression' AND entity_id = $1`, [unknown])).toEqual([{ action: 'lifted' }]);
    await screenshots(page, 'staff-mail-suppressions-lifted');
    expect(await axeViolations(page, '.staff')).toEqual([]);

    // A search that finds nothing says so in French
    await page.getByRole('searchbox', { name: 'Rechercher une adresse' }).fill(`${tag}-personne`);
    await page.getByText('Aucune adresse bloquée ne correspond à cette recherche.').waitFor();
  });
});
