import { startMailCatcher, type CaughtMail, type MailCatcher } from '@shop/mail';
import { join } from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { openBrowser } from '../setup/test-browsers';
import { startPrivateRedis, type PrivateRedis } from '../support/private-redis';
import { startTestApi, type TestApi } from '../support/test-app';
import { createSuiteDatabase, eventually, type SuiteDatabase } from '../support/worker-harness';
import { requireBuilt, startBuiltWorker, WORKER_MAIN, type BuiltProcess } from '../support/built-processes';
import { freePort } from '../support/ports';
import { axeViolations } from './support/axe';
import { END_OF_VISIT_TIMEOUT_MS, visit, WEB_DIST, type Visit } from './support/browser';
import { fillLogin, logInAt } from './support/forms';

const BASE = '/exemplaire/arriere-boutique';
const READERS = 500;
const SUBJECT = 'Les parutions de l’hiver';

/** What assistive technologies are told of the page's progress bar (Chromium's accessibility tree). */
async function progressbarValues(page: Page): Promise<{ name: string; min: number; max: number; now: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string }; value?: { value: unknown }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const bar = nodes.find((n) => n.role?.value === 'progressbar');
    if (!bar) throw new Error('aucune barre de progression sur la page');
    const prop = (name: string) => Number(bar.properties?.find((p) => p.name === name)?.value.value);
    // The current value is the node's own value (aria-valuenow).
    return { name: bar.name?.value ?? '', min: prop('valuemin'), max: prop('valuemax'), now: Number(bar.value?.value) };
  } finally {
    await cdp.detach();
  }
}

/**
 * A newsletter to 500 readers on the whole stack, as in production: staff write and send it from
 * the back office (the API serving the built SPA), a worker process mails it through SMTP to the
 * catcher, is killed (SIGKILL) in the middle and started again; the progress bar reaches 500 / 500
 * and every reader holds exactly one mail. Then a reader leaves with the mail's one-click header
 * (RFC 8058), posted from the browser, and opens the mail's visible unsubscribe link.
 */
