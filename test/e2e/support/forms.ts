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

/**
 * Opens a staff list's « Nouveau … » link once the list's toolbar has settled: the collections of
 * its filter arrive after the first paint and widen the filters, which can push the link onto the
 * next line under a click already aimed at it (seen with two suites running side by side).
 */
export async function openNewFromList(page: Page, linkName: string): Promise<void> {
  const link = page.getByRole('link', { name: linkName });
  await link.waitFor();
  const collections = page.locator('.staff-list-tools').getByRole('combobox', { name: 'Collection', exact: true });
  if (await collections.count()) await collections.locator('option').nth(1).waitFor({ state: 'attached' });
  await link.click();
}
