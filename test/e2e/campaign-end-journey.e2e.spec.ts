import type { CaughtMail } from '@shop/mail';
import { Page } from 'playwright-core';
import { createUser, login, type QueryRunner } from '../support/accounts';
import { cartClient } from '../support/cart-fixtures';
import { contribution, paidCart } from '../support/paid-carts';
import { type TestApi } from '../support/test-app';
import { axeViolations } from './support/axe';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { chooseAddress, payByCardFromSummary } from './support/checkout';
import { DEMO_PASSWORD, logInAt } from './support/forms';
import { ACCEPTED_CARD, startFullStack, type FullStack } from './support/full-stack';
import { expectCount } from './support/counts';

const STAFF = 'equipe@exemplaire.test';
const READER = 'lecteur@exemplaire.test';
const BACK_OFFICE = '/exemplaire/arriere-boutique';
const CAMPAIGN = 'Les Feux de l’Iroise, en souscription';
const REWARD = 'Le roman broché';
const NEWS = 'Le projet continue autrement';
const NBSP = '\u00a0';
const FAILED_SUBJECT = `La campagne «${NBSP}${CAMPAIGN}${NBSP}» n’a pas atteint son objectif`;
const STAFF_SUBJECT = `Fin de campagne${NBSP}: «${NBSP}${CAMPAIGN}${NBSP}» n’a pas atteint son objectif`;
const NEWS_SUBJECT = `Des nouvelles de «${NBSP}${CAMPAIGN}${NBSP}»${NBSP}: ${NEWS}`;
const REFUND_SUBJECT = `Votre contribution à «${NBSP}${CAMPAIGN}${NBSP}» est remboursée`;

/** A `datetime-local` value of the staff form (the browser's time zone is Paris). */
function parisInput(at: Date): string {
  const f = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return f.format(at).replace(' ', 'T');
}

/**
 * A campaign's end, end to end on the whole shop (the SPA served by the API, the worker, the bank
 * sandbox and the mail catcher, on a database of the suite's own): a reader backs a campaign and
 * pays at the bank, two other backers pay by voucher; the reader and one of them take the
 * campaign's news, the other does not. Staff move the campaign's end a few seconds ahead in the
 * back office; the re-planned end job records its failure and mails every backer once (their money
 * is concerned, news or not), and staff. Staff refund two contributions by credit note and mark the
 * third refunded elsewhere, each backer is mailed their refund, the reader finds it in the account
 * pages, and a news item mailed to the backers reaches the subscribed ones only.
 */
