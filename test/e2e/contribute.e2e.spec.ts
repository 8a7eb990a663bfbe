import type { ServedApi } from '../support/api-client';
import { PIXEL_URL, screenshots, shopInBrowser, Visit } from './support/browser';
import { expectCount } from './support/counts';

const SATELLITE = 'memoires-d-un-satellite';

interface Reward {
  id: number;
  name: string;
  price: string;
  dedication: boolean;
  variants?: unknown[];
}

describe('backing a campaign in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  let title: string;
  let signed: Reward;
  let shirt: Reward;

  // The campaign has its owner's pixel: the one outside request allowed here (aborted, never reached).
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v, allowPixel: true });

  beforeAll(async () => {
    const campaign = (await api.get(`/api/crowdfundings/${SATELLITE}/?expand=compensations`)).body;
    title = campaign.title;
    signed = campaign.compensations.find((r: Reward) => r.dedication);
    shirt = campaign.compensations.find((r: Reward) => (r.variants ?? []).length > 0);
  });

  it('backs a campaign with a dedicated reward and finds the contribution in the cart', async () => {
    const { page } = v;
    // Given an anonymous visitor on the campaign page, choosing the dedicated book
    await page.goto(`${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}`);
    await page
      .getByRole('region', { name: 'Les contreparties' })
      .getByRole('link', { name: `Choisir « ${signed.name} »` })
      .click();

    // Then the contribution form opens with it added, the contribution set to its price
    await page.waitForURL(`${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}/contribute/${signed.id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const card = page.getByRole('listitem', { name: signed.name });
    await expect(card.getByLabel('Quantité').inputValue()).resolves.toBe('1');
    await expect(page.getByLabel('Montant de votre contribution (en euros)').inputValue()).resolves.toBe(String(Number(signed.price)));
    // The campaign owner's pixel is asked for on the contribution screen too
    expect(v.outside.filter((url) => PIXEL_URL.test(url)).length).toBeGreaterThanOrEqual(2);

    // When they validate without the dedication, it is asked for, focused, and nothing is sent
    await page.getByRole('button', { name: 'Valider et voir mon panier' }).click();
    await card.getByText('Il est nécessaire de remplir le champ de dédicace').waitFor();
    await expect(page.evaluate('document.activeElement.id')).resolves.toBe(`reward-${signed.id}-dedication-0`);
    await expect(page.evaluate("localStorage.getItem('cartId')")).resolves.toBeNull();
    await screenshots(page, 'contribute', '.contribute__form');

    // When they write it and validate
    await card.getByLabel('Dédicace n°1').fill('Pour Léa, qui regarde les étoiles');
    const sent = page.waitForResponse((res) => /\/api\/carts\/[^/]+\/contribute\/$/.test(res.url()));
    await page.getByRole('button', { name: 'Valider et voir mon panier' }).click();
    await expect(sent.then((res) => res.status())).resolves.toBe(200);

    // Then they land on the cart, which shows the contribution with its campaign, reward and dedication
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/cart`);
    const contribution = page.getByRole('region', { name: `Contribution à ${title}` });
    await contribution.getByRole('listitem', { name: signed.name }).waitFor();
    await expect(contribution.getByLabel('Dédicace n°1').inputValue()).resolves.toBe('Pour Léa, qui regarde les étoiles');
    await page.getByRole('link', { name: 'Panier, 1 article' }).waitFor({ state: 'attached' });
    await expect(page.getByRole('link', { name: 'Commander' }).getAttribute('href')).resolves.toBe('/exemplaire/checkout/livraison');

    // And the API holds it, priced by the server
    const cartId = await page.evaluate<string>("localStorage.getItem('cartId')");
    const cart = (await api.get(`/api/carts/${cartId}/?expand=cart_lines`)).body;
    expect(cart.cart_lines).toEqual([
      expect.objectContaining({ product: signed.id, quantity: 1, price: signed.price, dedications: [{ text: 'Pour Léa, qui regarde les étoiles' }] }),
    ]);
    await screenshots(page, 'cart-contribution');
  });

  it('keeps a reward’s quantity level with its option, even when the option is asked for', async () => {
    const { page } = v;
    // Given the contribution form with the T-shirt, which comes in sizes
    await page.goto(`${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}/contribute/${shirt.id}`);
    const card = page.getByRole('listitem', { name: shirt.name });
    // Both boxes read at one instant: the page may still be scrolling to the form.
    const boxes = () =>
      card.evaluate((item) => {
        const box = (label: string) => {
          const field = [...item.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.control;
          const rect = field?.getBoundingClientRect();
          return rect ? { y: rect.y, height: rect.height } : null;
        };
        return [box('Quantité'), box('Option')];
      });
    await card.getByLabel('Option').waitFor();
    const [quantity, option] = await boxes();
    expect(quantity!.y).toBe(option!.y);

    // When it is validated without a size, the option asks for one below its select
    await page.getByRole('button', { name: 'Valider et voir mon panier' }).click();
    await card.getByText("Merci de sélectionner l'option qui vous désirez.").waitFor();

    // Then the quantity box stays where it was, top to top with the select, and as tall
    const [after, asked] = await boxes();
    expect([after!.y, after!.height]).toEqual([asked!.y, asked!.height]);
  });

  it('asks to confirm a gift above the rewards, then goes on shopping', async () => {
    const { page } = v;
    await page.goto(`${api.baseUrl}/exemplaire/crowdfunding/${SATELLITE}/contribute`);
    await page.getByLabel('Montant de votre contribution (en euros)').fill('0,5');
    await page.getByRole('button', { name: 'Valider et continuer mes achats' }).click();
    await page.getByText("La valeur de la contribution est d'un euro minimum.").waitFor();

    // A gift without reward
    await page.getByLabel('Je ne souhaite pas de contrepartie').check();
    await expectCount(page.getByRole('region', { name: 'Les contreparties' }), 0);
    await page.getByLabel('Montant de votre contribution (en euros)').fill('15');
    await page.getByRole('button', { name: 'Valider et continuer mes achats' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);

    const cartId = await page.evaluate<string>("localStorage.getItem('cartId')");
    const cart = (await api.get(`/api/carts/${cartId}/`)).body;
    expect(cart.sub_total_price).toBe('15.00');
    expect(cart.cart_lines).toEqual([]);
  });
});
