import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { BrowserContext, Page } from 'playwright-core';
import { axeViolations, AxeViolation } from './axe';
import { waitForCondition } from './wait';

/** The sizes every page is checked at: the desktop and the phone of the screenshots. */
const SIZES = [
  { name: '1280×900', width: 1280, height: 900 },
  { name: '390×844', width: 390, height: 844 },
];

/** Pages checked at once at the end of a visit (E2E_AUDIT_TABS, 2 by default: the machine's cores). */
const AUDIT_TABS = Math.max(1, Number(process.env.E2E_AUDIT_TABS) || 2);

/** What fails a suite: the impacts a visitor with a screen reader or low vision cannot get around. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Addresses of the site that are not the SPA's pages (the API, the queue dashboard, media files). */
const NOT_A_PAGE = /^\/(api|admin|media|static|assets)(\/|$)/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page's address without what changes from one record to the next: numbers (but the 404 page's) and UUIDs become `:id`, the query goes. */
export function pagePattern(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => ((/^\d+$/.test(segment) && segment !== '404') || UUID.test(segment) ? ':id' : segment))
    .join('/');
}

/**
 * The patterns already checked: in this test file (jest loads this module once per file), and in
 * the whole run when the global setup names a file for them (E2E_PAGES_CHECKED), so a page every
 * suite opens (a label's home) is re-opened once per run, not once per suite.
 */
const checkedInThisFile = new Set<string>();
const checkedInRun = process.env.E2E_PAGES_CHECKED;

function alreadyChecked(): Set<string> {
  if (checkedInRun && existsSync(checkedInRun)) for (const pattern of readFileSync(checkedInRun, 'utf8').split('\n')) if (pattern) checkedInThisFile.add(pattern);
  return checkedInThisFile;
}

function markChecked(pattern: string): void {
  checkedInThisFile.add(pattern);
  if (checkedInRun) appendFileSync(checkedInRun, `${pattern}\n`);
}

/** A rule broken on one page at one size, with the elements that break it. */
export interface PageFinding extends AxeViolation {
  page: string;
  size: string;
}

/** The findings as a failure message: one line per rule and page, with its elements. */
export function describeFindings(findings: PageFinding[]): string {
  return [
    `Accessibilité (axe, WCAG 2.1 AA) : ${findings.length} règle(s) enfreinte(s) d'impact sérieux ou critique`,
    ...findings.map((f) => `- ${f.id} (${f.impact}) sur ${f.page} à ${f.size} : ${f.help}\n    ${f.targets.slice(0, 8).join('\n    ')}`),
  ].join('\n');
}

const blocking = (violations: AxeViolation[], page: string, size: string): PageFinding[] =>
  violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact)).map((v) => ({ ...v, page, size }));

/**
 * The accessibility check of a visit: every page of the site the visit reached (SPA route changes
 * included) is recorded; when the visit ends, axe runs on the page as the test left it, then on each
 * page reached, re-opened at the desktop and phone sizes in the same browser context (the session
 * holds). The re-opened pages only read: their writes to the API are refused, so checking a page
 * changes nothing the test or a later one relies on (a confirmation link is not consumed twice, a
 * confirmed cart is not reopened); the token refresh passes, as in a second tab of the same visitor.
 */
export class PageAudit {
  /** Pattern → the first address seen for it (query included: the page as the visitor had it). */
  private readonly reached = new Map<string, string>();

  constructor(private readonly origin: string) {}

  watch(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.record(frame.url());
    });
  }

  private ownPage(address: string): URL | null {
    const url = new URL(address);
    return url.origin === this.origin && !NOT_A_PAGE.test(url.pathname) ? url : null;
  }

  private record(address: string): void {
    const url = this.ownPage(address);
    if (!url) return;
    const pattern = pagePattern(url.pathname);
    if (!this.reached.has(pattern)) this.reached.set(pattern, url.href);
  }

  /** Runs the checks (see the class) and answers the serious and critical findings. */
  async run(context: BrowserContext, current: Page): Promise<PageFinding[]> {
    const findings: PageFinding[] = [];
    if (!current.isClosed() && this.ownPage(current.url()) && (await isSpaPage(current))) {
      const size = current.viewportSize();
      const started = Date.now();
      const pattern = `${new URL(current.url()).pathname} (en fin de test)`;
      findings.push(...blocking(await axeViolations(current), pattern, size ? `${size.width}×${size.height}` : '?'));
      logCheck(pattern, started);
    }
    const checked = alreadyChecked();
    const toCheck = [...this.reached].filter(([pattern]) => !checked.has(pattern));
    if (!toCheck.length) return findings;
    // Two pages at once, each in its own tab: a check mostly waits on one renderer (loading, laying
    // out, axe's script), so two of them use the machine's two cores.
    const queue = [...toCheck];
    // The test is over: what it faked for its own pages (slow or failing answers) is no longer in the way.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const checkInTab = async () => {
      const page = await context.newPage();
      try {
        await refuseWrites(context, page, this.origin);
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [pattern, address] = next;
          markChecked(pattern);
          const started = Date.now();
          for (const size of SIZES) {
            await page.setViewportSize(size);
            // The desktop check opens the page; the phone's reads the same page laid out again.
            if (size === SIZES[0] && !(await openForCheck(page, address))) break;
            if (size !== SIZES[0]) await page.waitForTimeout(150);
            findings.push(...blocking(await axeViolations(page), pattern, size.name));
          }
          logCheck(pattern, started);
        }
      } finally {
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(AUDIT_TABS, toCheck.length) }, checkInTab));
    return findings;
  }
}

/**
 * The API reads of a check tab reach the real API; its writes are refused (the token refresh
 * passes, as in a second tab of the same visitor). Done in the browser's own interception, for the
 * API's addresses only: a Playwright route would pause every request of the page (scripts, styles,
 * images) to hand it to the test, which nearly doubles the cost of loading a page.
 */
async function refuseWrites(context: BrowserContext, page: Page, origin: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || /\/api\/token\/refresh\/$/.test(request.url);
    const answer = read ? cdp.send('Fetch.continueRequest', { requestId }) : cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
    answer.catch(() => undefined); // the tab closed meanwhile
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${origin}/api/*`, requestStage: 'Request' }] });
}

/** E2E_AXE_LOG names a file where each check is written with its time: which pages the suites cover, at what cost. */
function logCheck(pattern: string, started: number): void {
  if (process.env.E2E_AXE_LOG) appendFileSync(process.env.E2E_AXE_LOG, `${expect.getState().testPath ?? ''}\t${pattern}\t${Date.now() - started}\n`);
}

/** A document of the SPA (not a PDF, an image or the API's JSON shown by the browser). */
const isSpaPage = (page: Page) => page.evaluate<boolean>("document.contentType === 'text/html' && !!document.getElementById('root')").catch(() => false);

/** Opens a page for the check and waits until it is live and quiet; false when it is not a page of the SPA. */
async function openForCheck(page: Page, address: string): Promise<boolean> {
  const response = await page.goto(address, { waitUntil: 'load', timeout: 20_000 });
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return false;
  await waitForCondition(page, "!window.__SERVER_PAYLOAD__ || document.documentElement.hasAttribute('data-page-ready')", { timeout: 15_000 });
  // Pages that poll (a payment being confirmed) never fall quiet: they are checked as they are after 5 s.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  return isSpaPage(page);
}