describe('a campaign’s end, from the end job to the refunds', () => {
  let stack: FullStack;
  let api: TestApi;
  let q: QueryRunner;
  let staff: Visit;
  let reader: Visit;
  let campaignId = 0;
  let slug = '';
  const run = `${process.pid}-${Date.now().toString(36)}`;
  /** Backers paying by voucher: one takes the campaign's news, the other keeps the default (none). */
  const subscribed = { email: `abonnee-${run}@test.fr`, nickname: `Abonnée ${run}` };
  const unsubscribed = { email: `discret-${run}@test.fr`, nickname: `Discret ${run}` };

  beforeAll(async () => {
    stack = await startFullStack('campaign_end_journey_e2e');
    ({ api } = stack);
    q = <T = any>(text: string, params: unknown[] = []) => stack.database.db.query<T[]>(text, params);
    staff = await stack.visit();
    reader = await stack.visit();

    // The campaign and its reward, as staff write them (its end far ahead for now)
    const { access } = await login(api, { email: STAFF, password: DEMO_PASSWORD });
    const created = await api.post(
      '/api/staff/campaigns/',
      {
        title: CAMPAIGN,
        label: 1,
        start_date: new Date(Date.now() - 86_400_000).toISOString(),
        end_date: '2099-01-01T17:00:00.000Z',
        goal: 5000,
        goal_type: 1,
        description: '<p>Un roman des îles, à imprimer si nous sommes assez nombreux.</p>',
      },
      { token: access },
    );
    expect(created.status).toBe(201);
    ({ id: campaignId, slug } = created.body);
    const reward = await api.post(`/api/staff/campaigns/${campaignId}/rewards/`, { name: REWARD, price: 20, books_count: 1, release_date: '2027-06-01' }, { token: access });
    expect(reward.status).toBe(201);
  });

  afterAll(async () => {
    try {
      await endVisits([staff, reader], { allowPixel: true });
    } finally {
      await stack?.close();
    }
  }, END_OF_VISIT_TIMEOUT_MS);

  const url = (path: string) => `${api.baseUrl}${path}`;
  const mailsTo = (address: string, subject: string) => stack.catcher.messages().filter((m: CaughtMail) => m.to.includes(address) && m.subject === subject);
  /** The campaign's own mails to an address (its order's confirmation aside). */
  const campaignMailsTo = (address: string) => stack.catcher.messages().filter((m: CaughtMail) => m.to.includes(address) && m.subject.includes(CAMPAIGN));

  async function writeRichText(page: Page, name: RegExp, text: string): Promise<void> {
    await page.getByRole('textbox', { name }).click();
    await page.keyboard.type(text);
  }

  it('a reader backs the campaign, pays at the bank and takes its news; two others pay by voucher', async () => {
    const { page } = reader;
    await logInAt(page, api.baseUrl, READER, `/exemplaire/financement-participatif/${slug}`);
    await page
      .getByRole('region', { name: 'Les contreparties' })
      .getByRole('link', { name: `Choisir « ${REWARD} »` })
      .click();
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await page.getByRole('button', { name: 'Valider et continuer mes achats' }).click();
    await page.waitForURL(url('/exemplaire/home'));
    await page.goto(url('/exemplaire/checkout/cart'));
    await page
      .getByRole('region', { name: `Contribution à ${CAMPAIGN}` })
      .getByRole('listitem', { name: REWARD })
      .waitFor();
    await page.getByRole('link', { name: 'Commander' }).click();
    await page.waitForURL(url('/exemplaire/checkout/livraison'));
    await chooseAddress(page, 'Lecteur');
    await page
      .getByRole('radio', { name: /Colissimo/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Continuer' }).click();
    await payByCardFromSummary(page, api.baseUrl, stack.bankUrl, ACCEPTED_CARD);

    // New contributions keep the campaign's news off: the reader turns them on in the account pages
    await page.goto(url('/exemplaire/compte/contributions'));
    await page.getByRole('link', { name: CAMPAIGN }).first().click();
    const news = page.getByRole('checkbox', { name: 'Ne pas recevoir les actualités de ce projet' });
    expect(await news.isChecked()).toBe(true);
    await news.uncheck();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Vos préférences ont bien été enregistrées.').waitFor();

    // Two other backers pay by voucher; one of them asks for the news too
    for (const backer of [subscribed, unsubscribed]) {
      const user = await createUser({ email: backer.email, nickname: backer.nickname }, q);
      const buyer = { ...user, ...(await login(api, user)) };
      await paidCart(api, buyer, (cartId) => cartClient(api).contribute(cartId, contribution(campaignId, 30), buyer.access), q);
      if (backer === subscribed) {
        const [{ id }] = await q<{ id: number }>('SELECT id FROM contributions WHERE crowdfunding_id = $1 AND user_id = $2', [campaignId, user.id]);
        expect((await api.patch(`/api/contributions/${id}/`, { unsubscribed: false }, { token: buyer.access })).status).toBe(200);
      }
    }
    const rows = await q<{ email: string; unsubscribed: boolean; amount_cents: number }>(
      'SELECT u.email, c.unsubscribed, c.amount_cents FROM contributions c JOIN users u ON u.id = c.user_id WHERE c.crowdfunding_id = $1 ORDER BY c.id',
      [campaignId],
    );
    expect(rows).toEqual([
      { email: READER, unsubscribed: false, amount_cents: 2000 },
      { email: subscribed.email, unsubscribed: false, amount_cents: 3000 },
      { email: unsubscribed.email, unsubscribed: true, amount_cents: 3000 },
    ]);
  }, 120_000);

  it('staff move the end a few seconds ahead: the end job records the failure and mails every backer once, news or not, and staff', async () => {
    const { page } = staff;
    await logInAt(page, api.baseUrl, STAFF, `${BACK_OFFICE}/campagnes/${campaignId}`);
    await page.getByRole('heading', { level: 1, name: 'Fiche de la campagne' }).waitFor();
    const panel = page.getByRole('region', { name: 'Issue de la campagne' });
    await panel.getByText(/^En cours jusqu’au /).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The next minute at least 20 seconds ahead (the form's end is to the minute)
    const end = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
    await page.getByLabel('Fin', { exact: true }).fill(parisInput(end));
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.getByText('Modifications enregistrées.').waitFor();
    const [{ end_date }] = await q<{ end_date: Date }>('SELECT end_date FROM crowdfundings WHERE id = $1', [campaignId]);
    expect(new Date(end_date).toISOString()).toBe(end.toISOString());

    // Nothing before the end; the outcome right after it
    expect((await q<{ outcome: string | null }>('SELECT outcome FROM crowdfundings WHERE id = $1', [campaignId]))[0].outcome).toBeNull();
    const staffMail = await stack.catcher.waitFor((m) => m.to.includes(STAFF) && m.subject === STAFF_SUBJECT, end.getTime() - Date.now() + 30_000);
    const [row] = await q<{ outcome: string; outcome_recorded_at: Date; outcome_collected_cents: number }>(
      'SELECT outcome, outcome_recorded_at, outcome_collected_cents FROM crowdfundings WHERE id = $1',
      [campaignId],
    );
    expect(row.outcome).toBe('failed');
    expect(row.outcome_collected_cents).toBe(8000);
    expect(new Date(row.outcome_recorded_at).getTime()).toBeGreaterThanOrEqual(end.getTime());
    expect(staffMail.text).toContain('80,00');

    await stack.catcher.waitFor((m) => m.to.includes(READER) && m.subject === FAILED_SUBJECT, 20_000);
    await stack.catcher.waitFor((m) => m.to.includes(subscribed.email) && m.subject === FAILED_SUBJECT, 20_000);
    await stack.catcher.waitFor((m) => m.to.includes(unsubscribed.email) && m.subject === FAILED_SUBJECT, 20_000);
    // Every mail of the end is written at once (outbox), one per backer: none is still to come
    const written = await q<{ to: string }>(
      `SELECT payload->>'to' AS to FROM outbox WHERE payload->>'type' = 'campaign-outcome' AND (payload->>'campaignId')::int = $1 ORDER BY 1`,
      [campaignId],
    );
    expect(written.map((w) => w.to)).toEqual([READER, subscribed.email, unsubscribed.email].sort());
    for (const backer of [READER, subscribed.email, unsubscribed.email]) expect(mailsTo(backer, FAILED_SUBJECT)).toHaveLength(1);
    expect(staffMail.text).toContain('3 adresses prévenues par courriel');
    expect(mailsTo(STAFF, STAFF_SUBJECT)).toHaveLength(1);
    // the end is to the minute: up to 80 s of waiting for it
  }, 180_000);

  it('staff see the failure with its paid contributions, refund two by credit note after the dialog and mark one refunded elsewhere', async () => {
    const { page } = staff;
    await page.goto(url(`${BACK_OFFICE}/campagnes/${campaignId}`));
    const panel = page.getByRole('region', { name: 'Issue de la campagne' });
    await panel.getByText('Objectif non atteint').waitFor();
    await panel.getByText(/3 contributions payées, 0 remboursée$/).waitFor();
    await panel.getByText('3 adresses de contributeur·ices prévenues de l’issue par courriel, et de chaque remboursement.').waitFor();
    const table = panel.getByRole('table', { name: 'Contributions payées, pas encore remboursées' });
    await expectCount(table.locator('tbody tr'), 3);
    await screenshots(page, 'campaign-end-journey-outcome', '.staff-outcome');
    expect(await axeViolations(page)).toEqual([]);

    const [{ nickname: readerNickname }] = await q<{ nickname: string }>(
      'SELECT c.nickname FROM contributions c JOIN users u ON u.id = c.user_id WHERE c.crowdfunding_id = $1 AND u.email = $2',
      [campaignId, READER],
    );
    await panel.getByRole('checkbox', { name: `Choisir la contribution de ${readerNickname}` }).check();
    await panel.getByRole('checkbox', { name: `Choisir la contribution de ${subscribed.nickname}` }).check();
    await panel.getByText('2 choisies sur 3 à rembourser').waitFor();
    await panel.getByRole('button', { name: 'Rembourser par avoir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rembourser par avoir : 2 contributions ?' });
    await dialog.getByText(/^Un avoir sera émis sur la commande de chaque contribution, pour 50\s€ en tout\.$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Émettre les avoirs' }).click();
    await panel.getByText('2 contributions remboursées (avoir).').waitFor();
    await expectCount(table.locator('tbody tr'), 1);

    await panel.getByRole('checkbox', { name: `Choisir la contribution de ${unsubscribed.nickname}` }).check();
    await panel.getByRole('button', { name: 'Marquer remboursées ailleurs' }).click();
    await page.getByRole('dialog', { name: 'Marquer remboursées ailleurs : 1 contribution ?' }).getByRole('button', { name: 'Marquer remboursées' }).click();
    await panel.getByText('1 contribution remboursée (remboursée ailleurs).').waitFor();
    await panel.getByText('Toutes les contributions sont remboursées.').waitFor();
    await panel.getByText(/0 contribution payée, 3 remboursées$/).waitFor();
    // Staff keep seeing them, labelled with their credit note or as refunded elsewhere
    const refundedTable = panel.getByRole('table', { name: 'Contributions remboursées (3), hors des statistiques publiques' });
    await expectCount(refundedTable.locator('tbody tr'), 3);
    await expectCount(refundedTable.getByText(/^Avoir n°A\d{4}-\d{6} le .+ par equipe@exemplaire\.test$/), 2);
    await refundedTable.getByText(/^Remboursée ailleurs le .+ par equipe@exemplaire\.test$/).waitFor();
    await screenshots(page, 'campaign-end-journey-refunded', '.staff-outcome');
    expect(await axeViolations(page)).toEqual([]);

    const refunds = await q<{ email: string; refund_method: string; refunded_by: string; amount_cents: number | null }>(
      `SELECT u.email, c.refund_method, r.email AS refunded_by, n.amount_cents
         FROM contributions c JOIN users u ON u.id = c.user_id JOIN users r ON r.id = c.refunded_by LEFT JOIN credit_notes n ON n.id = c.refund_credit_note_id
        WHERE c.crowdfunding_id = $1 ORDER BY c.id`,
      [campaignId],
    );
    expect(refunds).toEqual([
      { email: READER, refund_method: 'credit_note', refunded_by: STAFF, amount_cents: 2000 },
      { email: subscribed.email, refund_method: 'credit_note', refunded_by: STAFF, amount_cents: 3000 },
      { email: unsubscribed.email, refund_method: 'elsewhere', refunded_by: STAFF, amount_cents: null },
    ]);
    // Each backer is told of their refund, how much and how (a credit note's number, or elsewhere)
    const readerRefund = await stack.catcher.waitFor((m) => m.to.includes(READER) && m.subject === REFUND_SUBJECT, 20_000);
    expect(readerRefund.text).toMatch(/votre contribution de 20,00\s€/);
    expect(readerRefund.text).toMatch(/L’avoir n°\sA\d{4}-\d{6} a été établi/);
    await stack.catcher.waitFor((m) => m.to.includes(subscribed.email) && m.subject === REFUND_SUBJECT, 20_000);
    const elsewhere = await stack.catcher.waitFor((m) => m.to.includes(unsubscribed.email) && m.subject === REFUND_SUBJECT, 20_000);
    expect(elsewhere.text).toContain('hors de la boutique');
    for (const backer of [READER, subscribed.email, unsubscribed.email]) expect(mailsTo(backer, REFUND_SUBJECT)).toHaveLength(1);
  });

  it('the reader finds the refund in the account pages: the credit note on the contribution, its balance in the informations', async () => {
    const { page } = reader;
    const [{ number }] = await q<{ number: string }>(
      'SELECT c.refund_credit_note_number AS number FROM contributions c JOIN users u ON u.id = c.user_id WHERE c.crowdfunding_id = $1 AND u.email = $2',
      [campaignId, READER],
    );
    expect(number).toMatch(/^A\d{4}-\d{6}$/);
    await page.goto(url('/exemplaire/compte/contributions'));
    const card = page.locator('.contribution-card').filter({ hasText: CAMPAIGN });
    await card.getByText(new RegExp(`^Remboursée le .+ par l’avoir n°${number}, sur votre commande\\.$`)).waitFor();
    await card.getByText('Retiré de la liste des soutiens depuis son remboursement').waitFor();
    await screenshots(page, 'campaign-end-journey-account-contributions');
    await page.goto(url('/exemplaire/compte/informations'));
    const balance = page.locator('.account-card__facts div').filter({ hasText: 'Solde de vos avoirs' });
    await expect(balance.locator('dd').textContent()).resolves.toMatch(/^20\s€$/);
    await screenshots(page, 'campaign-end-journey-account-informations');
  });

  it('the public campaign page no longer counts the refunded contributions', async () => {
    const { page } = reader;
    await page.goto(url(`/exemplaire/financement-participatif/${slug}`));
    await page.getByRole('heading', { name: CAMPAIGN }).first().waitFor();
    const body = (await api.get(`/api/crowdfundings/${slug}/`)).body;
    expect(body.basic_stats).toEqual({ collection: '0.00', contributors: 0 });
    expect(body.contributions_count).toBe(0);
    await screenshots(page, 'campaign-end-journey-public');
  });

  it('staff publish a news item mailed to the backers: only the subscribed ones get it', async () => {
    const { page } = staff;
    await page.goto(url(`${BACK_OFFICE}/actualites?campagne=${campaignId}`));
    await page.getByRole('link', { name: 'Nouvelle actualité' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Nouvelle actualité' }).click();
    await page.getByRole('textbox', { name: 'Titre' }).fill(NEWS);
    await writeRichText(page, /^Texte/, 'Le livre paraîtra tout de même, chez un autre éditeur : nous vous tiendrons au courant.');
    const mailIt = page.getByRole('checkbox', { name: 'Envoyer aussi par courriel aux contributeur·ices (2 personnes)' });
    await mailIt.check();
    await screenshots(page, 'campaign-end-journey-news');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publier l’actualité' }).click();
    await page.getByText('Actualité publiée.').waitFor();

    const readerMail = await stack.catcher.waitFor((m) => m.to.includes(READER) && m.subject === NEWS_SUBJECT, 20_000);
    expect(readerMail.text).toContain('chez un autre éditeur');
    await stack.catcher.waitFor((m) => m.to.includes(subscribed.email) && m.subject === NEWS_SUBJECT, 20_000);
    const written = await q<{ to: string }>(`SELECT payload->>'to' AS to FROM outbox WHERE payload->>'type' = 'campaign-news' AND (payload->>'campaignId')::int = $1 ORDER BY 1`, [
      campaignId,
    ]);
    expect(written.map((w) => w.to)).toEqual([READER, subscribed.email].sort());
    expect(mailsTo(READER, NEWS_SUBJECT)).toHaveLength(1);
    expect(mailsTo(subscribed.email, NEWS_SUBJECT)).toHaveLength(1);
    // The backer who kept the default (no news) got the mails about their money, and nothing else
    expect(
      campaignMailsTo(unsubscribed.email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([FAILED_SUBJECT, REFUND_SUBJECT].sort());
  });
});
