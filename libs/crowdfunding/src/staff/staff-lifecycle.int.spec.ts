import { loggedInUser } from '../../../../test/support/accounts';
import { sql } from '../../../../test/support/db';
import { conformanceSuite, type DocumentedOperation, expectOperationsDocumented } from '../../../../test/support/conformance-suite';
import { cartClient, createCampaign } from '../../../../test/support/cart-fixtures';
import { contribution, paidCart } from '../../../../test/support/paid-carts';

/**
 * A campaign's end in the back office (docs/back-office.md): its outcome, its paid contributions,
 * the refunds of a failed one (credit notes or elsewhere, audited, refusals in French) and its news
 * mailed to its backers once.
 */
const OPERATIONS: DocumentedOperation[] = [
  ['get', '/api/staff/campaigns/{id}/outcome', 200],
  ['get', '/api/staff/campaigns/{id}/contributions', 200],
  ['post', '/api/staff/campaigns/{id}/refunds', 200],
  ['post', '/api/staff/news/{id}/notify', 200],
];

describe('crowdfunding staff routes: campaign outcome, refunds, news to backers', () => {
  const suite = conformanceSuite();
  const { expectDocumented } = suite;
  let staff: Awaited<ReturnType<typeof loggedInUser>>;
  let reader: string;
  const as = (token: string) => ({ token });
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const nickname = () => `Soutien ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  /** A campaign with paid contributions of `amounts` (euros), one backer each; ended and failed unless `running`. */
  async function backedCampaign(amounts: number[], options: { running?: boolean } = {}) {
    const carts = cartClient(suite.api);
    const campaign = await createCampaign();
    const backers = [];
    for (const amount of amounts) {
      const backer = await loggedInUser(suite.api, { nickname: nickname() });
      await paidCart(suite.api, backer, (cartId) => carts.contribute(cartId, contribution(campaign.id, amount), backer.access));
      backers.push(backer);
    }
    const contributions = await sql<{ id: number; user_id: number; cart_id: string }>('SELECT id, user_id, cart_id FROM contributions WHERE crowdfunding_id = $1 ORDER BY id', [
      campaign.id,
    ]);
    if (!options.running) {
      await sql(`UPDATE crowdfundings SET end_date = now() - interval '1 minute', outcome = 'failed', outcome_recorded_at = now() WHERE id = $1`, [campaign.id]);
    }
    return { id: campaign.id, backers, contributions };
  }

  beforeAll(async () => {
    staff = await loggedInUser(suite.api, { staff: true });
    reader = (await loggedInUser(suite.api)).access;
  });

  it('documents every operation with a French tag, a summary and its success answer', () => {
    expectOperationsDocumented(suite.document, OPERATIONS);
  });

  it('refuses anonymous visitors (401) and readers (403) on every route', async () => {
    const calls: [string, string][] = [
      ['get', '/api/staff/campaigns/1/outcome/'],
      ['get', '/api/staff/campaigns/1/contributions/'],
      ['post', '/api/staff/campaigns/1/refunds/'],
      ['post', '/api/staff/news/1/notify/'],
    ];
    for (const [method, path] of calls) {
      const anonymous = method === 'get' ? await suite.api.get(path) : await suite.api.post(path, {});
      const asReader = method === 'get' ? await suite.api.get(path, auth(reader)) : await suite.api.post(path, {}, as(reader));
      expect([path, anonymous.status, asReader.status]).toEqual([path, 401, 403]);
    }
  });

  it('a failed campaign: its outcome, its contributions, refunds by credit note and elsewhere, audited; refusals', async () => {
    const campaign = await backedCampaign([12, 20, 30]);
    const [first, second, third] = campaign.contributions;

    const outcome = await suite.api.get(`/api/staff/campaigns/${campaign.id}/outcome/`, auth(staff.access));
    expectDocumented('get', '/api/staff/campaigns/{id}/outcome', 200, outcome);
    expect(outcome.body).toMatchObject({ campaign: campaign.id, outcome: 'failed', goal_type: 1, goal: '1000.00', collected: '62.00', contributions: { paid: 3, refunded: 0 } });
    // news are asked for (none by default), the outcome and the refunds are told to every backer
    expect(outcome.body).toMatchObject({ news_recipients: 0, backer_addresses: 3 });

    const list = await suite.api.get(`/api/staff/campaigns/${campaign.id}/contributions/?status=paid`, auth(staff.access));
    expectDocumented('get', '/api/staff/campaigns/{id}/contributions', 200, list);
    expect(list.body.count).toBe(3);
    expect(list.body.results[0]).toMatchObject({
      id: first.id,
      backer: { id: first.user_id, email: campaign.backers[0].email },
      amount: '12.00',
      refunded: false,
      credit_note: null,
    });

    // by credit note: one per contribution, on its order, for its amount
    const byNote = await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [first.id, second.id], method: 'credit_note' }, as(staff.access));
    expectDocumented('post', '/api/staff/campaigns/{id}/refunds', 200, byNote);
    expect(byNote.body.refunded).toBe(2);
    const notes = await sql<{ id: string; cart_id: string; amount_cents: number; reason: string }>(
      'SELECT id, cart_id, amount_cents, reason FROM credit_notes WHERE id = ANY($1) ORDER BY amount_cents',
      [byNote.body.results.map((r: { credit_note: { id: string } }) => r.credit_note.id)],
    );
    expect(notes.map((n) => [n.cart_id, n.amount_cents])).toEqual([
      [first.cart_id, 1200],
      [second.cart_id, 2000],
    ]);
    expect(notes[0].reason).toContain('n’a pas atteint son objectif');

    // elsewhere: only marked, with who and when
    const elsewhere = await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [third.id], method: 'elsewhere' }, as(staff.access));
    expect(elsewhere.body).toEqual({ refunded: 1, results: [{ id: third.id, refund_method: 'elsewhere', credit_note: null, backer_mailed: true }] });
    // each backer is mailed their refund (in the same transaction, through the outbox), news or not
    const refundMails = await sql<{ to: string; contribution: number; amount: string; method: string; note: string | null }>(
      `SELECT payload->>'to' AS to, (payload->>'contributionId')::int AS contribution, payload->>'amount' AS amount, payload->>'method' AS method, payload->>'creditNoteNumber' AS note
         FROM outbox WHERE queue = 'emails' AND payload->>'type' = 'contribution-refunded' AND (payload->>'campaignId')::int = $1 ORDER BY 2`,
      [campaign.id],
    );
    expect(refundMails).toEqual([
      { to: campaign.backers[0].email.toLowerCase(), contribution: first.id, amount: '12.00', method: 'credit_note', note: byNote.body.results[0].credit_note.number },
      { to: campaign.backers[1].email.toLowerCase(), contribution: second.id, amount: '20.00', method: 'credit_note', note: byNote.body.results[1].credit_note.number },
      { to: campaign.backers[2].email.toLowerCase(), contribution: third.id, amount: '30.00', method: 'elsewhere', note: null },
    ]);
    const refunded = await suite.api.get(`/api/staff/campaigns/${campaign.id}/contributions/?status=refunded`, auth(staff.access));
    expect(refunded.body.count).toBe(3);
    expect(refunded.body.results.find((c: { id: number }) => c.id === third.id)).toMatchObject({ refunded: true, refund_method: 'elsewhere', refunded_by: { id: staff.id } });
    expect((await suite.api.get(`/api/staff/campaigns/${campaign.id}/contributions/?status=paid`, auth(staff.access))).body.count).toBe(0);

    const audit = await suite.api.get(`/api/staff/audit/?entity=contribution&entity_id=${first.id}`, auth(staff.access));
    expect(audit.body.results[0]).toMatchObject({
      action: 'refunded',
      actor: { id: staff.id },
      changes: {
        refunded: { from: false, to: true },
        refund_method: { from: null, to: 'credit_note' },
        credit_note: { from: null, to: byNote.body.results[0].credit_note.number },
      },
    });

    // twice: 409, nothing done; unknown ids, bad method, empty list: 400
    const again = await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [first.id], method: 'elsewhere' }, as(staff.access));
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/^Déjà remboursée : contribution n° \d+/);
    expect(
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE payload->>'type' = 'contribution-refunded' AND (payload->>'campaignId')::int = $1`, [campaign.id]))[0]
        .n,
    ).toBe(3);
    expect((await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [2147483647], method: 'elsewhere' }, as(staff.access))).body).toEqual({
      contributions: ['Contribution inconnue sur cette campagne : 2147483647.'],
    });
    expect((await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [], method: 'cash' }, as(staff.access))).status).toBe(400);
    expect((await suite.api.post('/api/staff/campaigns/2147483647/refunds/', { contributions: [1], method: 'elsewhere' }, as(staff.access))).status).toBe(404);
  });

  it('public statistics leave refunded contributions out (totals, backers, rewards, backers list); staff still see them, as refunded', async () => {
    const carts = cartClient(suite.api);
    const campaign = await createCampaign();
    const [{ slug }] = await sql<{ slug: string }>('SELECT slug FROM crowdfundings WHERE id = $1', [campaign.id]);
    const rewards = [[{ compensation: campaign.limited, quantity: 1 }], [{ compensation: campaign.book, quantity: 1 }], []];
    for (const [index, amount] of [39, 22, 30].entries()) {
      const backer = await loggedInUser(suite.api, { nickname: nickname() });
      await paidCart(suite.api, backer, (cartId) => carts.contribute(cartId, contribution(campaign.id, amount, rewards[index]), backer.access));
    }
    const [byNote, elsewhere, kept] = await sql<{ id: number; amount_cents: number }>('SELECT id, amount_cents FROM contributions WHERE crowdfunding_id = $1 ORDER BY id', [
      campaign.id,
    ]);
    const publicView = async () => {
      const page = (await suite.api.get(`/api/crowdfundings/${slug}/?expand=compensations`)).body;
      const reward = (id: number) => page.compensations.find((k: { id: number }) => k.id === id);
      const backers = (await suite.api.get(`/api/crowdfundings/${slug}/contributions/?limit=100`)).body;
      return {
        collection: page.basic_stats.collection,
        contributors: page.basic_stats.contributors,
        contributions: page.contributions_count,
        limited: [reward(campaign.limited).ordered_quantity, reward(campaign.limited).remaining_quantity],
        book: reward(campaign.book).ordered_quantity,
        backers: backers.results.map((c: { id: number }) => c.id).sort(),
      };
    };
    const cents = (n: number) => (n / 100).toFixed(2);
    expect(await publicView()).toEqual({
      collection: cents(byNote.amount_cents + elsewhere.amount_cents + kept.amount_cents),
      contributors: 3,
      contributions: 3,
      limited: [1, 1],
      book: 1,
      backers: [byNote.id, elsewhere.id, kept.id].sort(),
    });

    await sql(`UPDATE crowdfundings SET end_date = now() - interval '1 minute', outcome = 'failed', outcome_recorded_at = now() WHERE id = $1`, [campaign.id]);
    expect((await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [byNote.id], method: 'credit_note' }, as(staff.access))).status).toBe(200);
    expect((await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [elsewhere.id], method: 'elsewhere' }, as(staff.access))).status).toBe(200);

    // the public page: only the contribution kept, its reward counts freed
    expect(await publicView()).toEqual({ collection: cents(kept.amount_cents), contributors: 1, contributions: 1, limited: [0, 2], book: 0, backers: [kept.id] });

    // staff: every contribution, the refunded ones labelled so
    const outcome = (await suite.api.get(`/api/staff/campaigns/${campaign.id}/outcome/`, auth(staff.access))).body;
    expect(outcome.contributions).toEqual({ paid: 1, refunded: 2 });
    const all = (await suite.api.get(`/api/staff/campaigns/${campaign.id}/contributions/`, auth(staff.access))).body;
    expect(all.results.map((c: { id: number; refunded: boolean; refund_method: string | null }) => [c.id, c.refunded, c.refund_method])).toEqual([
      [byNote.id, true, 'credit_note'],
      [elsewhere.id, true, 'elsewhere'],
      [kept.id, false, null],
    ]);
  });

  it('backers find the refund on their own contributions: how, when, and the credit note’s number', async () => {
    const campaign = await backedCampaign([12, 20]);
    const [byNote, elsewhere] = campaign.contributions;
    const own = async (index: number, id: number) => (await suite.api.get(`/api/contributions/${id}/`, auth(campaign.backers[index].access))).body;
    expect((await own(0, byNote.id)).refund).toBeNull();
    const note = (await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [byNote.id], method: 'credit_note' }, as(staff.access))).body;
    await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [elsewhere.id], method: 'elsewhere' }, as(staff.access));
    expect((await own(0, byNote.id)).refund).toEqual({
      method: 'credit_note',
      refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      credit_note: note.results[0].credit_note.number,
    });
    expect((await own(1, elsewhere.id)).refund).toEqual({ method: 'elsewhere', refunded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), credit_note: null });
    const list = (await suite.api.get('/api/contributions/', auth(campaign.backers[0].access))).body;
    expect(list.results.find((c: { id: number }) => c.id === byNote.id).refund.method).toBe('credit_note');
  });

  it('refuses refunds on a campaign that did not fail', async () => {
    const campaign = await backedCampaign([15], { running: true });
    const res = await suite.api.post(`/api/staff/campaigns/${campaign.id}/refunds/`, { contributions: [campaign.contributions[0].id], method: 'elsewhere' }, as(staff.access));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Seules les contributions d’une campagne qui n’a pas atteint son objectif se remboursent ici.');
    expect((await suite.api.get(`/api/staff/campaigns/${campaign.id}/outcome/`, auth(staff.access))).body.outcome).toBeNull();
  });

  it('news mailed to backers: once per address, not to those who turned the news off, a second time 409', async () => {
    const campaign = await backedCampaign([10, 11, 12], { running: true });
    const [subscribed, off, twice] = campaign.contributions;
    await sql('UPDATE contributions SET unsubscribed = false WHERE id = ANY($1)', [[subscribed.id, twice.id]]);
    // a second contribution of the same backer, news turned off there: still one mail
    await sql(`INSERT INTO contributions (crowdfunding_id, user_id, nickname, amount_cents, unsubscribed) VALUES ($1, $2, 'Encore', 500, true)`, [campaign.id, twice.user_id]);
    expect((await suite.api.get(`/api/staff/campaigns/${campaign.id}/outcome/`, auth(staff.access))).body.news_recipients).toBe(2);

    const news = (await suite.api.post(`/api/staff/campaigns/${campaign.id}/news/`, { subject: 'Chez l’imprimeur', content: '<p>Le livre part.</p>' }, as(staff.access))).body;
    const sent = await suite.api.post(`/api/staff/news/${news.id}/notify/`, {}, as(staff.access));
    expectDocumented('post', '/api/staff/news/{id}/notify', 200, sent);
    expect(sent.body).toMatchObject({ news: news.id, recipients: 2 });
    const mails = await sql<{ to: string }>(
      `SELECT payload->>'to' AS to FROM outbox WHERE queue = 'emails' AND payload->>'type' = 'campaign-news' AND (payload->>'newsId')::int = $1 ORDER BY 1`,
      [news.id],
    );
    const emailOf = (userId: number) => campaign.backers.find((b) => b.id === userId)!.email.toLowerCase();
    expect(mails.map((m) => m.to)).toEqual([emailOf(subscribed.user_id), emailOf(twice.user_id)].sort());
    expect(mails.map((m) => m.to)).not.toContain(emailOf(off.user_id));

    const again = await suite.api.post(`/api/staff/news/${news.id}/notify/`, {}, as(staff.access));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Cette actualité a déjà été envoyée aux contributeur·ices.', notified_at: sent.body.notified_at });
    expect((await suite.api.post('/api/staff/news/2147483647/notify/', {}, as(staff.access))).status).toBe(404);
  });
});
