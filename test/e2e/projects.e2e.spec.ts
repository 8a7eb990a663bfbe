import type { ServedApi } from '../support/api-client';
import { all, openFromTheBookshop, screenshots, shopInBrowser, Visit } from './support/browser';
import { expectCount } from './support/counts';

interface Book {
  name: string;
}

describe('the projects page in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  it('shows the running campaigns and the books in production, with a link to the bookshop', async () => {
    await v.page.goto(`${api.baseUrl}/exemplaire/projets`);
    await v.page.getByRole('heading', { level: 1, name: 'Projets en cours' }).waitFor();
    const crowdfunding = v.page.getByRole('region', { name: 'En cours de financement participatif' });
    await crowdfunding.getByRole('article').first().waitFor();
    await v.page.getByRole('region', { name: 'En cours de production' }).getByRole('article').first().waitFor();
    await expect(v.page.getByRole('link', { name: /Voir les livres déjà parus/ }).getAttribute('href')).resolves.toBe('/exemplaire/librairie');
    await screenshots(v.page, 'projects');
  });

  it('loads the next books through the `next` link when the bottom of the list comes into view', async () => {
    // Given pages of two books (the first request asks for 2; the API's next links follow)
    const expected = await all<Book>(api, '/api/books/?published=false&label=1&ordering=project__release&limit=100');
    expect(expected.length).toBeGreaterThan(4);
    const asked: string[] = [];
    await v.page.route('**/api/books/?*', (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('published') !== 'false') return route.fallback();
      asked.push(url.search);
      if (!url.searchParams.has('offset')) url.searchParams.set('limit', '2');
      return route.fallback({ url: url.toString() });
    });

    // When the visitor goes to the projects page inside the site (the browser asks for the books)
    await openFromTheBookshop(v.page, api, '/exemplaire/projets');
    const production = v.page.getByRole('region', { name: 'En cours de production' });
    await production.getByRole('article').first().waitFor();

    // Then scrolling down loads every book, page after page, in order
    for (let i = 0; i < 10 && (await production.getByRole('article').count()) < expected.length; i++) {
      await v.page.mouse.wheel(0, 2000);
      await v.page.waitForTimeout(250);
    }
    await expect(production.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(expected.map((b) => b.name));
    expect(asked.filter((search) => search.includes('offset=')).length).toBe(Math.ceil(expected.length / 2) - 1);
    await expectCount(production.getByTestId('infinite-anchor'), 0);
  });
});
