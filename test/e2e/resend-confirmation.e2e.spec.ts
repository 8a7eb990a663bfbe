import { Browser } from 'playwright-core';
import { createUser, mailsTo } from '../support/accounts';
import type { ServedApi } from '../support/api-client';
import { MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { fillLogin } from './support/forms';

describe('a new confirmation link, in the browser', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  it('is offered at login to an account awaiting confirmation, and the new link confirms it', async () => {
    const waiting = await createUser({ active: false });
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/login`);
    await fillLogin(page, waiting.email, waiting.password);
    await page.getByText(/Votre compte n'est pas encore validé/).waitFor();
    await screenshots(page, 'login-not-confirmed');
    await page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
    await page.getByText('Un nouveau lien vous a été envoyé.').waitFor();
    const [mail] = await mailsTo(waiting.email);
    expect(mail).toMatchObject({ type: 'account-confirmation', token: expect.any(String) });

    await page.goto(`${api.baseUrl}/exemplaire/confirm?email=${encodeURIComponent(waiting.email)}&token=${mail.token}`);
    await page.getByText('Félicitation, votre compte a bien été validé.').waitFor();
  });

  it('is offered when the mailed link failed', async () => {
    const waiting = await createUser({ active: false });
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/confirm?email=${encodeURIComponent(waiting.email)}&token=jeton-invalide`);
    await page.getByText('Une erreur est survenue lors de la validation de votre compte...').waitFor();
    await screenshots(page, 'confirm-failed-resend');
    await page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).click();
    await page.getByText('Un nouveau lien vous a été envoyé.').waitFor();
    expect(await mailsTo(waiting.email)).toHaveLength(1);
  });

  it('is offered on the waiting-validation page, phone-sized too', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    await v.page.goto(`${api.baseUrl}/exemplaire/waiting-validation`);
    await v.page.getByRole('button', { name: 'Renvoyer le lien de confirmation' }).waitFor();
    await screenshots(v.page, 'waiting-validation-resend');
  });
});
