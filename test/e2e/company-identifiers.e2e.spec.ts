import { createUser, TestUser } from '../support/accounts';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

describe('a bookseller’s SIRET and VAT number in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  let bookseller: TestUser;
  beforeAll(async () => (bookseller = await createUser({ bookseller: true })));

  it('lets a bookseller give their company’s identifiers on their profile, the API’s messages under the fields', async () => {
    const { page } = v;
    const profile = '/exemplaire/libraire/profile';
    await logInAt(page, api.baseUrl, bookseller.email, profile, bookseller.password);
    await page.waitForURL(`${api.baseUrl}${profile}`);
    const section = page.getByRole('region', { name: "Identifiants de l'entreprise" });
    await section.getByText('Non renseigné').first().waitFor();
    await section.getByRole('button', { name: 'Renseigner les identifiants' }).click();
    const siret = section.getByLabel(/^SIRET/);
    const vat = section.getByLabel(/Numéro de TVA intracommunautaire/);
    await siret.fill('441 234 564 00018');
    await vat.fill('FR91 441 234 564');
    await section.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
    await section.getByText("Ce SIRET n'est pas valide (14 chiffres, clé de contrôle).").waitFor();
    await siret.fill('823 456 785 00018');
    await section.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
    await section.getByText('Ce numéro de TVA ne correspond pas au SIRET.').waitFor();
    await screenshots(page, 'bookseller-identifiers-form', '.bookseller-identifiers');
    await siret.fill('441 234 564 00017');
    await section.getByRole('button', { name: 'Enregistrer les identifiants' }).click();
    await section.getByRole('status').getByText("Les identifiants de l'entreprise ont bien été enregistrés.").waitFor();
    await section.getByText('441 234 564 00017').waitFor();
    await section.getByText('FR91441234564').waitFor();
    const [row] = await sql<{ siret: string; vat_number: string }>('SELECT siret, vat_number FROM booksellers WHERE user_id = $1', [bookseller.id]);
    expect(row).toEqual({ siret: '44123456400017', vat_number: 'FR91441234564' });
  });
});
