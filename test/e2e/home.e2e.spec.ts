import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { ServedApi } from '../support/api-client';
import { all, homeFromTheBookshop, screenshots, shopInBrowser, Visit } from './support/browser';
import { expectCount } from './support/counts';

extend([a11yPlugin]);

interface Label {
  id: number;
  slug: string;
  name: string;
  theme: { primary: string };
  feature_crowdfunding: boolean;
  featureProjects: boolean;
  featureLibrary: boolean;
}

interface Campaign {
  title: string;
  started: boolean;
  finished: boolean;
  time_remaining: { total_seconds: number };
}

interface Book {
  name: string;
}

describe('the label home page in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  it('shows, for each label, the sections its flags allow', async () => {
    const labels = await all<Label>(api, '/api/labels/');
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) {
      // Given a label and its flags
      const sections = [
        ['En cours de financement participatif', label.feature_crowdfunding],
        ['En cours de production', label.featureProjects],
        ['Disponible chez nous', label.featureLibrary],
      ] as const;

      // When a visitor opens its home
      await v.page.goto(`${api.baseUrl}/${label.slug}/home`);
      await v.page.getByRole('heading', { level: 1 }).waitFor();
      // (a label may turn every section off: other suites make such labels)
      if (sections.some(([, shown]) => shown)) await v.page.locator('.section').first().waitFor();

      // Then exactly the allowed sections show, each with its help button
      for (const [title, shown] of sections) {
        const region = v.page.getByRole('region', { name: title });
        await expectCount(region, shown ? 1 : 0);
        if (shown) await expect(region.getByRole('button', { name: `Aide : ${title}` }).isVisible()).resolves.toBe(true);
      }
      // And the queer-romance link only on the label of id 1
      const romance = v.page.getByRole('link', { name: /romance queer/ });
      await expectCount(romance, label.id === 1 ? 1 : 0);
      if (label.id === 1) await expect(romance.getAttribute('href')).resolves.toBe('/queer-romance/home');

      // And the page wears the label's colours, taken from the API: as chosen when they read on its
      // background (WCAG AA, 4.5:1), made readable otherwise (a label staff gave a pale colour)
      const shown = (name: string) => v.page.evaluate<string>(`getComputedStyle(document.documentElement).getPropertyValue('--color-${name}').trim().toLowerCase()`);
      const [primary, background] = [await shown('primary'), await shown('background')];
      if (colord(label.theme.primary).contrast(background) >= 4.5) expect(primary).toBe(label.theme.primary.toLowerCase());
      else expect(colord(primary).contrast(background)).toBeGreaterThanOrEqual(4.5);
      await screenshots(v.page, `home-${label.slug}`);
    }
  });

  it('lists the running campaigns, the next books in production and the latest published books', async () => {
    // Given what the API says for label 1
    const campaigns = await all<Campaign>(api, '/api/crowdfundings/?label=1&public=true&limit=100');
    const running = campaigns.filter((c) => c.started && !c.finished);
    const finished = campaigns.filter((c) => c.finished);
    const production = (await api.get('/api/books/?published=false&label=1&ordering=project__release&limit=3')).body.results as Book[];
    const published = (await api.get('/api/books/?published=true&label=1&ordering=-project__release&limit=4')).body.results as Book[];
    expect(running.length).toBeGreaterThan(0);

    // When a visitor opens the home page
    await v.page.goto(`${api.baseUrl}/exemplaire/home`);
    const crowdfunding = v.page.getByRole('region', { name: 'En cours de financement participatif' });
    await crowdfunding.getByRole('article').first().waitFor();

    // Then every running campaign is shown, none of the finished ones, with a link to all projects
    for (const { title } of running) {
      await expect(crowdfunding.getByRole('heading', { name: title, exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const { title } of finished) {
      await expectCount(crowdfunding.getByRole('heading', { name: title, exact: true }), 0);
    }
    await expectCount(crowdfunding.getByRole('article'), running.length);
    await expect(crowdfunding.getByRole('link', { name: /Tous les projets/ }).getAttribute('href')).resolves.toBe('/exemplaire/projects');

    // And the books in production, in order, with the pre-order message
    const inProduction = v.page.getByRole('region', { name: 'En cours de production' });
    await expect(inProduction.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(production.map((b) => b.name));
    await expect(inProduction.getByText('Précommandez-les dès maintenant').isVisible()).resolves.toBe(true);

    // And the latest published books, with a link to the bookshop
    const available = v.page.getByRole('region', { name: 'Disponible chez nous' });
    await expect(available.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(published.map((b) => b.name));
    await expect(available.getByRole('link', { name: /Toute la librairie/ }).getAttribute('href')).resolves.toBe('/exemplaire/bookshop');

    // And every image has its size and loads lazily, except the page's first ones
    const images = await v.page.evaluate<{ src: string; width: string | null; height: string | null; loading: string | null }[]>(
      "Array.from(document.querySelectorAll('main img')).map((img) => ({ src: img.getAttribute('src'), width: img.getAttribute('width'), height: img.getAttribute('height'), loading: img.getAttribute('loading') }))",
    );
    for (const image of images) {
      expect(image.width).toMatch(/^\d+$/);
      expect(image.height).toMatch(/^\d+$/);
    }
    expect(images.filter((i) => i.loading === 'lazy').length).toBeGreaterThanOrEqual(images.length - 1);
  });

  it('explains each section in a help modal that Escape closes', async () => {
    await v.page.goto(`${api.baseUrl}/exemplaire/home`);
    const help = v.page.getByRole('button', { name: 'Aide : En cours de production' });
    await help.click();

    const dialog = v.page.getByRole('dialog', { name: 'Les livres en cours de production' });
    await dialog.waitFor();
    await expect(v.page.evaluate('document.activeElement?.getAttribute("aria-label")')).resolves.toBe('Fermer');
    await v.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(v.page.evaluate('document.activeElement?.textContent')).resolves.toBe('?Aide : En cours de production');
  });

  it("counts a campaign's last two days down live, in another label's colours", async () => {
    // Given a running campaign of label 2 with less than two days left
    const label = (await api.get('/api/labels/queer-romance/')).body;
    const campaigns = await all<Campaign>(api, `/api/crowdfundings/?label=${label.id}&public=true&limit=100`);
    const ending = campaigns.find((c) => c.started && !c.finished && c.time_remaining.total_seconds < 2 * 86_400);
    expect(ending).toBeDefined();

    // When a visitor opens that label's home
    await v.page.goto(`${api.baseUrl}/${label.slug}/home`);
    const countdown = v.page.getByRole('article', { name: ending!.title }).locator('time');
    await countdown.waitFor();

    // Then its time left reads in hours, minutes and seconds, and ticks every second
    const first = await countdown.textContent();
    expect(first).toMatch(/^\d+\u00a0h\u00a0\d{2}\u00a0min\u00a0\d{2}\u00a0s$/);
    await v.page.waitForTimeout(1500);
    await expect(countdown.textContent()).resolves.not.toBe(first);
  });

  it('says it is loading, then offers to try again when the campaigns cannot be loaded', async () => {
    // Given the campaigns endpoint fails for now
    let failing = true;
    await v.page.route('**/api/crowdfundings/**', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }) : route.fallback(),
    );

    // When a visitor goes to the home page inside the site (the browser asks for the campaigns)
    await homeFromTheBookshop(v.page, api);

    // Then the page says it is loading while the client retries, then shows the error
    await v.page.getByText('Chargement en cours...').waitFor();
    const retry = v.page.getByRole('button', { name: 'Réessayer' });
    await retry.waitFor();
    // in French, without the server's own words
    await expect(v.page.getByRole('alert').locator('p').textContent()).resolves.toBe("Les projets n'ont pas pu être chargés.");

    // And trying again once the API answers shows the campaigns
    failing = false;
    await retry.click();
    await v.page.getByRole('region', { name: 'En cours de financement participatif' }).getByRole('article').first().waitFor();
  });

  it('says so when no campaign is running', async () => {
    // Given a label without any campaign
    await v.page.route('**/api/crowdfundings/**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ count: 0, next: null, previous: null, results: [] }) }),
    );

    // When a visitor goes to its home page inside the site
    await homeFromTheBookshop(v.page, api);

    // Then the section says there is nothing to back yet
    await v.page.getByText('Aucun projet en cours de financement pour le moment.').waitFor();
  });

  it('sends / and the bare label to the default label home', async () => {
    await v.page.goto(`${api.baseUrl}/`);
    await v.page.waitForURL(`${api.baseUrl}/exemplaire/home`);
    await v.page.goto(`${api.baseUrl}/queer-romance`);
    await v.page.getByRole('region', { name: 'En cours de financement participatif' }).waitFor();
  });
});
