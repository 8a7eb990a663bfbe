import { loggedInUser } from '../../../../test/support/accounts';
import { cartClient, createCampaign, type TestCampaign } from '../../../../test/support/cart-fixtures';
import { sql } from '../../../../test/support/db';
import { contribution, paidCart } from '../../../../test/support/paid-carts';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/** A campaign's figures counted from its contributions, independently of the read model. */
async function counted(id: number) {
  const [row] = await sql<{ collected: number; contributors: number; visible: number; books: number }>(
    `SELECT coalesce(sum(c.amount_cents), 0)::int AS collected, count(DISTINCT coalesce('u' || c.user_id, 'c' || c.id))::int AS contributors,
            (count(*) FILTER (WHERE NOT c.hidden))::int AS visible,
            coalesce((SELECT sum(r.quantity * k.books_count) FROM contribution_rewards r JOIN compensations k ON k.product_id = r.compensation_id
                        JOIN contributions x ON x.id = r.contribution_id WHERE x.crowdfunding_id = $1 AND x.refunded_at IS NULL), 0)::int AS books
       FROM contributions c WHERE c.crowdfunding_id = $1 AND c.refunded_at IS NULL`,
    [id],
  );
  return row;
}

/**
 * The campaigns' read model: a paid contribution changes the campaign's stored figures in the
 * payment's transaction (campaign_stats, campaign_reward_stats), so the next read shows them; a
 * change to the campaign's content (its news) reaches its stored card.
 */
