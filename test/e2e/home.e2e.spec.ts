import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Browser, chromium, Page } from 'playwright-core';
import { startTestApi, TestApi } from '../support/test-app';

/** The built SPA (`npm run build:web`), served by the API on the same port. */
const WEB_DIST = resolve(__dirname, '../../dist/web');
const SCREENSHOTS = join(__dirname, 'screenshots');
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

interface Campaign {
  title: string;
  started: boolean;
  finished: boolean;
}

/** Every public campaign of a label, as the API lists them (pages of 100, following `next`). */
async function publicCampaigns(api: TestApi, label: number): Promise<Campaign[]> {
  const campaigns: Campaign[] = [];
  let path: string | null = `/api/crowdfundings/?label=${label}&public=true&limit=100`;
  while (path) {
    const res: { status: number; body: { next: string | null; results: Campaign[] } } = await api.get(path);
    expect(res.status).toBe(200);
    campaigns.push(...res.body.results);
    path = res.body.next ? new URL(res.body.next).pathname + new URL(res.body.next).search : null;
  }
  return campaigns;
}

/** Waits until every image of the page, lazy ones included, has loaded (or failed), for a faithful screenshot. */
async function settleImages(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await page.waitForFunction('Array.from(document.images).every((img) => img.complete)');
  await page.evaluate('window.scrollTo(0, 0)');
}

describe('the label home page in a browser', () => {
  let api: TestApi;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, 'index.html'))) {
      throw new Error(`${WEB_DIST}/index.html est introuvable : construisez le SPA avant les tests (npm run build:web).`);
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    api = await startTestApi({ webDist: WEB_DIST });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  beforeEach(async () => {
    page = await browser.newPage({ viewport: DESKTOP, locale: 'fr-FR' });
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(async () => {
    await page.close();
    expect(pageErrors).toEqual([]);
  });

  it('lists the running public campaigns of the label, and no finished one', async () => {
    // Given the public campaigns of label 1, as the API reports them now
    const campaigns = await publicCampaigns(api, 1);
    const running = campaigns.filter((c) => c.started && !c.finished);
    const finished = campaigns.filter((c) => c.finished);
    expect(running.length).toBeGreaterThan(0);

    // When a visitor opens the home page of the label
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    const section = page.getByRole('region', { name: 'En cours de financement participatif' });
    await section.getByRole('article').first().waitFor();

    // Then every running campaign is shown, and none of the finished ones
    for (const { title } of running) {
      await expect(section.getByRole('heading', { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const { title } of finished) {
      await expect(page.getByRole('heading', { name: title, exact: true }).count()).resolves.toBe(0);
    }
    await expect(section.getByRole('article').count()).resolves.toBe(running.length);

    // And the page wears the label's colours, taken from the API
    const label = (await api.get('/api/labels/exemplaire/')).body;
    const primary = await page.evaluate<string>("document.documentElement.style.getPropertyValue('--color-primary')");
    expect(primary.toLowerCase()).toBe(label.theme.primary.toLowerCase());

    await settleImages(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'home-1280x900.png') });
    await page.screenshot({ path: join(SCREENSHOTS, 'home-1280x900-full.png'), fullPage: true });
    await page.setViewportSize(MOBILE);
    await settleImages(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'home-390x844.png') });
    await page.screenshot({ path: join(SCREENSHOTS, 'home-390x844-full.png'), fullPage: true });
  });

  it("counts a campaign's last two days down live, in another label's colours", async () => {
    // Given a running campaign of label 2 with less than two days left
    const label = (await api.get('/api/labels/queer-romance/')).body;
    const campaigns = (await publicCampaigns(api, label.id)) as (Campaign & { time_remaining: { total_seconds: number } })[];
    const ending = campaigns.find((c) => c.started && !c.finished && c.time_remaining.total_seconds < 2 * 86_400);
    expect(ending).toBeDefined();

    // When a visitor opens that label's home
    await page.goto(`${api.baseUrl}/${label.slug}/home`);
    const card = page.getByRole('article', { name: ending!.title });
    const countdown = card.locator('time');
    await countdown.waitFor();

    // Then its time left reads HH:MM:SS and ticks every second
    const first = await countdown.textContent();
    expect(first).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.waitForTimeout(1500);
    await expect(countdown.textContent()).resolves.not.toBe(first);
    await settleImages(page);
    await page.screenshot({ path: join(SCREENSHOTS, `home-${label.slug}-1280x900.png`) });
    await page.setViewportSize(MOBILE);
    await settleImages(page);
    await page.screenshot({ path: join(SCREENSHOTS, `home-${label.slug}-390x844.png`), fullPage: true });
  });

  it('says it is loading, then offers to try again when the campaigns cannot be loaded', async () => {
    // Given the campaigns endpoint fails for now
    let failing = true;
    await page.route('**/api/crowdfundings/**', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Erreur interne du serveur."}' }) : route.fallback(),
    );

    // When a visitor opens the home page
    await page.goto(`${api.baseUrl}/exemplaire/home`);

    // Then the page says it is loading while the client retries, then shows the error
    await page.getByText('Chargement en cours...').waitFor();
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await retry.waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Erreur interne du serveur.');

    // And trying again once the API answers shows the campaigns
    failing = false;
    await retry.click();
    await page.getByRole('article').first().waitFor();
  });

  it('says so when no campaign is running', async () => {
    // Given a label without any campaign
    await page.route('**/api/crowdfundings/**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ count: 0, next: null, previous: null, results: [] }) }),
    );

    // When a visitor opens its home page
    await page.goto(`${api.baseUrl}/exemplaire/home`);

    // Then the section says there is nothing to back yet
    await page.getByText('Aucun projet en cours de financement pour le moment.').waitFor();
  });

  it('sends / to the default label home', async () => {
    // When a visitor opens the site root
    await page.goto(`${api.baseUrl}/`);

    // Then they land on the home of the default label
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
  });

  it('shows the 404 page for an unknown path of a label', async () => {
    // When a visitor opens a path that does not exist
    await page.goto(`${api.baseUrl}/exemplaire/nimporte-quoi`);

    // Then the 404 page says so and leads back to the label's home
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await expect(page.getByText("La page que vous recherchez n'existe pas.").isVisible()).resolves.toBe(true);
    const back = page.getByRole('link', { name: "Revenir à la page d'accueil." });
    await expect(back.getAttribute('href')).resolves.toBe('/exemplaire/home');
    await settleImages(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'not-found-1280x900.png') });
  });

  it('sends an unknown label to /404', async () => {
    // When a visitor opens the home of a label that does not exist
    await page.goto(`${api.baseUrl}/zzz/home`);

    // Then they land on /404
    await page.waitForURL(`${api.baseUrl}/404`);
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
  });
});
