import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/**
 * Debian's Chromium, as every browser suite drives it: its headless shell when installed
 * (`apt-get install chromium-headless-shell`, as .ci/run does), the same engine without the full
 * browser around it, which loads and checks a page with about a third less CPU; else the browser.
 */
export const CHROMIUM_PATH = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';
/**
 * Nothing leaves the machine: every host name resolves to nothing, so a request for an outside
 * address (the pixel, a share link) fails at once; the shop, its tile server and the bank sandbox
 * are addressed by IP (127.0.0.1) and reached. Done by the browser's resolver rather than by a
 * route on every context: a route makes Playwright pause every request of the context and hand it
 * to the test, which nearly doubled the time and CPU of every page load.
 */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/**
 * One Chromium per jest worker for the whole run, started by the global setup: a browser suite
 * connects to its worker's and works in contexts of its own (closed with the connection), instead
 * of starting and stopping a browser of its own. Their addresses reach the workers through
 * E2E_BROWSER_ENDPOINTS (a JSON list, worker n at n - 1). Answers how to stop them.
 */
export async function startWorkerBrowsers(workers: number): Promise<() => Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) return async () => undefined;
  const servers: BrowserServer[] = [];
  for (let worker = 1; worker <= workers; worker++) servers.push(await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  process.env.E2E_BROWSER_ENDPOINTS = JSON.stringify(servers.map((server) => server.wsEndpoint()));
  return async () => {
    await Promise.all(servers.map((server) => server.close().catch(() => undefined)));
  };
}

/**
 * The suite's browser: a connection to its worker's Chromium when the global setup started one,
 * else (a suite run on its own, the worker's browser gone) a Chromium of its own. Closing it ends
 * the suite's contexts, or that browser.
 */
export async function openBrowser(): Promise<Browser> {
  const endpoints: string[] = JSON.parse(process.env.E2E_BROWSER_ENDPOINTS ?? '[]');
  const endpoint = endpoints[Number(process.env.JEST_WORKER_ID ?? '1') - 1];
  if (endpoint) {
    try {
      return await chromium.connect(endpoint, { timeout: 10_000 });
    } catch {
      /* the worker's browser is gone: start one for this suite */
    }
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
