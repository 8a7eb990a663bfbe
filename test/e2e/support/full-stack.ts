import { bullConnection, QUEUES } from '@shop/common';
import { startMailCatcher, type MailCatcher } from '@shop/mail';
import { Queue } from 'bullmq';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, chromium } from 'playwright-core';
import { BankSim } from '../../../apps/bank-sim/src/bank-sim';
import { CHROMIUM_ARGS, openBrowser } from '../../setup/test-browsers';
import { freePort } from '../../support/ports';
import { startTestApi, testConfig, type TestApi } from '../../support/test-app';
import { createSuiteDatabase, startTestWorker, type SuiteDatabase, type TestWorker } from '../../support/worker-harness';
import { DESKTOP, SCREENSHOTS, visit, WEB_DIST, type Visit } from './browser';

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

/** Stops what has started, newest first, each even when another fails; gives the first failure back. */
async function stopAll(stops: (() => Promise<unknown>)[]): Promise<unknown> {
  let failure: unknown = null;
  for (const stop of stops.splice(0).reverse()) {
    try {
      await stop();
    } catch (error) {
      failure ??= error;
    }
  }
  return failure;
}

/**
 * Starts the stack. When a step fails, what already runs (database, catcher, bank, API, worker) is
 * stopped before the error is passed on, so a failed start leaves no server, worker or database behind.
 * `chromiumPath` replaces Debian's Chromium.
 */
export async function startFullStack(tag: string, options: { chromiumPath?: string } = {}): Promise<FullStack> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST}/index.html est introuvable : construisez le SPA avant les tests (npm run build:web).`);
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  const stops: (() => Promise<unknown>)[] = [];
  const started = <T>(service: T, stop: (service: T) => Promise<unknown>): T => {
    stops.push(() => stop(service));
    return service;
  };
  try {
    const config = testConfig();
    const [databaseStart, catcherStart, portFound] = await Promise.allSettled([
      createSuiteDatabase(tag).then((d) => started(d, (db) => db.drop())),
      startMailCatcher({ smtpPort: 0, httpPort: 0 }).then((c) => started(c, (mails) => mails.close())),
      freePort(),
    ]);
    for (const step of [databaseStart, catcherStart, portFound]) if (step.status === 'rejected') throw step.reason;
    const database = (databaseStart as PromiseFulfilledResult<SuiteDatabase>).value;
    const catcher = (catcherStart as PromiseFulfilledResult<MailCatcher>).value;
    const apiPort = (portFound as PromiseFulfilledResult<number>).value;
    // Every address is known before the API starts: the bank's form URL, and the shop's own (return links, notifications).
    const publicUrl = `http://127.0.0.1:${apiPort}`;
    const bank = new BankSim({ tpe: config.moneticoTpe, key: config.moneticoKey, notificationUrl: `${publicUrl}/api/payment/notification`, retryBaseMs: 200 });
    const bankUrl = await bank.listen(0);
    started(bank, (b) => b.close());
    // The worker asks the same bank for card refunds (its recredit_paiement.cgi, beside the form).
    const shared = { databaseUrl: database.url, smtpUrl: catcher.smtpUrl, publicUrl, bankUrl: `${bankUrl}/paiement.cgi` };
    const api = started(await startTestApi({ ...shared, webDist: WEB_DIST }, {}, apiPort), (a) => a.close());
    const worker = started(await startTestWorker(shared), async (w) => {
      const queue = new Queue(QUEUES.bankCallbacks, { connection: bullConnection(config.redisUrl), prefix: w.prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await w.close().catch(() => undefined);
    });
    const browser = started(await (options.chromiumPath ? chromium.launch({ executablePath: options.chromiumPath, args: CHROMIUM_ARGS }) : openBrowser()), (b) =>
      b.close().catch(() => undefined),
    );

    return {
      database,
      catcher,
      bank,
      bankUrl,
      api,
      worker,
      browser,
      async visit() {
        // The bank sandbox is the one outside address the checkout may reach.
        return visit(browser, api, DESKTOP, { reachable: [bankUrl] });
      },
      async close() {
        const failure = await stopAll(stops);
        if (failure) throw failure;
      },
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}
