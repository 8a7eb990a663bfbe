import { Browser, Page } from 'playwright-core';
import { guillemets } from '@shop/typography';
import { cartClient } from '../support/cart-fixtures';
import { login } from '../support/accounts';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { MOBILE, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { DEMO_PASSWORD, logInAt } from './support/forms';
import { expectCount } from './support/counts';

interface Reward {
  id: number;
  name: string;
  price: string;
  limited: boolean;
  remaining_quantity: number | null;
  bookseller_only: boolean;
}

interface Campaign {
  id: number;
  slug: string;
  title: string;
  started: boolean;
  finished: boolean;
  compensations: Reward[];
}

const SATELLITE = 'memoires-d-un-satellite';
const BOOKSELLER = 'librairie@exemplaire.test';

/**
 * Direct links to a reward that cannot be taken (sold out, kept for booksellers, or a campaign that
 * does not run): the contribution page says why, and the API refuses such a contribution in French.
 */
describe('a link to a reward that cannot be taken', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  let satellite: Campaign;
  let soldOut: Reward;
  let pro: Reward;
  let finished: Campaign;
  let upcoming: Campaign;

  const contributeUrl = (campaign: Campaign, reward: Reward) => `${api.baseUrl}/exemplaire/financement-participatif/${campaign.slug}/contribute/${reward.id}`;
  const refusal = (page: Page) => page.locator('.contribute__refused');

  // The running campaign has its owner's pixel: the one outside request allowed here (aborted, never reached).
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v, allowPixel: true });

  beforeAll(async () => {
    const campaigns: Campaign[] = (await api.get('/api/crowdfundings/?label=1&public=true&expand=compensations&limit=100')).body.results;
    satellite = campaigns.find((c) => c.slug === SATELLITE)!;
    soldOut = satellite.compensations.find((r) => r.limited && r.remaining_quantity === 0)!;
    pro = satellite.compensations.find((r) => r.bookseller_only)!;
    finished = campaigns.find((c) => c.finished)!;
    upcoming = campaigns.find((c) => !c.started)!;
    expect([soldOut, pro, finished, upcoming].every(Boolean)).toBe(true);
  });

  it('says a sold-out reward can no longer be chosen, and adds nothing', async () => {
    const { page } = v;
    await page.goto(contributeUrl(satellite, soldOut));
    await page.getByRole('heading', { level: 1, name: satellite.title }).waitFor();
    await expect(refusal(page).textContent()).resolves.toBe(
      `La contrepartie ${guillemets(soldOut.name)} est épuisée\u00a0: elle ne peut plus être choisie. Vous pouvez en choisir une autre ou contribuer sans contrepartie.`,
    );
    await expect(refusal(page).getAttribute('role')).resolves.toBe('alert');
    await expectCount(page.getByRole('region', { name: 'Vos contreparties' }), 0);
    await expect(page.getByLabel('Montant de votre contribution (en euros)').inputValue()).resolves.toBe('');
    expect(await axeViolations(page, '.contribute__refused')).toEqual([]);
    await screenshots(page, 'reward-link-sold-out');

    // Choosing a reward that can be taken makes the message go
    const book = satellite.compensations.find((r) => !r.limited && !r.bookseller_only)!;
    await page.getByRole('link', { name: `Choisir « ${book.name} »` }).click();
    await page.getByRole('listitem', { name: book.name }).waitFor();
    await expectCount(refusal(page), 0);
  });

  it('says a bookseller-only reward is for booksellers, and gives it to a bookseller', async () => {
    const { page } = v;
    await page.goto(contributeUrl(satellite, pro));
    await page.getByRole('heading', { level: 1, name: satellite.title }).waitFor();
    await expect(refusal(page).textContent()).resolves.toBe(
      `La contrepartie ${guillemets(pro.name)} est réservée aux libraires\u00a0: connectez-vous avec votre compte libraire pour la choisir.`,
    );
    await expectCount(page.getByRole('region', { name: 'Vos contreparties' }), 0);
    await screenshots(page, 'reward-link-booksellers-only');

    // A bookseller following the same link finds it in the form
    const path = new URL(contributeUrl(satellite, pro)).pathname;
    await logInAt(page, api.baseUrl, BOOKSELLER, path);
    await page.waitForURL(api.baseUrl + path);
    await page.getByRole('listitem', { name: pro.name }).waitFor();
    await expectCount(refusal(page), 0);
  });

  it('says when the campaign takes no contribution: finished, or not started yet', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    const { page } = v;
    await page.goto(contributeUrl(finished, finished.compensations[0]!));
    await page.getByRole('heading', { level: 1, name: finished.title }).waitFor();
    await page.getByText('Ce financement participatif est terminé : il n’est plus possible d’y contribuer.').waitFor();
    await expectCount(page.getByRole('button', { name: 'Valider et voir mon panier' }), 0);
    await expect(page.getByRole('link', { name: 'Revenir au projet' }).getAttribute('href')).resolves.toBe(`/exemplaire/financement-participatif/${finished.slug}`);
    await screenshots(page, 'reward-link-finished-campaign');

    await page.goto(contributeUrl(upcoming, upcoming.compensations[0]!));
    await page.getByRole('heading', { level: 1, name: upcoming.title }).waitFor();
    await page.getByText('Ce financement participatif n’a pas encore commencé : les contributions ouvriront à son lancement.').waitFor();
    await expectCount(page.getByRole('button', { name: 'Valider et voir mon panier' }), 0);
  });

  it('is refused by the API with a French 400, whatever the browser sends', async () => {
    const carts = cartClient(api);
    const contribute = async (campaign: Campaign, reward: Reward, token?: string) => {
      const cart = (await carts.create(token)).body;
      const body = {
        crowdfunding: campaign.id,
        contribution: '500',
        no_compensation: false,
        confirm_gift: true,
        compensations: [{ compensation: reward.id, quantity: 1, price: reward.price }],
      };
      const answer = await carts.contribute(cart.id, body, token);
      // Nothing recorded when refused
      if (answer.status !== 200) expect((await carts.get(cart.id, token)).body.cart_lines).toEqual([]);
      return answer;
    };

    expect(await contribute(satellite, soldOut)).toMatchObject({ status: 400, body: { compensations: [{ quantity: ['Cette contrepartie est épuisée.'] }] } });
    expect(await contribute(satellite, pro)).toMatchObject({ status: 400, body: { compensations: [{ compensation: ['Cette contrepartie est réservée aux libraires.'] }] } });
    expect(await contribute(finished, finished.compensations[0]!)).toMatchObject({ status: 400, body: { detail: "Ce financement participatif n'est pas en cours." } });
    expect(await contribute(upcoming, upcoming.compensations[0]!)).toMatchObject({ status: 400, body: { detail: "Ce financement participatif n'est pas en cours." } });
    // The bookseller-only reward is a bookseller's to take
    const { access } = await login(api, { email: BOOKSELLER, password: DEMO_PASSWORD });
    expect((await contribute(satellite, pro, access)).status).toBe(200);
  });
});
