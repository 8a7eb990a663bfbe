import { bullConnection, QUEUES } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { Queue } from 'bullmq';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { BankSim } from '../../../apps/bank-sim/src/bank-sim';
import { startTestApi, testConfig, type TestApi } from '../../support/test-app';
import { createSuiteDatabase, startTestWorker, type SuiteDatabase, type TestWorker } from '../../support/worker-harness';
import { SCREENSHOTS, visit, WEB_DIST, type Visit } from './browser';

/** The bank sandbox's test cards (apps/bank-sim/src/pages.ts). */
export const ACCEPTED_CARD = '4000000000000002';
export const DECLINED_CARD = '4000000000000119';

/**
 * The whole shop as in production, for one suite: the API serving the built SPA, the worker (which
 * pays a cart when the bank's notification arrives, and sends the mails), the bank sandbox and an
 * SMTP catcher, on a database of the suite's own (the worker relays every outbox row it sees), and
 * Debian's Chromium.
 */
export interface FullStack {
  database: SuiteDatabase;
  catcher: MailCatcher;
  bank: BankSim;
  /** The sandbox's base URL (its form is `${bankUrl}/paiement.cgi`). */
  bankUrl: string;
  api: TestApi;
  worker: TestWorker;
  browser: Browser;
  /** A fresh browser context where the bank sandbox, and only it, may be reached outside the site. */
  visit(): Promise<Visit>;
  close(): Promise<void>;
}

/** A port free on the loopback right now, so the API's own URL can be written in its configuration before it listens. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('aucun port libre');
  return address.port;
}

export async function startFullStack(tag: string): Promise<FullStack> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html est introuvable : construisez le SPA avant les tests (npm run build:web).`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  const [database, catcher, apiPort] = await Promise.all([createSuiteDatabase(tag), startMailCatcher({ smtpPort: 0, httpPort: 0 }), freePort()]);
  // Every address is known before the API starts: the bank's form URL, and the shop's own (return links, notifications).
  const publicUrl = `http://127.0.0.1:${apiPort}`;
  const config = testConfig();
  const bank = new BankSim({ tpe: config.moneticoTpe, key: config.moneticoKey, notificationUrl: `${publicUrl}/api/payment/notification`, retryBaseMs: 200 });
  const bankUrl = await bank.listen(0);
  const shared = { databaseUrl: database.url, smtpUrl: catcher.smtpUrl, publicUrl };
  const api = await startTestApi({ ...shared, webDist: WEB_DIST, bankUrl: `${bankUrl}/paiement.cgi` }, {}, apiPort);
  const worker = await startTestWorker(shared);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

  return {
    database,
    catcher,
    bank,
    bankUrl,
    api,
    worker,
    browser,
    async visit() {
      const v = await visit(browser, api);
      // The bank sandbox is the one outside address the checkout may reach.
      await v.context.route((url) => url.href.startsWith(bankUrl), (route) => route.continue());
      return v;
    },
    async close() {
      await browser.close().catch(() => undefined);
      const queue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(config.redisUrl), prefix: worker.prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await worker.close().catch(() => undefined);
      await bank.close();
      await api.close();
      await catcher.close();
      await database.drop();
    },
  };
}