describe('a newsletter to 500 readers, the worker killed while it leaves', () => {
  let database: SuiteDatabase;
  let catcher: MailCatcher;
  let redis: PrivateRedis;
  let api: TestApi;
  let browser: Browser;
  let v: Visit;
  let readers: string[];
  const workers: BuiltProcess[] = [];
  const q = <T = any>(text: string, params: unknown[] = []) => database.db.query<T[]>(text, params);
  const mails = () => catcher.messages().filter((m) => m.subject === SUBJECT);

  /** The built worker, as production runs it. */
  function startWorker(): BuiltProcess {
    const worker = startBuiltWorker({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl }, { PUBLIC_URL: api.baseUrl, QUEUE_RECONCILE_AFTER_SECONDS: '5' });
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    requireBuilt(WORKER_MAIN, join(WEB_DIST, 'index.html'));
    const port = await freePort();
    [database, catcher, redis] = await Promise.all([createSuiteDatabase('nlscale'), startMailCatcher({ smtpPort: 0, httpPort: 0, keep: 2_000 }), startPrivateRedis()]);
    api = await startTestApi({ databaseUrl: database.url, redisUrl: redis.url, smtpUrl: catcher.smtpUrl, publicUrl: `http://127.0.0.1:${port}`, webDist: WEB_DIST }, {}, port);
    browser = await openBrowser();
    // Exactly these readers are subscribed: the demo's own subscriptions are taken off first.
    await q('UPDATE users SET subscribed = false');
    readers = (
      await q<{ email: string }>(
        `INSERT INTO users (email, password_hash, is_active, subscribed, email_confirmed_at)
         SELECT 'lecteur-' || lpad(i::text, 3, '0') || '@lettre.test', 'x', true, true, now() FROM generate_series(1, ${READERS}) i RETURNING email`,
      )
    )
      .map((r) => r.email)
      .sort();
    v = await visit(browser, api);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    try {
      await v?.close();
    } finally {
      await browser?.close();
      await api?.close();
      await redis?.stop();
      await catcher?.close();
      await database?.drop();
    }
  }, END_OF_VISIT_TIMEOUT_MS);

  afterEach(() => {
    expect(v.pageErrors).toEqual([]);
    expect(v.outside).toEqual([]);
  });

  it(`staff send it from the back office; the worker is killed once; the bar reaches ${READERS} / ${READERS} and every reader gets it`, async () => {
    const { page } = v;
    const first = startWorker();
    await logInAt(page, api.baseUrl, 'equipe@exemplaire.test', `${BASE}/lettres`);
    await page.getByRole('heading', { level: 1, name: 'Lettres d’information' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Écrire une lettre' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvelle lettre d’information' }).waitFor();
    await page.getByRole('textbox', { name: 'Objet du courriel' }).fill(SUBJECT);
    await page.getByRole('textbox', { name: /^Texte/ }).click();
    await page.keyboard.type('Cinq romans et deux essais arrivent en librairie.');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Brouillon enregistré.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer la lettre maintenant ?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Envoyer maintenant' }).click();

    // When some but not all mails have left, the worker process is killed at a moment of its own (a
    // crash does not wait for a mail to arrive), then started again
    await eventually(async () => mails().length >= 60 || null, 60_000, 20);
    await new Promise((r) => setTimeout(r, 17 + Math.floor(Math.random() * 1_000)));
    await first.stop('SIGKILL');
    const atKill = mails().length;
    expect(atKill).toBeLessThan(READERS);
    await page.getByText(/^\d+ \/ 500 envoyés, 0 en échec$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const restartedAt = Date.now();
    startWorker();

    // Then the progress bar, polled by the page, reaches every reader
    await page.getByText(`${READERS} / ${READERS} envoyés, 0 en échec — envoi terminé.`).waitFor({ timeout: 150_000 });
    expect(await progressbarValues(page)).toEqual({ name: 'Avancement de l’envoi', min: 0, max: READERS, now: READERS });
    expect(await axeViolations(page)).toEqual([]);

    // and every reader got the newsletter. A mail the SMTP server accepted just before the kill, its
    // commit lost with the worker, is sent again by the restarted one (SMTP has no exactly-once, see
    // README, Newsletters): only the mails in flight at the kill (the worker’s 4 concurrent jobs) can go twice
    const caught = mails();
    const perReader = new Map<string, number>();
    for (const mail of caught) for (const to of mail.to) perReader.set(to, (perReader.get(to) ?? 0) + 1);
    expect([...perReader.keys()].sort()).toEqual(readers);
    const twice = [...perReader.values()].filter((n) => n > 1);
    expect(twice.every((n) => n === 2)).toBe(true);
    expect(twice.length).toBeLessThanOrEqual(4);
    expect(caught).toHaveLength(READERS + twice.length);
    console.log(`Lettre à ${READERS} lecteurs : ${twice.length} courriel(s) accepté(s) par le serveur juste avant l’arrêt du worker, envoyé(s) une seconde fois.`);
    const times = caught.map((m) => m.date.getTime()).sort((a, b) => a - b);
    const seconds = (times[times.length - 1] - times[0]) / 1000;
    const after = times.filter((t) => t >= restartedAt);
    const rate = (list: number[]) => ((list.length - 1) * 1000) / Math.max(1, list[list.length - 1] - list[0]);
    console.log(
      `Lettre à ${READERS} lecteurs : ${((READERS - 1) / seconds).toFixed(1)} courriels/s entre le premier et le dernier courriel reçu (${seconds.toFixed(1)} s), ` +
        `worker tué (SIGKILL) après ${atKill} courriels puis relancé ; ${rate(times.slice(0, atKill)).toFixed(1)} courriels/s avant l’arrêt, ` +
        `premier courriel ${((after[0] - restartedAt) / 1000).toFixed(1)} s après la relance, puis ${rate(after).toFixed(1)} courriels/s, le dernier ${((after[after.length - 1] - restartedAt) / 1000).toFixed(1)} s après la relance`,
    );
  }, 300_000);

  it('a reader leaves in one click with the mail’s header, posted from the browser; the mail’s visible link opens the signed confirmation page', async () => {
    const { page } = v;
    const reader = readers[0];
    const mail = mails().find((m: CaughtMail) => m.to.includes(reader))!;
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    expect(oneClick.startsWith(`${api.baseUrl}/api/newsletter/unsubscribe?`)).toBe(true);
    expect(await q('SELECT subscribed FROM users WHERE email = $1', [reader])).toEqual([{ subscribed: true }]);

    await page.goto(`${api.baseUrl}/exemplaire`);
    const posted = await page.evaluate<{ status: number; body: unknown }>(
      `fetch(${JSON.stringify(oneClick)}, {
         method: 'POST',
         headers: { 'content-type': 'application/x-www-form-urlencoded' },
         body: 'List-Unsubscribe=One-Click',
       }).then(async (r) => ({ status: r.status, body: await r.json() }))`,
    );
    expect(posted).toEqual({ status: 200, body: { detail: 'Votre désinscription de la lettre d’information a bien été prise en compte.' } });
    expect(await q('SELECT subscribed FROM users WHERE email = $1', [reader])).toEqual([{ subscribed: false }]);

    // The mail's visible link: the signed page asks to confirm, in the label's name, for the mail's address
    const href = /href="([^"]*\/unsubscribe\?email=[^"]+)"/.exec(mail.html)![1].replace(/&amp;/g, '&');
    expect(new URL(href).searchParams.get('email')).toBe(reader);
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: 'Se désinscrire' }).waitFor();
    await page.getByText(/^Voulez-vous vraiment ne plus recevoir la lettre d’information (de |d’|du |des )/).waitFor();
    expect(await page.locator('.form-page__question').textContent()).toMatch(new RegExp(`à l’adresse ${reader.replace(/\./g, '\\.')}\u202f\\?$`));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await page.getByText("Votre désinscription de la lettre d'information a bien été prise en compte.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await q('SELECT subscribed FROM users WHERE email = $1', [reader])).toEqual([{ subscribed: false }]);
  });

  it('opening the one-click address (a link scanner’s GET) unsubscribes nobody: it shows the signed confirmation page', async () => {
    const { page } = v;
    const reader = readers[1];
    const mail = mails().find((m) => m.to.includes(reader))!;
    const oneClick = /<(https?:\/\/[^>]+)>/.exec(mail.headers['list-unsubscribe'])![1];
    const answer = await page.goto(oneClick);
    expect(answer?.ok()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Se désinscrire' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/exemplaire/unsubscribe');
    expect(new URL(page.url()).searchParams.get('email')).toBe(reader);
    await page.getByRole('button', { name: 'Me désinscrire' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await q('SELECT subscribed FROM users WHERE email = $1', [reader])).toEqual([{ subscribed: true }]);
  });

  it('staff schedule a newsletter, then cancel it after a confirmation: a draft again, and nobody mailed', async () => {
    const { page } = v;
    // Still logged in from the sending, unless the session was lost meanwhile
    await page.goto(`${api.baseUrl}${BASE}/lettres/nouvelle`);
    const heading = page.getByRole('heading', { level: 1, name: 'Nouvelle lettre d’information' });
    const login = page.getByRole('button', { name: 'Se connecter' });
    await heading.or(login).waitFor();
    if (await login.isVisible()) await fillLogin(page, 'equipe@exemplaire.test');
    await heading.waitFor();
    await page.getByRole('textbox', { name: 'Objet du courriel' }).fill('Lettre à reporter');
    await page.getByRole('textbox', { name: /^Texte/ }).click();
    await page.keyboard.type('Rendez-vous au salon du livre.');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await page.getByText('Brouillon enregistré.').waitFor();

    await page.getByRole('button', { name: 'Programmer', exact: true }).click();
    const schedule = page.getByRole('dialog', { name: 'Programmer la lettre ?' });
    await schedule.getByRole('button', { name: 'Programmer' }).click();
    await page.getByText(/^Programmée pour le /).waitFor();
    const [{ id }] = await q<{ id: number }>(`SELECT id FROM newsletters WHERE subject = 'Lettre à reporter'`);
    expect(await q('SELECT status FROM newsletters WHERE id = $1', [id])).toEqual([{ status: 'scheduled' }]);

    await page.getByRole('button', { name: 'Annuler l’envoi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annuler l’envoi programmé ?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler l’envoi' }).click();
    await page.getByText('Envoi annulé : la lettre est de nouveau un brouillon.').waitFor();
    await page.getByRole('button', { name: 'Envoyer maintenant' }).waitFor();
    expect(await page.getByText(/^Programmée pour le /).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await q('SELECT status, scheduled_at FROM newsletters WHERE id = $1', [id])).toEqual([{ status: 'draft', scheduled_at: null }]);
    expect(catcher.messages().filter((m) => m.subject === 'Lettre à reporter')).toEqual([]);
  });
});
