import { Browser, Locator, Page } from 'playwright-core';
import { createUser, login, type TestUser } from '../support/accounts';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { fillLogin } from './support/forms';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

/** '1,4 km' → 1400, '350 m' → 350: the distance a point shows, in metres. */
function metresShown(text: string): number {
  const [, number, unit] = /à\s*([\d,]+)\s*(km|m)$/.exec(text.replace(/\u00a0/g, ' ').trim()) ?? [];
  if (!number) throw new Error(`distance illisible : « ${text} »`);
  return Number(number.replace(',', '.')) * (unit === 'km' ? 1000 : 1);
}

/**
 * The relay picker of the delivery step on the real stack: a reader whose shipping address is in
 * Lyon 4e chooses Mondial Relay, gets the Lyon points only, nearest first with their distance, on a
 * map whose tiles come from the test API itself, and chooses a point by a marker and by the list.
 */
describe('relay picker in a browser', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  let reader: TestUser & { access: string };
  let cartId: string;

  beforeAll(async () => {
    reader = await createUser({ nickname: `Relais${Date.now().toString(36)}` }).then(async (u) => ({ ...u, ...(await login(api, u)) }));
    const token = reader.access;
    const book = (await api.get('/api/books/?published=true&out_of_stock=false&is_external=false&limit=1')).body.results[0];
    const cart = await api.post('/api/carts/', {}, { token });
    expect(cart.status).toBe(201);
    cartId = cart.body.id;
    expect((await api.post('/api/carts/products', { cart: cartId, product: book.id, quantity: 1 }, { token })).status).toBeLessThan(300);
    const address = await api.post(
      '/api/users/addresses/',
      { firstname: 'Camille', lastname: 'Lecteur', address: '5 place de la Croix-Rousse', postal_code: '69004', city: 'Lyon', country: 'FR' },
      { token },
    );
    expect(address.status).toBe(201);
    expect((await api.patch(`/api/carts/${cartId}/`, { shipping_address: address.body.id, billing_address: address.body.id }, { token })).status).toBe(200);
  });

  /** Logs the reader in, keeps their cart in the browser, and opens the delivery step. */
  async function openDeliveryStep(page: Page): Promise<void> {
    await page.goto(`${api.baseUrl}/exemplaire/login?returnUrl=${encodeURIComponent('/exemplaire/home')}`);
    await fillLogin(page, reader.email, reader.password);
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
    await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(cartId)})`);
    await page.goto(`${api.baseUrl}/exemplaire/checkout/livraison`);
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
  }

  /** Opens the picker: by choosing Mondial Relay, or by changing the point once one is saved. */
  async function openPicker(page: Page): Promise<void> {
    const relayMode = page.getByRole('radio', { name: /Mondial Relay/ }).first();
    await relayMode.waitFor();
    if (!(await relayMode.isChecked())) return relayMode.click();
    // Mondial Relay already chosen: 'Choisir un point relais', or 'Changer de point relais' once one is saved
    await page
      .getByRole('button', { name: /^(Choisir un|Changer de) point relais$/ })
      .first()
      .click();
  }

  /** The dialog once its points and the map's tiles are shown. */
  async function pickerReady(page: Page): Promise<Locator> {
    const dialog = page.getByRole('dialog', { name: 'Choisir un point relais' });
    await dialog.locator('.relay-list__item').first().waitFor();
    await dialog.locator('.relay-marker').first().waitFor();
    await waitForCondition(page, `document.querySelectorAll('.relay-map img.leaflet-tile-loaded').length > 0`);
    return dialog;
  }

  const savedShop = async () => (await api.get(`/api/carts/${cartId}/?expand=shipments`, { headers: { authorization: `Bearer ${reader.access}` } })).body.shipments[0];

  it('shows only the points near Lyon 4e, nearest first with their distance, on a map with a marker per point', async () => {
    const { page } = v;
    await openDeliveryStep(page);
    await openPicker(page);
    const dialog = await pickerReady(page);

    // Only Lyon's points (Villeurbanne next door), never Marseille or Nice, as the API finds them
    const found = (await api.get('/api/relays/?country=FR&postal_code=69004&limit=10')).body.results;
    const items = dialog.locator('.relay-list__item');
    await expect(items.locator('.relay-list__name').allTextContents()).resolves.toEqual(found.map((s: { Nom: string }) => s.Nom));
    const places = await items.locator('.relay-list__address').allTextContents();
    expect(places.length).toBe(4);
    expect(places.every((text) => /69\d{3} (LYON|VILLEURBANNE)$/.test(text))).toBe(true);
    // Distances shown in French, rising
    const distances = (await items.locator('.relay-list__distance').allTextContents()).map(metresShown);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(0);
    expect(distances[distances.length - 1]).toBeLessThan(20_000);
    await dialog.getByText('4 points relais à moins de 20 km, du plus proche au plus éloigné.').waitFor();

    // The map: visible, one titled marker per point, its tiles from the test server only
    await expect(dialog.getByRole('region', { name: 'Carte des points relais' }).isVisible()).resolves.toBe(true);
    const titles = await dialog.locator('.relay-marker').evaluateAll((markers) => markers.map((m) => m.getAttribute('title')));
    expect(titles).toEqual(found.map((s: { Letter: string; Nom: string }) => expect.stringMatching(new RegExp(`^${s.Letter} : ${s.Nom}, à `))));
    // Loaded tiles (the browser fetched them), by their resolved address
    const tiles = await page.evaluate<string[]>(`Array.from(document.querySelectorAll('.relay-map img.leaflet-tile-loaded')).map((img) => img.src)`);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => src.startsWith(`${process.env.TEST_MAP_TILES_URL}/`))).toBe(true);

    // No WCAG 2.1 AA violation in the dialog, map included
    await expect(axeViolations(page, '.modal__panel')).resolves.toEqual([]);
    await screenshots(page, 'relay-picker');
  });

  it('chooses a point by its marker, then another by the list, each saved on the shipment', async () => {
    const { page } = v;
    await openDeliveryStep(page);
    await openPicker(page);
    let dialog = await pickerReady(page);

    // A marker clicked: its point is highlighted in the list, its button focused, Enter chooses it
    const second = dialog.locator('.relay-list__item').nth(1);
    const secondName = (await second.locator('.relay-list__name').textContent())!.trim();
    await dialog.locator(`.relay-marker[title^="B : ${secondName}"]`).click();
    await expect(second.getAttribute('aria-current')).resolves.toBe('true');
    await expect(dialog.locator('.relay-marker.is-active').getAttribute('title')).resolves.toMatch(`B : ${secondName}`);
    await screenshots(page, 'relay-picker-selected');
    await waitForCondition(page, `document.activeElement?.getAttribute('aria-label') === ${JSON.stringify(`Choisir le point relais ${secondName}`)}`);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Point relais : ${secondName}`).waitFor();
    expect(await savedShop()).toMatchObject({ mode: 'mondial_relay', parcel_shop: { Nom: secondName, CP: expect.stringMatching(/^69/) } });
    await page.getByRole('link', { name: 'Continuer' }).waitFor();

    // 'Changer de point relais': the saved point is the highlighted one; the list's first point is chosen
    await page.getByRole('button', { name: 'Changer de point relais' }).click();
    dialog = await pickerReady(page);
    await expect(dialog.locator('.relay-list__item[aria-current="true"] .relay-list__name').textContent()).resolves.toBe(secondName);
    await expectCount(dialog.locator('.relay-marker.is-active'), 1);
    const first = dialog.locator('.relay-list__item').first();
    const firstName = (await first.locator('.relay-list__name').textContent())!.trim();
    await first.click({ position: { x: 8, y: 8 } });
    await expect(dialog.locator('.relay-marker.is-active').getAttribute('title')).resolves.toMatch(`A : ${firstName}`);
    await first.getByRole('button', { name: `Choisir le point relais ${firstName}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Point relais : ${firstName}`).waitFor();
    expect(await savedShop()).toMatchObject({ mode: 'mondial_relay', parcel_shop: { Nom: firstName } });
  });

  it('keeps the keyboard where it was: arrows through the delivery modes, Escape out of the picker', async () => {
    const { page } = v;
    await openDeliveryStep(page);
    const modes = page.getByRole('group', { name: 'Mode de livraison' }).first().getByRole('radio');
    await modes.first().waitFor();
    const values = await modes.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    const focusedMode = () =>
      page.evaluate(() =>
        document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'radio' ? document.activeElement.value : document.activeElement?.tagName,
      );
    // Start on Colissimo, saved, by keyboard
    await modes.nth(values.indexOf('colissimo')).focus();
    await page.keyboard.press('Space');
    await waitForCondition(page, `!document.querySelector('.checkout-choices[aria-busy="true"]')`);
    await expect(focusedMode()).resolves.toBe('colissimo');

    // The arrow to Mondial Relay opens the picker; Escape closes it and gives the focus back to the mode
    const relayIndex = values.indexOf('mondial_relay');
    const fromColissimo = relayIndex > values.indexOf('colissimo') ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(fromColissimo);
    const dialog = page.getByRole('dialog', { name: 'Choisir un point relais' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForCondition(page, `!document.querySelector('.checkout-choices[aria-busy="true"]')`);
    await expect(focusedMode()).resolves.toBe('mondial_relay');

    // Back to Colissimo by the arrow: saved, the focus stays on the group, never on the page's start
    await page.keyboard.press(fromColissimo === 'ArrowDown' ? 'ArrowUp' : 'ArrowDown');
    await waitForCondition(page, `!document.querySelector('.checkout-choices[aria-busy="true"]')`);
    await page.waitForLoadState('networkidle');
    await expect(focusedMode()).resolves.toBe('colissimo');
    expect((await savedShop()).mode).toBe('colissimo');
  });

  it('fits a 390 px phone: the map above the list, nothing wider than the screen, markers usable', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    const { page } = v;
    await openDeliveryStep(page);
    await openPicker(page);
    const dialog = await pickerReady(page);
    const map = (await dialog.locator('.relay-map').boundingBox())!;
    const list = (await dialog.locator('.relay-list').boundingBox())!;
    expect(map.y + map.height).toBeLessThanOrEqual(list.y);
    expect(map.x).toBeGreaterThanOrEqual(0);
    expect(map.x + map.width).toBeLessThanOrEqual(MOBILE.width);
    await expect(page.evaluate(`document.documentElement.scrollWidth <= ${MOBILE.width}`)).resolves.toBe(true);
    await expect(page.evaluate(`(() => { const p = document.querySelector('.modal__panel'); return p.scrollWidth <= p.clientWidth; })()`)).resolves.toBe(true);
    // A tap on a marker brings its point into view in the list, highlighted
    const third = dialog.locator('.relay-list__item').nth(2);
    const thirdName = (await third.locator('.relay-list__name').textContent())!.trim();
    await dialog.locator(`.relay-marker[title^="C : ${thirdName}"]`).click();
    await expect(third.getAttribute('aria-current')).resolves.toBe('true');
    await expect(third.isVisible()).resolves.toBe(true);
    await expect(axeViolations(page, '.modal__panel')).resolves.toEqual([]);
  });
});
