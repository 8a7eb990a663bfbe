import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Browser, BrowserContext, Download, Page, Request } from 'playwright-core';
import { openBrowser } from '../../setup/test-browsers';
import type { ServedApi } from '../../support/api-client';
import { sharedApi } from '../../support/shared-api';
import { describeFindings, PageAudit, PageFinding } from './page-audit';
import { waitForCondition } from './wait';

/** The built SPA (`npm run build:web`), served by the API on the same port; E2E_WEB_DIST points elsewhere (a build of one's own). */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(__dirname, '../../../dist/web');
export const SCREENSHOTS = resolve(__dirname, '../screenshots');
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Time for a hook that ends visits: their accessibility check re-opens every page they reached, at two sizes. */
export const END_OF_VISIT_TIMEOUT_MS = 300_000;

/** The campaign owner's tracking pixel: the one outside address the shop may ask for (never reached in tests). */
export const PIXEL_URL = /^https:\/\/www\.facebook\.com\/tr\?id=/;

/**
 * The real API with the demo data and the built SPA (the jest worker's shared one, shared-api.ts),
 * and Debian's Chromium (the jest worker's: test/setup/test-browsers.ts).
 */
export async function startShop(): Promise<{ api: ServedApi; browser: Browser }> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html est introuvable : construisez le SPA avant les tests (npm run build:web).`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  const api = await sharedApi('shop');
  return { api, browser: await openBrowser() };
}

/** A visit: its page, the errors thrown in it, and every request that tried to leave the site (all aborted). */
export interface Visit {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  /** Outside requests made by the page itself. */
  outside: string[];
  /** Outside requests of the windows the page opened (share windows). */
  popups: string[];
  /**
   * Ends the visit after its accessibility check (see PageAudit): every page it reached is checked
   * with axe at the desktop and phone sizes; a serious or critical violation fails, once the browser
   * context is closed.
   */
  close(): Promise<void>;
}

/** The page a request comes from; null for the first navigation of a new window (no frame yet). */
function requestedBy(request: Request): Page | null {
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

/** React's reports of a hydration that failed (minified in the production build, spelled out in development). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|[Hh]ydrat/;

/**
 * The visitor's choice about audience measurement when the visit starts: a returning visitor who
 * accepted it (the default: the campaign owner's pixel is asked for, then aborted), one who refused,
 * or a first visit that is asked (the consent banner shows).
 */
export type ConsentAtStart = 'accepted' | 'refused' | 'ask';

export async function visit(browser: Browser, api: ServedApi, viewport = DESKTOP, options: { consent?: ConsentAtStart; reachable?: string[] } = {}): Promise<Visit> {
  // The suite's own address on a shared API (its login and mail counters start at zero).
  const context = await browser.newContext({ viewport, locale: 'fr-FR', timezoneId: 'Europe/Paris', extraHTTPHeaders: api.suiteHeaders });
  const consent = options.consent ?? 'accepted';
  if (consent !== 'ask') {
    // Kept as web/src/lib/consent.ts keeps it; a choice made during the visit stays.
    const choice = JSON.stringify({ measure: consent === 'accepted', at: new Date().toISOString() });
    await context.addInitScript((value: string) => {
      try {
        if (!window.localStorage.getItem('consent')) window.localStorage.setItem('consent', value);
      } catch {
        // a page without storage (about:blank)
      }
    }, choice);
  }
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const outside: string[] = [];
  const popups: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Whatever the shop's Content-Security-Policy refuses (a script, a style, an image, a frame) is an error of the page.
  // (An eval refused outside every file of the page comes from the checks' own code, axe's `Function('return this')`.)
  await context.exposeBinding('__cspViolation', (_source, violation: string) => pageErrors.push(`CSP : ${violation}`));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.blockedURI === 'eval' && !event.sourceFile) return;
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${event.effectiveDirective} a refusé ${event.blockedURI || 'un élément en ligne'} (${event.sourceFile}:${event.lineNumber})`,
      );
    }),
  );
  // A server-rendered page the browser could not take over as it was (React's hydration errors 418 to 425) counts as an error of the page.
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) pageErrors.push(message.text());
  });
  // Nothing leaves the machine: the browser resolves no host name (test-browsers.ts), so every request
  // for an outside address fails, and is recorded (the pixel included). The site, the run's map tiles
  // (test/setup/map-tiles.ts, standing for the shop's tile server) and the addresses the caller lets
  // through (the bank sandbox) are not outside; nor is an address a test answers itself (page.route).
  const tiles = process.env.TEST_MAP_TILES_URL;
  const inside = [api.baseUrl, ...(tiles ? [`${tiles}/`] : []), ...(options.reachable ?? [])];
  context.on('requestfailed', (request) => {
    if (inside.some((start) => request.url().startsWith(start))) return;
    (requestedBy(request) === page ? outside : popups).push(request.url());
  });
  untilPageReady(page);
  const audit = new PageAudit(new URL(api.baseUrl).origin);
  audit.watch(page);
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= checkThenClose());
  const checkThenClose = async () => {
    let findings: PageFinding[] = [];
    try {
      findings = await audit.run(context, page);
    } finally {
      await context.close();
    }
    if (findings.length) throw new Error(describeFindings(findings));
  };
  return { context, page, pageErrors, outside, popups, close };
}

/**
 * Reaches a page of a label inside the SPA: the bookshop first, then the site's own link to the
 * page (the logo for the home, the side menu for the others). The page's data then comes from the
 * browser's calls, which a test can slow down, fail or reshape; opened directly, a server-rendered
 * page brings its data with it.
 */