describe('campaign read model: figures and cards', () => {
  let api: ServedApi;
  let campaign: TestCampaign;
  let slug: string;

  beforeAll(async () => {
    api = await sharedApi();
    campaign = await createCampaign();
    [{ slug }] = await sql<{ slug: string }>('SELECT slug FROM crowdfundings WHERE id = $1', [campaign.id]);
  });
  afterAll(() => api.close());

  it('a paid contribution: the figures, the rewards taken and the detail change at the next read', async () => {
    const before = (await api.get(`/api/crowdfundings/${slug}/`)).body;
    expect(before).toMatchObject({ basic_stats: { collection: '0.00', contributors: 0 }, contributions_count: 0, books_sold: 0, completion_percent: 0 });

    const backer = await loggedInUser(api);
    const carts = cartClient(api);
    await paidCart(api, backer, (cartId) => carts.contribute(cartId, contribution(campaign.id, 60, [{ compensation: campaign.book, quantity: 2 }]), backer.access));

    const truth = await counted(campaign.id);
    expect(truth.contributors).toBe(1);
    const [stored] = await sql(
      'SELECT collected_cents::int AS collected, contributors, visible_contributions AS visible, books_sold AS books FROM campaign_stats WHERE crowdfunding_id = $1',
      [campaign.id],
    );
    expect(stored).toEqual(truth);
    const after = (await api.get(`/api/crowdfundings/${slug}/`)).body;
    expect(after).toMatchObject({
      basic_stats: { collection: (truth.collected / 100).toFixed(2), contributors: 1 },
      contributions_count: truth.visible,
      books_sold: truth.books,
      completion_percent: Math.floor((truth.collected * 100) / 100_000),
    });
    const [{ ordered }] = await sql<{ ordered: number }>('SELECT ordered FROM campaign_reward_stats WHERE compensation_id = $1', [campaign.book]);
    expect(ordered).toBe(2);
    const listed = (await api.get('/api/crowdfundings/?limit=100')).body.results.find((c: Record<string, unknown>) => c.id === campaign.id);
    // Not public: in the list only without the public filter, with the same figures.
    expect(listed).toMatchObject({ basic_stats: after.basic_stats, contributions_count: after.contributions_count });
  });

  it('a refunded contribution leaves the figures in the same transaction', async () => {
    const [c] = await sql<{ id: number }>('SELECT id FROM contributions WHERE crowdfunding_id = $1 ORDER BY id LIMIT 1', [campaign.id]);
    await sql("UPDATE contributions SET refunded_at = now(), refund_method = 'elsewhere' WHERE id = $1", [c.id]);
    const [stored] = await sql('SELECT collected_cents::int AS collected, contributors FROM campaign_stats WHERE crowdfunding_id = $1', [campaign.id]);
    expect(stored).toEqual({ collected: 0, contributors: 0 });
    expect((await api.get(`/api/crowdfundings/${slug}/`)).body).toMatchObject({ basic_stats: { collection: '0.00', contributors: 0 }, books_sold: 0 });
  });

  it("one count of backers: the campaign's figure, its card's and its contributions tab's, whoever gave several times, hid, was refunded or has not paid", async () => {
    // Given a campaign where one backer gave three times, another gave then hid it, a third was refunded,
    // and a fourth confirmed a cart with a contribution but has not paid it
    const own = await createCampaign();
    const [{ slug: ownSlug }] = await sql<{ slug: string }>('SELECT slug FROM crowdfundings WHERE id = $1', [own.id]);
    const carts = cartClient(api);
    const give = async (backer: { id: number; access: string }, euros: number) =>
      paidCart(api, backer, (cartId) => carts.contribute(cartId, contribution(own.id, euros), backer.access));
    const faithful = await loggedInUser(api);
    await give(faithful, 20);
    await give(faithful, 35);
    await give(faithful, 10);
    const hiding = await loggedInUser(api);
    await give(hiding, 15);
    const [hidden] = (await api.get('/api/contributions/', { headers: { authorization: `Bearer ${hiding.access}` } })).body.results;
    expect((await api.patch(`/api/contributions/${hidden.id}/`, { hidden: true }, { token: hiding.access })).status).toBe(200);
    const refunded = await loggedInUser(api);
    await give(refunded, 40);
    await sql("UPDATE contributions SET refunded_at = now(), refund_method = 'elsewhere' WHERE crowdfunding_id = $1 AND user_id = $2", [own.id, refunded.id]);
    const unpaid = await loggedInUser(api);
    const cart = (await carts.create(unpaid.access)).body;
    expect((await carts.contribute(cart.id, contribution(own.id, 50), unpaid.access)).status).toBeLessThan(300);

    // When a visitor reads the campaign, its card in the list and its contributions tab
    const detail = (await api.get(`/api/crowdfundings/${ownSlug}/`)).body;
    const card = (await api.get('/api/crowdfundings/?limit=100')).body.results.find((c: { id: number }) => c.id === own.id);
    const tab = (await api.get(`/api/crowdfundings/${ownSlug}/contributions/?limit=100`)).body;

    // Then each says the same number: the entries of the tab, the three paid contributions shown
    expect(tab.results).toHaveLength(3);
    expect(tab.count).toBe(3);
    expect(detail.contributions_count).toBe(3);
    expect(detail.basic_stats.contributors).toBe(3);
    expect(card.basic_stats.contributors).toBe(3);
    expect(card.contributions_count).toBe(3);
    // And the money counts every paid contribution kept, the hidden one too
    expect(detail.basic_stats.collection).toBe('80.00');
  });

  it('news added: the stored card follows', async () => {
    const before = (await api.get(`/api/crowdfundings/${slug}/`)).body;
    const [news] = await sql<{ id: number }>(
      "INSERT INTO crowdfunding_news (crowdfunding_id, subject, date, content) VALUES ($1, 'Nouvelles', now(), '<p>Bientôt</p>') RETURNING id",
      [campaign.id],
    );
    const [{ stale }] = await sql<{ stale: boolean }>('SELECT stale FROM campaign_cards WHERE crowdfunding_id = $1', [campaign.id]);
    expect(stale).toBe(true);
    const after = (await api.get(`/api/crowdfundings/${slug}/`)).body;
    expect(after.news_count).toBe(before.news_count + 1);
    expect(after.news).toContain(news.id);
  });
});
