import type { ServedApi } from '../support/api-client';
import { all, screenshots, shopInBrowser, Visit } from './support/browser';
import { expectCount } from './support/counts';

const BOOK = 'la-maison-aux-volets-bleus';
const BOOK_NAME = 'La Maison aux volets bleus';
const SATELLITE = 'memoires-d-un-satellite';

interface Campaign {
  id: number;
  title: string;
  slug: string;
  label_slug: string;
  start_date: string;
  end_date: string;
  disabled?: boolean;
}

interface Reward {
  id: number;
  name: string;
  price: string;
  dedication: boolean;
  donation: boolean;
  lockedByVoucher: boolean;
  bookseller_only: boolean;
  sold_out: boolean;
  variants: unknown[];
}

describe('the cart in a browser', () => {
  let api: ServedApi;
  let v: Visit;

  shopInBrowser({
    started: (shop) => ({ api } = shop),
    visited: (visit) => (v = visit),
    current: () => v,
  });

  it('says an empty cart is empty, without a way to order', async () => {
    await v.page.goto(`${api.baseUrl}/exemplaire/checkout/cart`);
    await v.page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    await v.page.getByText('Votre panier est vide.').waitFor();
    await expectCount(v.page.getByRole('link', { name: 'Commander' }), 0);
  });

  it('changes a book quantity, then deletes the line through the dialog', async () => {
    const { page } = v;
    // Given a book in the cart
    await page.goto(`${api.baseUrl}/exemplaire/librairie/livre/${BOOK}`);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Voir mon panier' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/cart`);
    const line = page.getByRole('listitem', { name: BOOK_NAME });
    await line.waitFor();
    const cartId = await page.evaluate<string>("localStorage.getItem('cartId')");

    // When the quantity becomes 3, it is saved once after the pause, and the badge follows
    const saved = page.waitForResponse((res) => res.url().includes('/api/cartlines/') && res.request().method() === 'PUT');
    await line.getByLabel('Quantité').fill('3');
    await expect(saved.then((res) => res.status())).resolves.toBe(200);
    await page.getByRole('link', { name: 'Panier, 3 articles' }).waitFor({ state: 'attached' });
    const cart = (await api.get(`/api/carts/${cartId}/?expand=cart_lines`)).body;
    expect(cart.cart_lines).toEqual([expect.objectContaining({ quantity: 3 })]);
    await expect(page.getByRole('complementary', { name: 'Récapitulatif' }).textContent()).resolves.toContain(cart.sub_total_price.replace('.00', ''));

    // An empty quantity is refused on the spot and never sent
    await line.getByLabel('Quantité').fill('');
    await line.getByText('Le champ quantité doit être renseigné.').waitFor();
    await page.waitForTimeout(500);
    expect((await api.get(`/api/carts/${cartId}/?expand=cart_lines`)).body.cart_lines[0].quantity).toBe(3);
    await line.getByLabel('Quantité').fill('3');
    await screenshots(page, 'cart');

    // When they delete it, a dialog asks first; then the cart is empty
    await line.getByRole('button', { name: /Supprimer/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer cet article ?' });
    await dialog.getByText(`Voulez-vous vraiment retirer « ${BOOK_NAME} » de votre panier ?`).waitFor();
    await dialog.getByRole('button', { name: 'Retirer du panier' }).click();
    await page.getByText('Votre panier est vide.').waitFor();
    await expectCount(page.getByRole('link', { name: 'Commander' }), 0);
    expect((await api.get(`/api/carts/${cartId}/?expand=cart_lines`)).body.cart_lines).toEqual([]);
  });

  it('shows a contribution without reward beside one with its reward, and takes it back through the dialog', async () => {
    const { page } = v;
    // Given an anonymous cart backing the satellite campaign with a plain reward, and another running campaign with 15 € and no reward
    const satellite: Campaign & { compensations: Reward[] } = (await api.get(`/api/crowdfundings/${SATELLITE}/?expand=compensations`)).body;
    const reward = satellite.compensations.find((r) => !r.dedication && !r.donation && !r.lockedByVoucher && !r.bookseller_only && !r.sold_out && r.variants.length === 0)!;
    const now = Date.now();
    const other = (await all<Campaign>(api, '/api/crowdfundings/?limit=100')).find(
      (c) => c.slug !== SATELLITE && !c.disabled && Date.parse(c.start_date) <= now && now < Date.parse(c.end_date),
    )!;
    const cartId: string = (await api.post('/api/carts/', {})).body.id;
    const backed = await api.post(`/api/carts/${cartId}/contribute/`, {
      crowdfunding: satellite.id,
      contribution: reward.price,
      no_compensation: false,
      confirm_gift: true,
      compensations: [{ compensation: reward.id, quantity: 1 }],
    });
    expect(backed.status).toBe(200);
    expect(
      (await api.post(`/api/carts/${cartId}/contribute/`, { crowdfunding: other.id, contribution: 15, no_compensation: true, confirm_gift: true, compensations: [] })).status,
    ).toBe(200);
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(cartId)})`);

    // When they open the cart, each contribution shows its campaign (a link), its amount, and its reward if any
    await page.goto(`${api.baseUrl}/exemplaire/checkout/cart`);
    const gift = page.getByRole('region', { name: `Contribution à ${other.title}` });
    await gift.getByText('Soutien sans contrepartie').waitFor();
    await expect(gift.getByRole('link', { name: other.title }).getAttribute('href')).resolves.toBe(`/${other.label_slug}/financement-participatif/${other.slug}`);
    await expect(gift.textContent()).resolves.toMatch(/15\s€/);
    const withReward = page.getByRole('region', { name: `Contribution à ${satellite.title}` });
    await withReward.getByRole('listitem', { name: reward.name }).waitFor();
    await screenshots(page, 'cart-contributions');

    // And 'Retirer' asks first, then takes the gift back: the campaign's block goes, the other stays, the totals follow
    await gift.getByRole('button', { name: 'Retirer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Retirer cette contribution ?' });
    await dialog.getByText(`Voulez-vous vraiment retirer votre contribution à « ${other.title} » de votre panier ?`).waitFor();
    await dialog.getByRole('button', { name: 'Retirer du panier' }).click();
    await gift.waitFor({ state: 'detached' });
    await withReward.getByRole('listitem', { name: reward.name }).waitFor();
    const cart = (await api.get(`/api/carts/${cartId}/`)).body;
    expect(cart.contributions).toEqual([expect.objectContaining({ crowdfunding: satellite.id, amount: reward.price })]);
    expect(cart.sub_total_price).toBe(reward.price);
  });

  it('forgets a stored cart the API does not know', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    await page.evaluate("localStorage.setItem('cartId', '00000000-0000-4000-8000-000000000000')");
    await page.goto(`${api.baseUrl}/exemplaire/checkout/cart`);
    await page.getByText('Votre panier est vide.').waitFor();
    await expect(page.evaluate("localStorage.getItem('cartId')")).resolves.toBeNull();
  });
});
