import { Browser, Page } from 'playwright-core';
import type { ServedApi } from '../support/api-client';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, homeFromTheBookshop, MOBILE, screenshots, startShop, visit, Visit, watchLoadingBanner } from './support/browser';
import { expectCount } from './support/counts';
import { waitForCondition } from './support/wait';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the page frame in a browser', () => {
  let api: ServedApi;
  let browser: Browser;
  let v: Visit;

  beforeAll(async () => {
    ({ api, browser } = await startShop());
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
  });

  afterEach(async () => {
    // Nothing leaves the site but the campaign owner's pixel, on campaign pages
    await endVisits([v], { allowPixel: true });
  }, END_OF_VISIT_TIMEOUT_MS);

  describe('menus and keyboard', () => {
    it('opens and closes the burger menu with the keyboard on a phone', async () => {
      v = await visit(browser, api, MOBILE);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/home`);
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await burger.waitFor();
      await expect(menu.isVisible()).resolves.toBe(false);

      // Enter opens it, focus goes to its first item
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Fermer le menu' }).first().getAttribute('aria-expanded')).resolves.toBe('true');
      await waitForCondition(page, 'document.querySelector("#side-menu").contains(document.activeElement)');
      await expect(menu.isVisible()).resolves.toBe(true);
      await screenshots(page, 'menu-open');
      await page.setViewportSize(MOBILE);

      // Escape closes it, focus back on the burger
      await page.keyboard.press('Escape');
      await waitForCondition(page, '!document.querySelector("#side-menu").classList.contains("is-open")');
      await expect(page.evaluate('document.activeElement?.getAttribute("aria-controls")')).resolves.toBe('side-menu');

      // Space opens it again; following a link navigates and closes it
      await page.keyboard.press('Space');
      await menu.getByRole('link', { name: 'Projets en cours' }).waitFor();
      await menu.getByRole('link', { name: 'Projets en cours' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${api.baseUrl}/exemplaire/projets`);
      await waitForCondition(page, '!document.querySelector("#side-menu").classList.contains("is-open")');

      // A click beside it closes it too
      await burger.click();
      await page.locator('.side-menu__backdrop').click({ position: { x: 370, y: 400 } });
      await waitForCondition(page, '!document.querySelector("#side-menu").classList.contains("is-open")');
    });

    it("opens 'Nos collections' with the keyboard and leads to another label", async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/home`);
      const toggle = page.getByRole('button', { name: 'Nos collections' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Nos collections');

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Cœurs Vaillants');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${api.baseUrl}/queer-romance/home`);
      await page.getByRole('heading', { level: 1, name: /queer/ }).waitFor();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    });

    it('offers a skip link as the first stop of the keyboard', async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/home`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Aller au contenu' });
      await expect(page.evaluate('document.activeElement?.textContent')).resolves.toBe('Aller au contenu');
      await expect(skip.isVisible()).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.evaluate('document.activeElement?.id')).resolves.toBe('main');
    });

    it('shows the account menu of a logged-in member, and the back office to staff', async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/home`);
      await expect(page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).resolves.toBe('/exemplaire/login?returnUrl=%2Fexemplaire%2Fhome');

      await page.getByRole('link', { name: 'Se connecter' }).click();
      await page.getByLabel('Adresse e-mail').fill('equipe@exemplaire.test');
      await page.getByLabel('Mot de passe', { exact: true }).fill('motdepasse');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
      // The URL changes first; the page follows once its code is there (and a new page closes open menus)
      await page.locator('.hero').waitFor();
      const account = page.getByRole('button', { name: /Équipe/ });
      await account.click();
      await page.getByRole('link', { name: 'Mon compte' }).waitFor();
      await expect(page.getByRole('link', { name: 'Arrière boutique' }).getAttribute('href')).resolves.toBe('/exemplaire/arriere-boutique');

      // The dropdown closes on a click outside
      await page.getByRole('heading', { level: 1 }).click();
      await expect(account.getAttribute('aria-expanded')).resolves.toBe('false');

      // Logging out forgets everything and goes home
      await account.click();
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.getByRole('link', { name: 'Se connecter' }).waitFor();
      await expect(page.evaluate('localStorage.length')).resolves.toBe(0);
    });
  });

  describe('header', () => {
    it('becomes fixed after 60 px of scroll, and relative again when scrolling up', async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/home`);
      await page.locator('.section').first().waitFor();
      const bar = page.locator('.site-header__bar');
      await expect(bar.getAttribute('data-fixed')).resolves.toBe('false');

      await page.mouse.wheel(0, 400);
      await waitForCondition(page, 'document.querySelector(".site-header__bar").dataset.fixed === "true"');
      await expect(page.evaluate('getComputedStyle(document.querySelector(".site-header__bar")).position')).resolves.toBe('fixed');

      await page.mouse.wheel(0, -150);
      await waitForCondition(page, 'document.querySelector(".site-header__bar").dataset.fixed === "false"');
      await expect(page.evaluate('getComputedStyle(document.querySelector(".site-header__bar")).position')).resolves.toBe('static');
    });

    it('is hidden on author pages', async () => {
      v = await visit(browser, api);
      await v.page.goto(`${api.baseUrl}/exemplaire/auteurs/yanis-belkacem`);
      await v.page.getByRole('heading', { level: 1, name: 'Yanis Belkacem' }).waitFor();
      await expectCount(v.page.locator('.site-header'), 0);
      await expect(v.page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).resolves.toBe(true);
    });

    it('gives author pages on a phone a floating menu button that opens the side menu', async () => {
      v = await visit(browser, api, MOBILE);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/auteurs/yanis-belkacem`);
      await page.getByRole('heading', { level: 1, name: 'Yanis Belkacem' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      // No header, so the floating button is the only way to the menu: shown, at the top left, above the page
      const button = page.locator('.floating-menu-button');
      await expect(button.isVisible()).resolves.toBe(true);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(menu.isVisible()).resolves.toBe(false);
      const box = await button.boundingBox();
      expect(box && box.x < 60 && box.y < 60).toBe(true);
      // Still there once scrolled down
      await page.mouse.wheel(0, 600);
      await waitForCondition(page, 'window.scrollY > 0');
      await expect(button.isVisible()).resolves.toBe(true);

      // A tap opens the side menu
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await waitForCondition(page, 'document.querySelector("#side-menu").classList.contains("is-open")');
      await expect(menu.isVisible()).resolves.toBe(true);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await screenshots(page, 'author-floating-menu-open');
      await page.setViewportSize(MOBILE);

      // Following one of its links leads there and closes it
      await menu.getByRole('link', { name: 'Projets en cours' }).click();
      await page.waitForURL(`${api.baseUrl}/exemplaire/projets`);
      await waitForCondition(page, '!document.querySelector("#side-menu").classList.contains("is-open")');
      // The other pages have their header's burger instead
      await expectCount(page.locator('.floating-menu-button'), 0);
    });

    it('keeps the floating menu button off wide screens, where the side menu always shows', async () => {
      v = await visit(browser, api);
      await v.page.goto(`${api.baseUrl}/exemplaire/auteurs/yanis-belkacem`);
      await v.page.getByRole('heading', { level: 1, name: 'Yanis Belkacem' }).waitFor();
      await expect(v.page.locator('.floating-menu-button').isVisible()).resolves.toBe(false);
    });
  });

  describe('loading banner', () => {
    it('appears for a slow answer, animates the emblem, then goes', async () => {
      v = await visit(browser, api);
      const { page } = v;
      // Given the API answers the campaigns one second late
      await page.route('**/api/crowdfundings/**', async (route) => {
        await delay(1000);
        await route.fallback();
      });

      // When a visitor on the bookshop goes to the home (the page the server rendered came with its data: the SPA's next page asks the API)
      await homeFromTheBookshop(page, api);

      // Then 'Chargement en cours...' shows with the label's emblem stepping
      const banner = page.getByRole('status').filter({ hasText: 'Chargement en cours...' });
      await banner.waitFor();
      const emblem = banner.locator('img');
      const first = await emblem.getAttribute('src');
      expect(first).toMatch(/\/media\/labels\/exemplaire\/emblem-\d+\.svg$/);
      await waitForCondition(page, `document.querySelector('.loading-banner__emblem')?.getAttribute('src') !== ${JSON.stringify(first)}`);

      // And it goes once the answer is there
      await page.getByRole('region', { name: 'En cours de financement participatif' }).getByRole('article').first().waitFor();
      await waitForCondition(page, '!document.querySelector(".loading-banner__box")');
    });

    it('goes after at most 5 s, even while still waiting', async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.route('**/api/crowdfundings/**', async (route) => {
        await delay(7000);
        await route.fallback().catch(() => undefined);
      });
      // The page times the banner itself: the test's own polling would add its delays under load
      await page.addInitScript(`window.__banner = {};
        new MutationObserver(() => {
          const box = document.querySelector('.loading-banner__box');
          if (box && window.__banner.shown === undefined) window.__banner.shown = performance.now();
          if (!box && window.__banner.shown !== undefined && window.__banner.gone === undefined) window.__banner.gone = performance.now();
        }).observe(document, { childList: true, subtree: true });`);
      await homeFromTheBookshop(page, api);
      await page.locator('.loading-banner__box').waitFor();
      await page.locator('.loading-banner__box').waitFor({ state: 'detached', timeout: 6000 });
      // Shown 400 ms after the load started, gone 5 s after it started: about 4.6 s on screen
      const { shown, gone } = await page.evaluate<{ shown: number; gone: number }>('window.__banner');
      const onScreen = gone - shown;
      expect(onScreen).toBeGreaterThan(3800);
      expect(onScreen).toBeLessThan(5000);
      // While the campaigns are still on their way
      await expectCount(page.locator('.campaign-card'), 0);
    });

    it('never appears for fast answers', async () => {
      v = await visit(browser, api);
      // The API's own answers, kept from a first walk in another tab and given back at once: they
      // come fast however busy the machine is (a loaded test host once took over 400 ms to answer)
      await answerAgainFromMemory(v);
      const rehearsal = await v.context.newPage();
      await walkToTheCampaignNews(rehearsal);
      await rehearsal.close();
      const { page } = v;
      let banner: Awaited<ReturnType<typeof watchLoadingBanner>> | undefined;
      await walkToTheCampaignNews(page, async () => {
        banner = await watchLoadingBanner(page);
      });
      await page.waitForTimeout(600);

      expect(await banner!.seen()).toBe(false);
    });
  });

  /** The home, then 'Projets en cours', a campaign and its news, moving inside the SPA; `atHome` runs once the home shows. */
  async function walkToTheCampaignNews(page: Page, atHome?: () => Promise<void>): Promise<void> {
    await page.goto(`${api.baseUrl}/exemplaire/home`);
    await page.getByRole('region', { name: 'En cours de financement participatif' }).getByRole('article').first().waitFor();
    await atHome?.();

    // Moving around the site, answers come fast
    await page.getByRole('link', { name: 'Projets en cours' }).click();
    await page.getByRole('heading', { level: 1, name: 'Projets en cours' }).waitFor();
    await page.locator('.book-card').first().waitFor();
    // The campaign (a book of the same name is in production, lower on the page)
    const campaigns = page.getByRole('region', { name: 'En cours de financement participatif' });
    await campaigns.getByRole('link', { name: 'Mémoires d’un satellite' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Mémoires d’un satellite' }).waitFor();
    await page.getByRole('link', { name: /Actualités/ }).click();
    await page.locator('.news-item').first().waitFor();
  }

  /** Every read of the API the visit makes is fetched from the API once, then answered from memory. */
  async function answerAgainFromMemory(visit: Visit): Promise<void> {
    const kept = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
    await visit.context.route(
      (url) => url.href.startsWith(`${api.baseUrl}/api/`),
      async (route) => {
        const request = route.request();
        if (request.method() !== 'GET') return route.continue();
        const answer = kept.get(request.url());
        if (answer) return route.fulfill(answer);
        const response = await route.fetch();
        const fetched = { status: response.status(), headers: response.headers(), body: await response.body() };
        kept.set(request.url(), fetched);
        return route.fulfill(fetched);
      },
    );
  }

  describe('routes', () => {
    it('answers the French and English spelling of every page and area', async () => {
      v = await visit(browser, api);
      const { page } = v;
      const cases: [string, string][] = [
        ['/exemplaire/projects', 'Projets en cours'],
        ['/exemplaire/projets', 'Projets en cours'],
        ['/exemplaire/crowdfunding/memoires-d-un-satellite', 'Mémoires d’un satellite'],
        ['/exemplaire/financement-participatif/memoires-d-un-satellite', 'Mémoires d’un satellite'],
      ];
      for (const [path, title] of cases) {
        await page.goto(api.baseUrl + path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
      }
      const pages: [string, string][] = [
        ['/exemplaire/librairie', 'Librairie'],
        ['/exemplaire/bookshop', 'Librairie'],
        ['/exemplaire/librairie/autres-editeurs', 'Des mêmes auteurices'],
        ['/exemplaire/librairie/livre/le-gout-du-mil', 'Le Goût du mil'],
        ['/exemplaire/bookshop/livre/le-gout-du-mil', 'Le Goût du mil'],
        ['/exemplaire/libraire/librairie/livre/le-gout-du-mil', 'Le Goût du mil'],
        ['/exemplaire/boutique', 'Boutique'],
        ['/exemplaire/shop', 'Boutique'],
        ['/exemplaire/boutique/produit/mug-encore-un-chapitre', 'Mug « Encore un chapitre »'],
        ['/exemplaire/auteurs', 'Nos auteurs.ices'],
        ['/exemplaire/authors', 'Nos auteurs.ices'],
        ['/exemplaire/authors/yanis-belkacem', 'Yanis Belkacem'],
        ['/exemplaire/evenements', 'Agenda'],
        ['/exemplaire/a-propos/nous', 'Qui sommes-nous ?'],
        ['/exemplaire/a-propos/constat', 'Le constat'],
        ['/exemplaire/a-propos/projet', 'Notre projet'],
        ['/exemplaire/a-propos/editer', 'Éditer avec nous'],
        ['/exemplaire/login', 'Connexion'],
        ['/exemplaire/inscription', 'Créer un compte'],
        ['/exemplaire/libraire/inscription', 'Créer un compte libraire'],
        ['/exemplaire/forgot-password', 'Mot de passe oublié'],
        ['/exemplaire/legal/cgv', 'Conditions générales de vente'],
        ['/exemplaire/legal/eula', "Conditions générales d'utilisation"],
        ['/exemplaire/contact/questions-frequentes', 'Questions fréquentes'],
        ['/exemplaire/contact/oubli-bon-achat', "J'ai perdu mes codes de bon d'achat ?"],
      ];
      for (const [path, title] of pages) {
        await page.goto(api.baseUrl + path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
      // The sections of 'Qui sommes-nous ?' share the area's menu
      await page.goto(`${api.baseUrl}/exemplaire/a-propos/charte`);
      await page.getByRole('heading', { level: 1, name: 'Notre charte' }).waitFor();
      const aboutMenu = page.getByRole('navigation', { name: 'Sections de Qui sommes-nous ?' });
      await expect(aboutMenu.getByRole('link').allTextContents()).resolves.toEqual(['Qui sommes-nous ?', 'Le constat', 'Notre projet', 'Notre charte', 'Éditer avec nous']);
      await expect(aboutMenu.getByRole('link', { name: 'Notre charte' }).getAttribute('aria-current')).resolves.toBe('page');
      await screenshots(page, 'about-charter');
      // An unknown section is the label's 404
      await page.goto(`${api.baseUrl}/exemplaire/a-propos/inconnu`);
      await page.waitForURL(`${api.baseUrl}/exemplaire/404`);
      await page.getByRole('heading', { level: 1, name: 'Page introuvable' }).waitFor();
      // Pages that need an account send visitors to the login first
      for (const path of ['/exemplaire/compte/informations', '/exemplaire/user/orders', '/exemplaire/checkout/livraison']) {
        await page.goto(api.baseUrl + path);
        await page.waitForURL(`${api.baseUrl}/exemplaire/login?returnUrl=${encodeURIComponent(path)}`);
      }
    });

    it('shows the 404 page for an unknown path of a label', async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/queer-romance/nimporte-quoi`);
      await page.waitForURL(`${api.baseUrl}/queer-romance/404`);
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      await expect(page.getByText("La page que vous recherchez n'existe pas.").isVisible()).resolves.toBe(true);
      const back = page.getByRole('link', { name: "Revenir à la page d'accueil." });
      await expect(back.getAttribute('href')).resolves.toBe('/queer-romance/home');
      await screenshots(page, 'not-found');
    });

    it('sends an unknown label to /404', async () => {
      v = await visit(browser, api);
      await v.page.goto(`${api.baseUrl}/zzz/home`);
      await v.page.waitForURL(`${api.baseUrl}/404`);
      await v.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
      await expect(v.page.getByRole('link', { name: "Revenir à la page d'accueil." }).getAttribute('href')).resolves.toBe('/exemplaire/home');
    });

    it('scrolls to the top on a new page, but not between the tabs of a campaign', async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/financement-participatif/memoires-d-un-satellite`);
      const tabs = page.getByRole('navigation', { name: 'Sections du projet' });
      await tabs.waitFor();
      await page.evaluate('window.scrollTo(0, document.querySelector(".tabs").getBoundingClientRect().top + window.scrollY - 100)');
      const before = await page.evaluate<number>('window.scrollY');
      expect(before).toBeGreaterThan(300);

      await tabs.getByRole('link', { name: /FAQ/ }).click();
      await page.waitForURL(/\/faq$/);
      await page.locator('.accordion__item').first().waitFor();
      await expect(page.evaluate<number>('window.scrollY')).resolves.toBeGreaterThan(300);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Cœurs Vaillants' }).click();
      await page.waitForURL(`${api.baseUrl}/queer-romance/home`);
      await waitForCondition(page, 'window.scrollY === 0');
    });

    it("keeps the scroll position between the sections of 'Qui sommes-nous ?'", async () => {
      v = await visit(browser, api);
      const { page } = v;
      await page.goto(`${api.baseUrl}/exemplaire/a-propos/constat`);
      await page.getByRole('heading', { level: 1, name: 'Le constat' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Sections de Qui sommes-nous ?' });
      // Scrolled down, the menu still in sight under the header
      await page.evaluate('window.scrollTo(0, document.querySelector(".tabs").getBoundingClientRect().top + window.scrollY - 100)');
      await page.waitForTimeout(300);
      const before = await page.evaluate<number>('window.scrollY');
      expect(before).toBeGreaterThan(0);

      await menu.getByRole('link', { name: 'Notre charte' }).click();
      await page.waitForURL(`${api.baseUrl}/exemplaire/a-propos/charte`);
      await page.getByRole('heading', { level: 1, name: 'Notre charte' }).waitFor();
      await expect(page.evaluate<number>('window.scrollY')).resolves.toBe(before);

      await menu.getByRole('link', { name: 'Éditer avec nous' }).click();
      await page.getByRole('heading', { level: 1, name: 'Éditer avec nous' }).waitFor();
      await expect(page.evaluate<number>('window.scrollY')).resolves.toBe(before);

      // Leaving the area goes back to the top
      await page.getByRole('link', { name: 'Soumettre un projet' }).first().click();
      await page.waitForURL(`${api.baseUrl}/exemplaire/contact/soumettre-projet`);
      await waitForCondition(page, 'window.scrollY === 0');
    });
  });
});
