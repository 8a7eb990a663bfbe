import { Browser, Locator } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { all, MOBILE, openFromTheBookshop, screenshots, shopInBrowser, visit, Visit } from './support/browser';
import { expectCount } from './support/counts';

interface Campaign {
  title: string;
  slug: string;
  started: boolean;
  finished: boolean;
  disabled: boolean;
  succeeded: boolean;
  in_production: boolean;
  released: boolean;
  book_slug: string | null;
}

/** The card of a campaign in a section of the projects page. */
const card = (section: Locator, title: string) => section.getByRole('article', { name: title });

describe('running, upcoming and finished campaigns on the projects page', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;
  let campaigns: Campaign[];
  shopInBrowser({ started: (shop) => ({ api, browser } = shop), visited: (visit) => (v = visit), current: () => v });

  beforeAll(async () => {
    campaigns = await all<Campaign>(api, '/api/crowdfundings/?label=1&public=true&ordering=-start_date&limit=100');
  });

  const find = (test: (c: Campaign) => boolean) => {
    const found = campaigns.find(test);
    if (!found) throw new Error('the demo lacks a campaign in that state');
    return found;
  };

  it('asks for every public campaign as spec §7 does and shows each under its state', async () => {
    const { page } = v;
    const running = find((c) => c.started && !c.finished && !c.disabled);
    const upcoming = find((c) => !c.started);
    const inProduction = find((c) => c.finished && c.succeeded && c.in_production);
    const released = find((c) => c.finished && c.succeeded && c.released);
    const failed = find((c) => c.finished && !c.succeeded);
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/crowdfundings/') asked.push(url.searchParams);
    });

    // When a visitor goes to the projects page inside the site (the browser makes the page's call)
    await openFromTheBookshop(page, api, '/exemplaire/projets');
    await page.getByRole('heading', { level: 1, name: 'Projets en cours' }).waitFor();
    const runningSection = page.getByRole('region', { name: 'En cours de financement participatif' });
    const upcomingSection = page.getByRole('region', { name: 'Bientôt en financement participatif' });
    const finishedSection = page.getByRole('region', { name: 'Financements participatifs terminés' });
    await card(finishedSection, failed.title).waitFor();

    // Then the campaigns came from spec §7's call, without a state filter
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([{ label: '1', public: 'true', ordering: '-start_date', limit: '6' }]);

    // And each campaign is in its section, with its state on its card
    await expectCount(runningSection.getByRole('article'), campaigns.filter((c) => c.started && !c.finished && !c.disabled).length);
    await expect(card(runningSection, running.title).locator('.campaign-state').textContent()).resolves.toBe('En cours');
    await expectCount(card(runningSection, running.title).getByRole('progressbar'), 1);

    const soon = card(upcomingSection, upcoming.title);
    await expect(soon.locator('.campaign-state').textContent()).resolves.toBe('À venir');
    await expect(soon.textContent()).resolves.toMatch(/Lancement le \d{1,2}(?:er)? \S+ \d{4}, objectif de/);
    await expectCount(soon.getByRole('progressbar'), 0);

    const produced = card(finishedSection, inProduction.title);
    await expect(produced.locator('.campaign-state').textContent()).resolves.toBe('Objectif atteint');
    await expect(produced.textContent()).resolves.toMatch(/Le livre est en cours de production et sortira le \d{1,2}(?:er)? \S+ \d{4}\./);
    await expect(produced.getByRole('link', { name: /Précommander le livre/ }).getAttribute('href')).resolves.toBe(`/exemplaire/librairie/livre/${inProduction.book_slug}`);
    const out = card(finishedSection, released.title);
    await expect(out.textContent()).resolves.toContain('Le livre est paru : il vous attend dans notre librairie.');
    await expect(out.getByRole('link', { name: /Voir le livre dans la librairie/ }).getAttribute('href')).resolves.toBe(`/exemplaire/librairie/livre/${released.book_slug}`);
    const missed = card(finishedSection, failed.title);
    await expect(missed.locator('.campaign-state').textContent()).resolves.toBe('Objectif non atteint');
    await expect(missed.textContent()).resolves.toContain('La campagne est terminée sans avoir atteint son objectif.');
    await expect(missed.textContent()).resolves.toMatch(/Terminé le \d{1,2}(?:er)? \S+ \d{4}/);
    await expectCount(finishedSection.getByRole('article'), campaigns.filter((c) => c.finished).length);

    // And the sections built here pass WCAG 2.1 AA
    expect(await axeViolations(page, '.section:has(.campaign-card)')).toEqual([]);
    await screenshots(page, 'projects-states');
    await screenshots(page, 'projects-states-finished', '.campaign-card--failed');
  });

  it('leads from a card to the campaign page, which tells the same state', async () => {
    const { page } = v;
    const upcoming = find((c) => !c.started);
    const failed = find((c) => c.finished && !c.succeeded);
    const inProduction = find((c) => c.finished && c.succeeded && c.in_production);

    await page.goto(`${api.baseUrl}/exemplaire/projets`);
    await page.getByRole('region', { name: 'Bientôt en financement participatif' }).getByRole('link', { name: upcoming.title, exact: true }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/financement-participatif/${upcoming.slug}`);
    await page.getByText('Les contributions ouvriront au lancement de la campagne.').waitFor();
    await expectCount(page.getByRole('link', { name: 'Contribuer' }), 0);
    await screenshots(page, 'campaign-upcoming');

    await page.goBack();
    await page.getByRole('region', { name: 'Financements participatifs terminés' }).getByRole('link', { name: failed.title, exact: true }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/financement-participatif/${failed.slug}`);
    await page.getByText('Cette campagne est terminée.').waitFor();
    await page.getByText("Merci à toutes celles et ceux qui l'ont soutenue.").waitFor();
    await expectCount(page.getByRole('link', { name: 'Contribuer' }), 0);
    await screenshots(page, 'campaign-failed');

    await page.goto(`${api.baseUrl}/exemplaire/financement-participatif/${inProduction.slug}`);
    await page.getByText(/Objectif atteint, merci à toutes et à tous ! Le livre est en cours de production/).waitFor();
    await expect(page.getByRole('link', { name: 'Précommander le livre' }).getAttribute('href')).resolves.toBe(`/exemplaire/librairie/livre/${inProduction.book_slug}`);
  });

  it('shows only the sections a label has campaigns for, on a phone too', async () => {
    await v.close();
    v = await visit(browser, api, MOBILE);
    const { page } = v;
    const label = (await api.get('/api/labels/queer-romance/')).body;
    const theirs = await all<Campaign>(api, `/api/crowdfundings/?label=${label.id}&public=true&ordering=-start_date&limit=100`);
    const running = theirs.filter((c) => c.started && !c.finished && !c.disabled);
    expect(running.length).toBe(theirs.length);

    await page.goto(`${api.baseUrl}/queer-romance/projets`);
    const runningSection = page.getByRole('region', { name: 'En cours de financement participatif' });
    await card(runningSection, running[0]!.title).waitFor();
    await page.getByRole('region', { name: 'En cours de production' }).waitFor();
    await expectCount(page.getByRole('region', { name: 'Bientôt en financement participatif' }), 0);
    await expectCount(page.getByRole('region', { name: 'Financements participatifs terminés' }), 0);
  });
});
