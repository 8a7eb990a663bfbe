import { Locator, Page } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { DEMO_PASSWORD } from './support/forms';
import { MOBILE, PIXEL_URL, shopInBrowser, visit, Visit } from './support/browser';
import { waitForCondition } from './support/wait';

const BOOK = 'la-maison-aux-volets-bleus';
const SATELLITE = 'memoires-d-un-satellite';

/**
 * Watches focus in the page: each element that takes the focus has its look recorded (outline, box
 * shadow, border, background, colour, underline, and those of its ::before and ::after, where the
 * stretched links draw their ring); once focus has left it, its look is read again. An element that
 * looks the same focused and not is a focus nobody can see.
 */
const WATCH_FOCUS = `(() => {
  if (window.__focusWatch) return;
  const look = (el) => {
    const parts = [getComputedStyle(el), getComputedStyle(el, '::before'), getComputedStyle(el, '::after')];
    return parts.map((s) => [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderColor, s.backgroundColor, s.color, s.textDecorationLine].join('|')).join('/');
  };
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' « ' + (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40) + ' »';
  const watch = { unseen: [], checked: 0 };
  window.__focusWatch = watch;
  document.addEventListener('focusin', (event) => {
    const el = event.target;
    if (!(el instanceof Element) || !el.matches(':focus-visible')) return;
    // Read once the styles of :focus-visible apply (the next frame).
    requestAnimationFrame(() => {
      if (document.activeElement !== el) return;
      const focused = look(el);
      el.addEventListener('focusout', () => requestAnimationFrame(() => {
        if (!el.isConnected || document.activeElement === el) return;
        watch.checked++;
        if (look(el) === focused) watch.unseen.push(describe(el));
      }), { once: true });
    });
  }, true);
})()`;

async function watchFocus(page: Page): Promise<void> {
  await page.evaluate(WATCH_FOCUS);
}

/** Elements whose focus could not be seen, and how many were checked. */
async function focusReport(page: Page): Promise<{ unseen: string[]; checked: number }> {
  await page.waitForTimeout(50);
  return page.evaluate('({ unseen: window.__focusWatch.unseen, checked: window.__focusWatch.checked })');
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  const element = await target.elementHandle({ timeout: 10_000 });
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await element!.evaluate((el) => el === el.ownerDocument.activeElement)) return;
  }
  throw new Error(`${String(target)} n'a pas reçu le focus après ${max} appuis sur Tab`);
}

const activeIsInside = (page: Page, selector: string) => page.evaluate<boolean>(`!!document.querySelector(${JSON.stringify(selector)})?.contains(document.activeElement)`);

