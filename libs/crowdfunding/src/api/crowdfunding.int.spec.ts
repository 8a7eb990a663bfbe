import { sql } from '../../../../test/support/db';
import { sharedApi } from '../../../../test/support/shared-api';
import type { ServedApi } from '../../../../test/support/api-client';

/** Expected stats of a campaign, recomputed in SQL independently of the API's loader (refunded contributions left out). */
async function truth(slug: string) {
  const [row] = await sql(
    `SELECT cf.id, cf.goal, cf.goal_type,
            coalesce((SELECT sum(amount_cents) FROM contributions WHERE crowdfunding_id = cf.id AND refunded_at IS NULL), 0)::int AS collected,
            coalesce((SELECT sum(r.quantity * k.books_count) FROM contribution_rewards r
                        JOIN compensations k ON k.product_id = r.compensation_id
                        JOIN contributions c ON c.id = r.contribution_id WHERE c.crowdfunding_id = cf.id AND c.refunded_at IS NULL), 0)::int AS books,
            (SELECT count(*) FROM contributions WHERE crowdfunding_id = cf.id AND NOT hidden AND refunded_at IS NULL)::int AS visible
       FROM crowdfundings cf WHERE cf.slug = $1`,
    [slug],
  );
  return row;
}

describe('crowdfunding read API', () => {
  let api: ServedApi;
  beforeAll(async () => (api = await sharedApi()));
  afterAll(() => api.close());

  it('lists the public campaigns of label 1, newest start first', async () => {
    const res = await api.get('/api/crowdfundings/?label=1&public=true&ordering=-start_date');
    expect(res.status).toBe(200);
    const [{ count }] = await sql('SELECT count(*)::int AS count FROM crowdfundings WHERE label_id = 1 AND public');
    expect(res.body.count).toBe(count);
    const starts = res.body.results.map((c: any) => c.start_date);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(res.body.results.every((c: any) => c.label_slug === 'exemplaire')).toBe(true);
  });

  it('derives completion, tens, state and time label from the contributions', async () => {
    const res = await api.get('/api/crowdfundings/?label=1&public=true&limit=100');
    for (const c of res.body.results) {
      const t = await truth(c.slug);
      const reached = t.goal_type === 1 ? t.collected : t.books;
      expect(c.completion_percent).toBe(Math.floor((reached * 100) / t.goal));
      expect(c.completion_tens).toBe(Math.min(100, Math.max(10, Math.floor(c.completion_percent / 10) * 10)));
      expect(c.basic_stats.collection).toBe((t.collected / 100).toFixed(2));
      expect(c.contributions_count).toBe(t.visible);
      expect(c.disabled).toBe(!c.started || c.finished);
      if (c.finished) expect(c.time_label).toBe('Terminé');
    }
    const states = res.body.results.map((c: any) => [c.started, c.finished, c.succeeded, c.in_production]);
    expect(states).toContainEqual([true, false, false, false]); // running
    expect(states).toContainEqual([false, false, false, false]); // upcoming
    expect(states).toContainEqual([true, true, true, true]); // succeeded, in production
    const every = await api.get('/api/crowdfundings/?limit=100');
    const goalTypes = new Set(every.body.results.map((c: any) => c.goal_type));
    expect(goalTypes).toEqual(new Set([1, 2]));
  });

  it('shows a countdown for a campaign ending within two days, days otherwise', async () => {
    const res = await api.get('/api/crowdfundings/?running=true&limit=100');
    const soon = res.body.results.find((c: any) => c.time_remaining.total_seconds < 2 * 86400);
    const later = res.body.results.find((c: any) => c.time_remaining.total_seconds > 2 * 86400);
    expect(soon.time_label).toMatch(/^\d+\u00a0h\u00a0\d\d\u00a0min\u00a0\d\d\u00a0s$/);
    expect(later.time_label).toMatch(/^\d+ jours? restants?$/);
  });

  it('serves a campaign with its news, FAQ, rewards and author expanded', async () => {
    // A running demo campaign with news and FAQ (the back office's suites add campaigns of their own, without).
    const [{ slug }] = await sql(
      `SELECT c.slug FROM crowdfundings c WHERE c.start_date < now() AND c.end_date > now()
          AND EXISTS (SELECT 1 FROM crowdfunding_news n WHERE n.crowdfunding_id = c.id) AND EXISTS (SELECT 1 FROM crowdfunding_faqs f WHERE f.crowdfunding_id = c.id)
        ORDER BY c.end_date DESC LIMIT 1`,
    );
    const plain = await api.get(`/api/crowdfundings/${slug}/`);
    expect(plain.body.news.every((n: unknown) => typeof n === 'number')).toBe(true);
    const res = await api.get(`/api/crowdfundings/${slug}/?expand=news,faqs,compensations,author`);
    expect(res.status).toBe(200);
    expect(res.body.news.length).toBe(res.body.news_count);
    expect(res.body.news[0]).toEqual({ id: expect.any(Number), subject: expect.any(String), date: expect.any(String), content: expect.any(String) });
    expect(res.body.faqs.length).toBe(res.body.faqs_count);
    expect(res.body.faqs[0]).toHaveProperty('question');
    expect(res.body.author).toHaveProperty('biography_text');
    expect(res.body.compensations.length).toBeGreaterThan(0);
    for (const k of res.body.compensations) {
      expect(k).toHaveProperty('lockedByVoucher');
      expect(k).toHaveProperty('bookseller_only');
      if (k.limited) expect(k.remaining_quantity).toBeGreaterThanOrEqual(0);
      else expect(k.remaining_quantity).toBeNull();
    }
  });

  it('honours fields= with expand= as the news tab asks', async () => {
    const [{ slug }] = await sql(`SELECT cf.slug FROM crowdfundings cf WHERE EXISTS (SELECT 1 FROM crowdfunding_news n WHERE n.crowdfunding_id = cf.id) LIMIT 1`);
    const res = await api.get(`/api/crowdfundings/${slug}/?fields=id,news&expand=news`);
    expect(Object.keys(res.body).sort()).toEqual(['id', 'news']);
    expect(res.body.news[0]).toHaveProperty('subject');
  });

  it('shows every kind of reward: sold out, limited, bookseller-only, voucher-locked, variants, dedication, donation', async () => {
    const res = await api.get('/api/crowdfundings/?limit=100&expand=compensations');
    const all = res.body.results.flatMap((c: any) => c.compensations);
    expect(all.some((k: any) => k.sold_out && k.remaining_quantity === 0)).toBe(true);
    expect(all.some((k: any) => k.limited && k.remaining_quantity > 0)).toBe(true);
    expect(all.some((k: any) => k.bookseller_only)).toBe(true);
    expect(all.some((k: any) => k.lockedByVoucher)).toBe(true);
    expect(all.some((k: any) => k.variants.length > 0)).toBe(true);
    expect(all.some((k: any) => k.dedication)).toBe(true);
    expect(all.some((k: any) => k.donation)).toBe(true);
  });

  it('refuses an unknown expansion and answers an unknown campaign with 404', async () => {
    const [{ slug }] = await sql('SELECT slug FROM crowdfundings LIMIT 1');
    const res = await api.get(`/api/crowdfundings/${slug}/?expand=backers`);
    expect(res.status).toBe(400);
    expect(res.body.expand[0]).toContain('« backers »');
    expect(await api.get('/api/crowdfundings/nulle-part/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
    expect((await api.get('/api/crowdfundings/nulle-part/contributions')).status).toBe(404);
  });

  it('answers out-of-range numbers and inherited names in the query with a French 400', async () => {
    const [{ slug }] = await sql('SELECT slug FROM crowdfundings LIMIT 1');
    expect(await api.get('/api/crowdfundings/?label=2147483648')).toMatchObject({
      status: 400,
      body: { label: ['Assurez-vous que cette valeur est inférieure ou égale à 2147483647.'] },
    });
    expect(await api.get('/api/crowdfundings/?offset=99999999999999999999')).toMatchObject({ status: 400, body: { offset: ['Un nombre entier valide est requis.'] } });
    expect((await api.get('/api/crowdfundings/?running=bof')).body).toEqual({ running: ["« bof » n'est pas un booléen valide."] });
    for (const path of [
      '/api/crowdfundings/?ordering=__proto__',
      `/api/crowdfundings/${slug}/contributions?ordering=constructor`,
      `/api/crowdfundings/${slug}/?expand=__proto__`,
    ]) {
      expect((await api.get(path)).status).toBe(400);
    }
    expect(await api.get('/api/crowdfundings/99999999999/')).toMatchObject({ status: 404, body: { detail: 'Pas trouvé.' } });
  });

  describe('backers list', () => {
    it('leaves hidden contributions out and masks what backers chose to hide', async () => {
      const [{ slug, id }] = await sql(
        `SELECT cf.slug, cf.id FROM crowdfundings cf JOIN contributions c ON c.crowdfunding_id = cf.id
          GROUP BY cf.id ORDER BY count(*) DESC LIMIT 1`,
      );
      const rows = await sql('SELECT id, hidden, display_amount, display_nickname, nickname, amount_cents FROM contributions WHERE crowdfunding_id = $1 AND refunded_at IS NULL', [
        id,
      ]);
      const res = await api.get(`/api/crowdfundings/${slug}/contributions?limit=100`);
      expect(res.body.count).toBe(rows.filter((r) => !r.hidden).length);
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const c of res.body.results) {
        const row = byId.get(c.id)!;
        expect(row.hidden).toBe(false);
        expect(c.nickname).toBe(row.display_nickname ? row.nickname : 'Anonyme');
        expect(c.amount).toBe(row.display_amount ? (row.amount_cents / 100).toFixed(2) : null);
      }
      const dates = res.body.results.map((c: any) => c.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('pages the backers list', async () => {
      const [{ slug }] = await sql(
        `SELECT cf.slug FROM crowdfundings cf JOIN contributions c ON c.crowdfunding_id = cf.id AND NOT c.hidden
          GROUP BY cf.id HAVING count(*) > 3 LIMIT 1`,
      );
      const first = await api.get(`/api/crowdfundings/${slug}/contributions/?limit=2`);
      expect(first.body.results).toHaveLength(2);
      expect(first.body.next).toContain('offset=2');
      expect(first.body.count).toBeGreaterThan(3);
    });
  });
});
