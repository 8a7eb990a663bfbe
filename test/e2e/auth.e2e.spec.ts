import { Browser } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { errorOf, fillLogin } from './support/forms';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

const LOGIN_FAILED = "Les informations d'identification fournies ne correspondent pas. Veuillez vérifier votre nom d'utilisateur et votre mot de passe et réessayer.";

describe('accounts in a browser', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  it('logs a reader in, shows their account menu, and logs them out', async () => {
    const { page } = v;
    // Given the login page, reached from the header
    await page.goto(`${api.baseUrl}/exemplaire/projets`);
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).resolves.toBe('/exemplaire/forgot-password');
    await expect(page.getByRole('link', { name: 'Créer un compte', exact: true }).getAttribute('href')).resolves.toBe('/exemplaire/inscription');
    await expect(page.getByRole('link', { name: 'Créer un compte libraire' }).getAttribute('href')).resolves.toBe('/exemplaire/libraire/inscription');
    await screenshots(page, 'login');
    await page.setViewportSize({ width: 1280, height: 900 });

    // When the reader logs in
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
    await page.getByRole('button', { name: 'Se connecter' }).click();

    // Then they are back where they were, with their account menu in the header
    await page.waitForURL(`${api.baseUrl}/exemplaire/projets`);
    // (the URL changes first; the page follows once its code is there, and a new page closes open menus)
    await page.getByRole('heading', { level: 1, name: 'Projets en cours' }).waitFor();
    const account = page.getByRole('button', { name: /Camille Lecteur/ });
    await account.click();
    await expect(page.getByRole('link', { name: 'Mon compte' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Se déconnecter' }).isVisible()).resolves.toBe(true);
    await expectCount(page.getByRole('link', { name: 'Se connecter' }), 0);
    // The tokens are kept locally, the profile came from the API
    const stored = await page.evaluate<{ access: string; refresh: string }>("JSON.parse(localStorage.getItem('exemplaire.token'))");
    expect(stored.access.split('.')).toHaveLength(3);
    await expect(page.evaluate("JSON.parse(localStorage.getItem('exemplaire.profile')).email")).resolves.toBe('lecteur@exemplaire.test');

    // And the login page sends a logged-in reader on
    await page.goto(`${api.baseUrl}/exemplaire/login?returnUrl=%2Fexemplaire%2Fevenements`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/evenements`);
    // (the agenda's page arrives after its URL, and closes any menu opened before it)
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();

    // When they log out, everything is forgotten, the refresh token revoked, and they land on the home
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/token/logout/') && request.method() === 'POST');
    await page.getByRole('button', { name: /Camille Lecteur/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect((await logout).headers()['x-csrftoken']).toBeTruthy();
    await expect(page.evaluate('localStorage.length')).resolves.toBe(0);
    const refreshed = await api.post('/api/token/refresh/', { refresh: stored.refresh });
    expect(refreshed.status).toBe(401);
  });

  it('shows the message of spec §8 for a wrong password, and the field messages of §5', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/login`);

    // An empty form: a message under each field, focus on the first
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(errorOf(page, 'Adresse e-mail')).resolves.toBe("L'addresse mail est requise");
    await expect(errorOf(page, /^Mot de passe/)).resolves.toBe('Le mot de passe est requis');
    await expect(page.evaluate('document.activeElement?.type')).resolves.toBe('email');

    // An address that is not one
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire');
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(errorOf(page, 'Adresse e-mail')).resolves.toBe("L'adresse courriel fournie n'est pas valide");

    // A wrong password
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('pas-le-bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText(LOGIN_FAILED).waitFor();
    await expectCount(page.getByRole('alert').filter({ hasText: LOGIN_FAILED }), 1);
    await expectCount(page.getByRole('link', { name: 'Se connecter' }), 1);
  });

  it("gives the registration form's messages, then signs a new reader up", async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/inscription`);
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    await screenshots(page, 'inscription');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An empty form gets every §5 message
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(errorOf(page, 'Adresse e-mail')).resolves.toBe("L'addresse mail est requise");
    await expect(errorOf(page, /^Mot de passe/)).resolves.toBe('Le mot de passe est requis');
    await expect(errorOf(page, /^Confirmation du mot de passe/)).resolves.toBe('La confirmation du mot de passe est requise');
    await expect(errorOf(page, /conditions générales/)).resolves.toBe("Il est nécessaire d'accepter les CGU pour pouvoir créer un compte");

    // A short password, a different confirmation
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('court');
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('autre');
    await expect(errorOf(page, /^Mot de passe/)).resolves.toBe('Le mot de passe doit faire au moins 8 caractères');
    await expect(errorOf(page, /^Confirmation du mot de passe/)).resolves.toBe("La confirmation du mot de passe n'est pas identique au mot de passe");
    await screenshots(page, 'inscription-errors');
    await page.setViewportSize({ width: 1280, height: 900 });

    // An address already known: the API's message marks the field
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('motdepasse');
    await page.getByRole('checkbox', { name: /conditions générales/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await waitForCondition(page, `document.querySelector('input[type=email]')?.getAttribute('aria-invalid') === 'true'`);
    await expect(errorOf(page, 'Adresse e-mail')).resolves.toBe('Un compte existe déjà avec cette adresse courriel.');

    // A new address: the account is created, the page asks to validate it
    const email = `lectrice-${Date.now()}@exemple.fr`;
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('checkbox', { name: /lettre d'information/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/waiting-validation`);
    await page.getByRole('heading', { level: 1, name: "Plus qu'une étape !" }).waitFor();
    await expect(page.getByText(email).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Cliquez sur ce lien pour valider votre adresse e-mail/).isVisible()).resolves.toBe(true);

    // And the account cannot log in before that
    const login = await api.post('/api/token/', { email, password: 'motdepasse' });
    expect(login.status).toBe(401);
  });

  it('offers a bookseller sign-up with the company, payment mean and address', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/libraire/inscription`);
    await page.getByRole('heading', { level: 1, name: 'Créer un compte libraire' }).waitFor();
    await expect(page.getByLabel('Moyen de paiement').locator('option').allTextContents()).resolves.toEqual(['Choisissez…', 'Prélèvement', 'Virement', 'CB']);
    await page.getByLabel('Pays').locator('option[value="BE"]').waitFor({ state: 'attached' });

    await page.getByLabel('Adresse e-mail').fill(`librairie-${Date.now()}@exemple.fr`);
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
    await page.getByLabel('Confirmation du mot de passe', { exact: true }).fill('motdepasse');
    await page.getByLabel('Raison sociale').fill('Librairie des Quais');
    await page.getByLabel('GLN').fill('3012345000018');
    await page.getByLabel('Moyen de paiement').selectOption('wire');
    await page.getByLabel('Prénom').fill('Anne');
    await page.getByLabel('Nom', { exact: true }).fill('Quai');
    await page.getByLabel('Adresse', { exact: true }).fill('3 quai des Libraires');
    await page.getByLabel('Code postal').fill('6900');
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByRole('checkbox', { name: /conditions générales/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte libraire' }).click();

    // The API's nested errors land under their fields (a wrong check digit, a French postal code of 4 digits)
    await waitForCondition(page, `document.querySelectorAll('[aria-invalid="true"]').length >= 2`);
    await expect(errorOf(page, 'GLN')).resolves.toMatch(/.+/);
    await expect(errorOf(page, 'Code postal')).resolves.toMatch(/.+/);

    await page.getByLabel('GLN').fill('3012345000017');
    await page.getByLabel('Code postal').fill('69002');
    await page.getByRole('button', { name: 'Créer mon compte libraire' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/waiting-validation`);
  });

  it('sends a visitor of a page that needs an account to the login, and back after', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/compte/informations`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/login?returnUrl=%2Fexemplaire%2Fcompte%2Finformations`);
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire.test');
    await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/compte/informations`);
    await page.getByRole('heading', { level: 1, name: 'Mes informations' }).waitFor();
    await page.getByLabel("Nom d'utilisateur").waitFor();
  });

  it('shows staff the back office and booksellers their area, from the real profile', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/login`);
    await fillLogin(page, 'equipe@exemplaire.test');
    await page.waitForURL(`${api.baseUrl}/exemplaire`);
    await page.locator('.hero').waitFor();
    await expect(page.getByRole('link', { name: 'Arrière boutique' }).getAttribute('href')).resolves.toBe('/exemplaire/arriere-boutique');
    await expectCount(page.getByRole('link', { name: 'Espace libraire' }), 0);
    const staff = page.getByRole('button', { name: /Équipe Exemplaire/ });
    await staff.click();
    await waitForCondition(page, `document.querySelector('.dropdown > button')?.getAttribute('aria-expanded') === 'true'`);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    await expectCount(page.getByRole('link', { name: 'Arrière boutique' }), 0);

    await page.goto(`${api.baseUrl}/exemplaire/login`);
    await fillLogin(page, 'librairie@exemplaire.test');
    await page.waitForURL(`${api.baseUrl}/exemplaire`);
    await page.locator('.hero').waitFor();
    await expect(page.getByRole('link', { name: 'Espace libraire' }).getAttribute('href')).resolves.toBe('/exemplaire/libraire/boutique');
    await expectCount(page.getByRole('link', { name: 'Arrière boutique' }), 0);
    // The reader's area sends a bookseller to theirs
    await page.goto(`${api.baseUrl}/exemplaire/compte/informations`);
    await page.waitForURL(`${api.baseUrl}/exemplaire/libraire/profile`);
  });

  it('confirms an account from its link, or says the link failed', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/confirm?email=inconnu%40exemple.fr&token=jeton-invalide`);
    await page.getByText('Une erreur est survenue lors de la validation de votre compte...').waitFor();
    await expect(page.getByRole('link', { name: 'Contacter le support' }).getAttribute('href')).resolves.toBe('/exemplaire/contact');
  });

  it('sends a reset link, and mails the link that leaves the newsletter after a confirmation', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/forgot-password`);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(errorOf(page, 'Adresse e-mail')).resolves.toBe("L'addresse courriel saisie n'est pas valide");
    await page.getByLabel('Adresse e-mail').fill('lecteur@exemplaire.test');
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await page.getByText('Un courriel vous a été envoyé.').waitFor();

    await page.goto(`${api.baseUrl}/exemplaire/unsubscribe?email=lecteur%40exemplaire.test`);
    await page.getByText(/Voulez-vous vraiment ne plus recevoir la lettre d[’']information/).waitFor();
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    // Without the signed link of a mail, the address alone unsubscribes nobody: a link to confirm is mailed
    await page.getByText('Si cette adresse est inscrite, un courriel de confirmation vient d’être envoyé.').waitFor();
    await screenshots(page, 'unsubscribe-mailed');
  });

  it('fits a phone', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    await v.page.goto(`${api.baseUrl}/exemplaire/login`);
    await v.page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    const overflow = await v.page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