describe('the shop with the keyboard only', () => {
  let api: ServedApi;
  let v: Visit;

  // Campaign pages ask for their owner's pixel: the one outside request let by (aborted, never reached).
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v, allowPixel: true });

  it('opens the menu on a phone, follows one of its links, and sees where the focus is all along', async () => {
    const desktop = v;
    v = await visit(desktop.context.browser()!, api, MOBILE);
    await desktop.close();
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    await watchFocus(page);

    // Tab leads to the burger, Enter opens the menu and puts the focus in it
    await tabTo(page, page.getByRole('button', { name: 'Ouvrir le menu' }));
    await page.keyboard.press('Enter');
    await waitForCondition(page, 'document.querySelector("#side-menu").contains(document.activeElement)');

    // Focus stays in the open menu: as many Tabs as it has links and more never leave it
    const links = await page.locator('#side-menu a[href], #side-menu button').count();
    for (let press = 0; press < links + 3; press++) {
      await page.keyboard.press('Tab');
      expect(await activeIsInside(page, '#side-menu')).toBe(true);
    }
    // Escape closes it and gives the focus back to the burger
    await page.keyboard.press('Escape');
    await waitForCondition(page, '!document.querySelector("#side-menu").classList.contains("is-open")');
    await expect(page.evaluate('document.activeElement?.getAttribute("aria-controls")')).resolves.toBe('side-menu');

    // Enter again, Tab to a link, Enter follows it
    await page.keyboard.press('Enter');
    await waitForCondition(page, 'document.querySelector("#side-menu").contains(document.activeElement)');
    await tabTo(page, page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Projets en cours' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${api.baseUrl}/exemplaire/projets`);

    const focus = await focusReport(page);
    expect(focus.unseen).toEqual([]);
    expect(focus.checked).toBeGreaterThan(5);
  });

  it('adds a book to the cart through its dialog, which holds the focus and gives it back, then changes the quantity', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/${BOOK}`);
    await watchFocus(page);

    // Tab to the button, Enter adds the book: a dialog opens with the focus inside
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Voir mon panier' }).waitFor();
    await waitForCondition(page, 'document.querySelector("[role=dialog]")?.contains(document.activeElement)');

    // Tab and Shift+Tab go round inside the dialog, never behind it
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await activeIsInside(page, '[role=dialog]')).toBe(true);
    }
    // Escape closes it, the focus back on the button that opened it
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);

    // The cart link of the header, then the quantity, typed
    await tabTo(page, page.getByRole('link', { name: 'Panier, 1 article' }), { back: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/cart`);
    const quantity = page.getByRole('listitem', { name: /La Maison aux volets bleus/i }).getByLabel('Quantité');
    await tabTo(page, quantity);
    const saved = page.waitForResponse((res) => res.url().includes('/api/cartlines/') && res.request().method() === 'PUT');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await expect(saved.then((res) => res.status())).resolves.toBe(200);
    await page.getByRole('link', { name: 'Panier, 3 articles' }).waitFor({ state: 'attached' });

    const focus = await focusReport(page);
    expect(focus.unseen).toEqual([]);
    expect(focus.checked).toBeGreaterThan(5);
  });

  it('chooses a reward, fills the contribution form and reaches the checkout, by keyboard', async () => {
    const { page } = v;
    const campaign = (await api.get(`/api/crowdfundings/${SATELLITE}/?expand=compensations`)).body;
    const signed = campaign.compensations.find((r: { dedication: boolean }) => r.dedication);
    await page.goto(`${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}`);
    await watchFocus(page);

    // The reward's link, followed with Enter
    await tabTo(page, page.getByRole('region', { name: 'Les contreparties' }).getByRole('link', { name: `Choisir « ${signed.name} »` }), { max: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}/contribute/${signed.id}`);
    await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();

    // The dedication typed in its field, the form sent from its button
    const card = page.getByRole('listitem', { name: signed.name });
    await tabTo(page, card.getByLabel('Dédicace n°1'));
    await page.keyboard.type('Pour Léa, au clavier');
    await tabTo(page, page.getByRole('button', { name: 'Valider et voir mon panier' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/cart`);

    // 'Commander' leads to the login, filled and sent by keyboard, then to the delivery step
    await tabTo(page, page.getByRole('link', { name: 'Commander' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exemplaire\/login\?returnUrl=/);
    await tabTo(page, page.getByLabel('Adresse e-mail'));
    await page.keyboard.type('lecteur@exemplaire.test');
    await tabTo(page, page.getByLabel('Mot de passe', { exact: true }));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/livraison`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const focus = await focusReport(page);
    expect(focus.unseen).toEqual([]);
    expect(focus.checked).toBeGreaterThan(5);
    expect(v.outside.filter((url) => !PIXEL_URL.test(url))).toEqual([]);
  });

  it("holds the focus in a campaign's help dialog and gives it back to its button on Escape", async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    await watchFocus(page);
    const help = page.getByRole('button', { name: /^Aide : / }).first();
    await tabTo(page, help, { max: 120 });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await waitForCondition(page, 'document.querySelector("[role=dialog]")?.contains(document.activeElement)');
    // The page behind cannot be reached
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press(press % 2 ? 'Shift+Tab' : 'Tab');
      expect(await activeIsInside(page, '[role=dialog]')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await help.evaluate((el) => el === document.activeElement)).toBe(true);
    const focus = await focusReport(page);
    expect(focus.unseen).toEqual([]);
  });
});
