import { Browser } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { END_OF_VISIT_TIMEOUT_MS, PIXEL_URL, screenshots, startShop, visit, Visit, waitUntil } from './support/browser';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

interface CampaignDetail {
  title: string;
  slug: string;
  description_text: string;
  facebook_pixel_id: string | null;
  author: { name: string };
  news_count: number;
  faqs_count: number;
  contributions_count: number;
  news: { subject: string }[];
  faqs: { question: string; response: string }[];
  compensations: { name: string; remaining_quantity: number | null; limited: boolean; bookseller_only: boolean }[];
}

const SATELLITE = 'memoires-d-un-satellite';

describe('a crowdfunding campaign in a browser', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  let satellite: CampaignDetail;

  beforeAll(async () => {
    ({ api, browser } = await startShop());
    satellite = (await api.get(`/api/crowdfundings/${SATELLITE}/?expand=news,faqs,compensations,author`)).body;
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  beforeEach(async () => {
    v = await visit(browser, api);
    await v.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.baseUrl });
  });

  afterEach(async () => {
    await v.close();
    expect(v.pageErrors).toEqual([]);
  }, END_OF_VISIT_TIMEOUT_MS);

  it('asks before measuring: refused, no request leaves for the pixel; accepted from « Gestion des cookies », the pixel loads', async () => {
    // A first visit: nothing chosen yet
    const first = await visit(browser, api, undefined, { consent: 'ask' });
    try {
      const { page } = first;
      const campaign = `${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}`;
      await page.goto(campaign);
      await page.getByRole('heading', { level: 1, name: satellite.title }).waitFor();
      const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' });
      await banner.waitFor();
      // Refusing is as visible as accepting: two buttons of the same size, side by side
      const [refuse, accept] = [banner.getByRole('button', { name: 'Tout refuser' }), banner.getByRole('button', { name: 'Tout accepter' })];
      const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
      expect(Math.abs(refuseBox!.width - acceptBox!.width)).toBeLessThan(2);
      expect(Math.abs(refuseBox!.height - acceptBox!.height)).toBeLessThan(2);
      expect(await page.locator('img.tracking-pixel').count()).toBe(0);
      await screenshots(page, 'consent-banner');
      await page.setViewportSize({ width: 1280, height: 900 });

      // Refused: the banner goes, nothing is asked of the tracker, even on the next page and after a reload
      await refuse.click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { level: 1, name: satellite.title }).waitFor();
      await page.goto(`${campaign}/contribute`);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('region', { name: 'Cookies et mesure d’audience' }).count()).toBe(0);
      expect(first.outside.filter((url) => PIXEL_URL.test(url))).toEqual([]);

      // The visitor changes their mind from the footer: the choice is offered again, with the current one
      await page.goto(campaign);
      await page.getByRole('heading', { level: 1, name: satellite.title }).waitFor();
      await page.getByRole('button', { name: 'Gestion des cookies' }).click();
      await banner.getByText('Votre choix actuel : mesure refusée.').waitFor();
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') !== null)).resolves.toBe(true);
      await banner.getByRole('button', { name: 'Tout accepter' }).click();
      await page.locator('img.tracking-pixel').waitFor({ state: 'attached' });
      await waitUntil(() => first.outside.some((url) => PIXEL_URL.test(url) && url.includes(`id=${satellite.facebook_pixel_id}`)));
      expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('consent'))) ?? '{}')).toMatchObject({ measure: true });
      expect(first.pageErrors).toEqual([]);
    } finally {
      await first.close();
    }
  });

  it('goes from the home to the campaign, through every tab, and back', async () => {
    const { page } = v;
    const base = `${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}`;

    // Given the visitor on the home page
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    expect(v.outside).toEqual([]);

    // When they open the running campaign
    await page.getByRole('link', { name: satellite.title, exact: true }).click();
    await page.waitForURL(base);
    await page.getByRole('heading', { level: 1, name: satellite.title }).waitFor();

    // Then its figures, title and meta description are there
    await expect(page.getByTestId('reached').textContent()).resolves.toMatch(/^4\s800\s€$/);
    await expect(page.getByTestId('percent').textContent()).resolves.toMatch(/^60\s%$/);
    await expect(page.getByTestId('time-left').textContent()).resolves.toMatch(/^\d+ jours restants$/);
    await expect(page.locator('.campaign-info__pie').getAttribute('src')).resolves.toBe('/media/labels/exemplaire/pie-60.svg');
    await expect(page.title()).resolves.toBe(`${satellite.title} — Exemplaire`);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description!.length).toBeLessThanOrEqual(200);
    expect(description!.endsWith('…')).toBe(true);
    expect(satellite.description_text.replace(/\s+/g, ' ').startsWith(description!.slice(0, -1))).toBe(true);
    await expect(page.getByRole('link', { name: 'Contribuer' }).getAttribute('href')).resolves.toBe(`/exemplaire/financement-participatif/${SATELLITE}/contribute`);

    // And the owner's pixel was asked for (and blocked here), the only request leaving the site
    await page.locator('img.tracking-pixel').waitFor({ state: 'attached' });
    expect(v.outside.length).toBeGreaterThan(0);
    expect(v.outside.every((url) => PIXEL_URL.test(url) && url.includes(`id=${satellite.facebook_pixel_id}`))).toBe(true);

    // And the description tab is current, every tab with something in it shown with its count
    const tabs = page.getByRole('navigation', { name: 'Sections du projet' });
    await expect(tabs.getByRole('link').allTextContents()).resolves.toEqual([
      'Description',
      `Actualités${satellite.news_count}`,
      `Contributions${satellite.contributions_count}`,
      `FAQ${satellite.faqs_count}`,
    ]);
    await expect(tabs.getByRole('link', { name: 'Description' }).getAttribute('aria-current')).resolves.toBe('page');
    // with the large author block
    await page
      .getByRole('region', { name: satellite.author.name })
      .getByRole('link', { name: `Découvrir ${satellite.author.name}` })
      .waitFor();
    await screenshots(page, 'campaign-description');

    // When they open the news: the URL changes and every news item shows
    await tabs.getByRole('link', { name: /Actualités/ }).click();
    await page.waitForURL(`${base}/news`);
    for (const news of satellite.news) await page.getByRole('heading', { name: news.subject }).waitFor();
    await expect(page.locator('.news-item__date').first().textContent()).resolves.toMatch(/^Le \d{1,2}(?:er)? [a-zéû]+ \d{4}/);
    await screenshots(page, 'campaign-news', '.tabs');

    // And the backers: 20 first, 20 more with 'En voir plus'
    await tabs.getByRole('link', { name: /Contributions/ }).click();
    await page.waitForURL(`${base}/contributions`);
    const backers = page.locator('.backer');
    await backers.first().waitFor();
    await expectCount(backers, 20);
    await screenshots(page, 'campaign-contributions', '.tabs');
    await page.getByRole('button', { name: 'En voir plus' }).click();
    await waitForCondition(page, 'document.querySelectorAll(".backer").length === 40');

    // And the FAQ, an accordion
    await tabs.getByRole('link', { name: /FAQ/ }).click();
    await page.waitForURL(`${base}/faq`);
    const first = satellite.faqs[0];
    const answer = page.getByText(first.response);
    await expect(answer.isVisible()).resolves.toBe(false);
    await page.getByText(first.question).click();
    await expect(answer.isVisible()).resolves.toBe(true);
    await screenshots(page, 'campaign-faq', '.tabs');

    // And back: each tab in turn, then the home
    await page.goBack();
    await page.waitForURL(`${base}/contributions`);
    await page.goBack();
    await page.waitForURL(`${base}/news`);
    await page.goBack();
    await page.waitForURL(base);
    await page.goBack();
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
    await page.getByRole('region', { name: 'En cours de financement participatif' }).waitFor();
  });

  it('shows only the tabs with something in them, and sends an empty tab back to the description', async () => {
    // Given a campaign not started yet: FAQ, but no news and no backers
    const upcoming: CampaignDetail = (await api.get('/api/crowdfundings/les-oiseaux-de-tombouctou/')).body;
    expect(upcoming.news_count).toBe(0);
    expect(upcoming.contributions_count).toBe(0);
    expect(upcoming.faqs_count).toBeGreaterThan(0);
    const base = `${api.baseUrl}/exemplaire/financement-participatif/${upcoming.slug}`;

    // When a visitor opens it
    await v.page.goto(base);
    const tabs = v.page.getByRole('navigation', { name: 'Sections du projet' });
    await tabs.waitFor();

    // Then only Description and FAQ show, and no 'Contribuer' yet
    await expect(tabs.getByRole('link').allTextContents()).resolves.toEqual(['Description', `FAQ${upcoming.faqs_count}`]);
    // (the demo's dates follow the day it was seeded: compare with the API's own French label)
    const startsOn = (upcoming as unknown as { time_label: string }).time_label;
    expect(startsOn).toMatch(/^Commence le \d{1,2}(er)? \p{L}+ \d{4}$/u);
    await expect(v.page.getByTestId('time-left').textContent()).resolves.toBe(startsOn);
    await expectCount(v.page.getByRole('link', { name: 'Contribuer' }), 0);

    // And its news and contributions URLs lead back to the description
    await v.page.goto(`${base}/news`);
    await v.page.waitForURL(base);
    await v.page.goto(`${base}/contributions`);
    await v.page.waitForURL(base);
    // No pixel for a campaign without one
    expect(v.outside).toEqual([]);
  });

  it('shows the reward catalogue: prices, what is left, sold out, locked', async () => {
    await v.page.goto(`${api.baseUrl}/exemplaire/crowdfunding/${SATELLITE}`);
    const rewards = v.page.getByRole('region', { name: 'Les contreparties' });
    await rewards.getByRole('article').first().waitFor();
    await expectCount(rewards.getByRole('article'), satellite.compensations.length);

    // A sold-out reward is greyed out, says so, and cannot be chosen
    const soldOut = satellite.compensations.find((c) => c.limited && c.remaining_quantity === 0)!;
    const soldOutCard = rewards.getByRole('article', { name: soldOut.name });
    await expect(soldOutCard.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(soldOutCard.getByText('Épuisé').isVisible()).resolves.toBe(true);
    await expect(soldOutCard.getByRole('button').isDisabled()).resolves.toBe(true);

    // A bookseller-only reward is locked for a reader, with a note
    const pro = satellite.compensations.find((c) => c.bookseller_only)!;
    const proCard = rewards.getByRole('article', { name: pro.name });
    await expect(proCard.getByText(/Réservée aux libraires/).isVisible()).resolves.toBe(true);
    await expect(proCard.getByRole('button').isDisabled()).resolves.toBe(true);

    // Another reward leads to the contribution form with it added
    const choose = rewards.getByRole('link', { name: /Choisir/ }).first();
    await expect(choose.getAttribute('href')).resolves.toMatch(new RegExp(`^/exemplaire/financement-participatif/${SATELLITE}/contribute/\\d+$`));
    const chosenName = (await choose.textContent())!.match(/« (.+) »/)![1]!;
    await choose.click();
    // The contribution form opens with that reward already added
    await v.page.getByRole('heading', { name: 'Votre contribution' }).waitFor();
    await expect(v.page.getByRole('listitem', { name: chosenName }).getByLabel('Quantité').inputValue()).resolves.toBe('1');
  });

  it('says how many are left of a limited reward, and counts books for a goal in books', async () => {
    await v.page.goto(`${api.baseUrl}/queer-romance/financement-participatif/le-bal-des-coeurs-fauves`);
    await v.page.getByText(/^Plus que \d+ disponibles$/).waitFor();
    await expect(v.page.getByTestId('reached').textContent()).resolves.toMatch(/^\d+ livres$/);
    await expect(v.page.getByTestId('time-left').textContent()).resolves.toMatch(/\d+\u00a0h\u00a0\d{2}\u00a0min\u00a0\d{2}\u00a0s$/);
    // Reward names stay on their card: at most 40 characters, the full name in a tooltip
    for (const name of await v.page.locator('.reward__name').allTextContents()) expect(name.length).toBeLessThanOrEqual(40);
  });

  it('tells a finished, successful campaign is in production, with a link to the shop', async () => {
    await v.page.goto(`${api.baseUrl}/exemplaire/financement-participatif/l-annee-des-lucioles`);
    await v.page.getByText('Cette campagne est terminée.').waitFor();
    await v.page.getByText(/Le livre est en cours de production et sortira le \d{1,2}(?:er)? [a-zéû]+ \d{4}/).waitFor();
    await expect(v.page.getByRole('link', { name: 'Précommander le livre' }).getAttribute('href')).resolves.toBe('/exemplaire/librairie/livre/l-annee-des-lucioles');
    await expectCount(v.page.getByRole('link', { name: 'Contribuer' }), 0);

    await v.page.goto(`${api.baseUrl}/exemplaire/financement-participatif/les-sentinelles-du-vercors`);
    await v.page.getByText(/Le livre est paru/).waitFor();
    await screenshots(v.page, 'campaign-finished');
  });

  it('shares the campaign: a share window per network, and the link copied', async () => {
    const url = `${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}`;
    await v.page.goto(`${url}/faq`);

    const share = [
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
      ['Bluesky', `https://bsky.app/intent/compose?text=`],
      ['Linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
      ['X (Twitter)', `https://x.com/intent/tweet?url=${encodeURIComponent(url)}`],
    ];
    for (const [network, address] of share) {
      const [popup] = await Promise.all([v.context.waitForEvent('page'), v.page.getByRole('button', { name: `Partager sur ${network} (nouvelle fenêtre)` }).click()]);
      await waitUntil(() => v.popups.some((requested) => requested.startsWith(address)));
      await popup.close();
    }
    expect(v.popups.find((u) => u.startsWith('https://bsky.app'))).toContain(encodeURIComponent(url));

    await v.page.getByRole('button', { name: 'Copier le lien' }).click();
    await v.page.getByText('Lien copié').waitFor();
    await expect(v.page.evaluate('navigator.clipboard.readText()')).resolves.toBe(url);
  });

  it('sends an unknown campaign or tab to the 404 page', async () => {
    await v.page.goto(`${api.baseUrl}/exemplaire/financement-participatif/nexiste-pas`);
    await v.page.waitForURL(`${api.baseUrl}/exemplaire/404`);
    await v.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();

    await v.page.goto(`${api.baseUrl}/exemplaire/financement-participatif/${SATELLITE}/nimporte-quoi`);
    await v.page.waitForURL(`${api.baseUrl}/exemplaire/404`);
  });
});
