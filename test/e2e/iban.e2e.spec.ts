import { createUser, TestUser } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

describe('a bookseller’s IBAN in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  let bookseller: TestUser;
  beforeAll(async () => {
    bookseller = await createUser({ bookseller: true });
    await sql(`UPDATE booksellers SET payment_mean = 'sepa-debit' WHERE user_id = $1`, [bookseller.id]);
  });

  it('lets a bookseller paying by direct debit give their IBAN on their profile, then shows it masked', async () => {
    const { page } = v;
    const profile = '/exemplaire/libraire/profile';
    await logInAt(page, api.baseUrl, bookseller.email, profile, bookseller.password);
    await page.waitForURL(`${api.baseUrl}${profile}`);
    const section = page.getByRole('region', { name: 'Compte bancaire' });
    await section.getByText('Non renseigné').waitFor();
    await section.getByText('Un IBAN est nécessaire pour le prélèvement.').waitFor();
    await section.getByRole('button', { name: 'Renseigner mon IBAN' }).click();
    const field = section.getByLabel(/Nouvel IBAN/);
    await field.fill('FR76 3000 6000 0112 3456 7890 188');
    await section.getByRole('button', { name: "Enregistrer l'IBAN" }).click();
    await section.getByText("L'IBAN « FR76 3000 6000 0112 3456 7890 188 » n'est pas valide.").waitFor();
    await screenshots(page, 'bookseller-iban-form', '.bookseller-iban');
    await field.fill('fr76 3000 6000 0112 3456 7890 189');
    await section.getByRole('button', { name: "Enregistrer l'IBAN" }).click();
    await section.getByRole('status').getByText('Votre IBAN a bien été enregistré.').waitFor();
    await section.getByText('FR76 •••• •••• •••• •••• •••0 189').waitFor();
    await screenshots(page, 'bookseller-iban-saved', '.bookseller-iban');
    const [row] = await sql<{ iban: string }>('SELECT iban FROM booksellers WHERE user_id = $1', [bookseller.id]);
    expect(row.iban).toBe('FR7630006000011234567890189');
  });
});
