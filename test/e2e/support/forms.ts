import { Page } from 'playwright-core';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'motdepasse';

/** The error text a field points to (aria-describedby), or null. */
export async function errorOf(page: Page, label: string | RegExp): Promise<string | null> {
  const field = page.getByLabel(label);
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  for (const id of ids) {
    const element = page.locator(`[id="${id}"].field__error`);
    if (await element.count()) return element.textContent();
  }
  return null;
}

/** Fills and sends the login form the page shows. */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Logs in from the login page that sends back to `returnUrl` (not waited for: a refused visitor stays elsewhere). */
export async function logInAt(page: Page, baseUrl: string, email: string, returnUrl: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/exemplaire/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await fillLogin(page, email, password);
}