export async function openFromTheBookshop(page: Page, api: ServedApi, path: string): Promise<void> {
  const label = path.split('/')[1];
  await page.goto(`${api.baseUrl}/${label}/librairie`);
  await page.getByRole('heading', { level: 1, name: 'Librairie' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator(`.site-header a[href="${path}"], .side-menu a[href="${path}"]`).first().click();
  await page.waitForURL(`${api.baseUrl}${path}`);
}

/** A label's home reached inside the SPA (see openFromTheBookshop). */
export const homeFromTheBookshop = (page: Page, api: ServedApi, label = 'exemplaire') => openFromTheBookshop(page, api, `/${label}/home`);

/**
 * A page the server rendered shows before its buttons work (until its code is there and hydrated):
 * `goto` and `reload` return once the page says it is live, as a visitor would wait for it.
 */
export function untilPageReady(page: Page): void {
  const ready = () => waitForCondition(page, "!window.__SERVER_PAYLOAD__ || document.documentElement.hasAttribute('data-page-ready')", { timeout: 15_000 }).catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** Waits until every image shown on the page, lazy ones included, has loaded (or failed), for a faithful screenshot. */
export async function settleImages(page: Page): Promise<void> {
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  for (let y = 0; y < height; y += 700) {
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(30);
  }
  await waitForCondition(page, 'Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0)');
  await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(100);
}

/**
 * When E2E_SCREENSHOTS=1, saves the page at 1280×900 and at 390×844: the first screen as `{name}-1280x900.png` and
 * `{name}-390x844.png` (scrolled to `scrollTo` when given), the whole length as `…-full.png`.
 */
export async function screenshots(page: Page, name: string, scrollTo?: string): Promise<void> {
  // Nothing compares them: they are for a person looking at the pages, and cost seconds each (E2E_SCREENSHOTS=1 takes them).
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  const viewport = page.viewportSize();
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await settleImages(page);
    const base = join(SCREENSHOTS, `${name}-${size.width}x${size.height}`);
    if (scrollTo) {
      await page.evaluate(`window.scrollTo(0, document.querySelector(${JSON.stringify(scrollTo)}).getBoundingClientRect().top + window.scrollY - 110)`);
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: `${base}.png` });
    await page.screenshot({ path: `${base}-full.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

/** A download's bytes, read through the browser's connection (the file lives beside the worker's Chromium: no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

interface Paged<T> {
  next: string | null;
  results: T[];
}

/** Every result of an API list, following `next` links. */
export async function all<T>(api: ServedApi, path: string): Promise<T[]> {
  const results: T[] = [];
  let next: string | null = path;
  while (next) {
    const res: { status: number; body: Paged<T> } = await api.get(next);
    if (res.status !== 200) throw new Error(`${next} → ${res.status}`);
    results.push(...res.body.results);
    next = res.body.next ? new URL(res.body.next).pathname + new URL(res.body.next).search : null;
  }
  return results;
}

/**
 * Records whether the loading banner ever showed on the page from now on (a MutationObserver in the
 * page, so even a flash between two checks counts).
 */
export async function watchLoadingBanner(page: Page): Promise<{ seen(): Promise<boolean>; reset(): Promise<void> }> {
  await page.evaluate(`(() => {
    window.__bannerSeen = false;
    const check = () => {
      if (document.querySelector('.loading-banner__box')) window.__bannerSeen = true;
    };
    if (!window.__bannerObserver) {
      window.__bannerObserver = new MutationObserver(check);
      window.__bannerObserver.observe(document.body, { childList: true, subtree: true });
    }
    check();
  })()`);
  return {
    seen: () => page.evaluate<boolean>('window.__bannerSeen === true'),
    reset: () => page.evaluate('window.__bannerSeen = false'),
  };
}

/** Waits until `condition` holds, checking every 50 ms, failing after `timeoutMs`. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How a suite holds what shopInBrowser opens, in its own variables. */
export interface ShopBindings {
  started(shop: { api: ServedApi; browser: Browser }): void;
  visited(visit: Visit): void;
  /** The suite's visit at the end of a test (a test may replace it, e.g. with a phone-sized one). */
  current(): Visit | undefined;
  /** Campaign pages ask for their owner's tracking pixel: the one outside request such a suite lets by (still aborted). */
  allowPixel?: boolean;
}

/**
 * The lifecycle every browser suite shares: one API and one Chromium per file, a fresh page per
 * test, and after each test the checks every page must pass: no error thrown in the page,
 * nothing asked from outside the site, and no serious accessibility violation (Visit.close).
 */
export function shopInBrowser(bind: ShopBindings): void {
  let shop: { api: ServedApi; browser: Browser } | undefined;
  beforeAll(async () => {
    shop = await startShop();
    bind.started(shop);
  });
  afterAll(async () => {
    await shop?.browser.close();
    await shop?.api.close();
  });
  beforeEach(async () => bind.visited(await visit(shop!.browser, shop!.api)));
  afterEach(async () => {
    await endVisits([bind.current()], { allowPixel: bind.allowPixel });
  }, END_OF_VISIT_TIMEOUT_MS);
}

/**
 * Ends visits and checks what every page must pass: no error thrown in it, nothing asked from
 * outside the site (but the campaign owner's pixel when `allowPixel`), no serious accessibility
 * violation. Every visit is closed before anything fails; the page's own errors are told first.
 */
export async function endVisits(visits: (Visit | undefined)[], options: { allowPixel?: boolean } = {}): Promise<void> {
  const ended = visits.filter((v): v is Visit => !!v);
  const audits: unknown[] = [];
  for (const v of ended) await v.close().catch((error: unknown) => audits.push(error));
  for (const v of ended) {
    expect(v.pageErrors).toEqual([]);
    expect(v.outside.filter((url) => !(options.allowPixel && PIXEL_URL.test(url)))).toEqual([]);
  }
  if (audits.length) throw audits[0];
}
