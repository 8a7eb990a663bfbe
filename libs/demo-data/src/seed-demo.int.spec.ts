import { dataSourceOptions, dropDatabase, ensureDatabaseExists } from '@shop/common';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../migrations';
import { isCatalogueEmpty, seedDemo, type SeedSummary } from './index';

/**
 * Seeds a throw-away database twice and checks the demo holds every case the screens need.
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth), as the other integration tests.
 */
const SERVER = process.env.SEED_TEST_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE_URL = `${SERVER}/shop_seed_test_${process.pid}`;
const NOW = new Date();
const TABLES = [
  'labels',
  'authors',
  'products',
  'books',
  'product_variants',
  'attribute_types',
  'attributes',
  'product_attributes',
  'variant_attributes',
  'product_links',
  'events',
  'event_authors',
  'crowdfundings',
  'compensations',
  'crowdfunding_news',
  'crowdfunding_faqs',
  'contributions',
  'contribution_rewards',
];

jest.setTimeout(120_000);

let ds: DataSource;

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const rows: T[] = await ds.query(sql, params);
  return rows[0];
}

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = Number((await one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).n);
  return counts;
}

/** The whole content that must not move between runs, timestamps of writing left out. */
async function dump(withDates: boolean): Promise<string> {
  const drop = withDates ? `- 'created_at' - 'updated_at'` : `- 'created_at' - 'updated_at' - 'restocking_date' - 'release' - 'release_date' - 'start_date' - 'end_date' - 'date'`;
  const parts: unknown[] = [];
  for (const [table, order] of [
    ['products', 'id'],
    ['books', 'product_id'],
    ['product_variants', 'id'],
    ['crowdfundings', 'id'],
    ['compensations', 'product_id'],
    ['contributions', 'id'],
    ['contribution_rewards', 'id'],
    ['events', 'id'],
    ['crowdfunding_news', 'id'],
    ['product_links', 'product_id, linked_product_id'],
  ]) {
    parts.push(await ds.query(`SELECT to_jsonb(t) ${drop} AS row FROM ${table} t ORDER BY ${order}`));
  }
  return JSON.stringify(parts);
}

function validIsbn13(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return sum % 10 === 0;
}

beforeAll(async () => {
  await dropDatabase(DATABASE_URL);
  await ensureDatabaseExists(DATABASE_URL);
  ds = new DataSource(dataSourceOptions(DATABASE_URL, [], MIGRATIONS));
  await ds.initialize();
  await ds.runMigrations();
});

afterAll(async () => {
  if (ds?.isInitialized) await ds.destroy();
  await dropDatabase(DATABASE_URL);
});

describe('seedDemo', () => {
  let first: SeedSummary;
  let countsAfterFirst: Record<string, number>;
  let dumpAfterFirst: string;

  it('seeds an empty database, and only reports it empty before', async () => {
    expect(await isCatalogueEmpty(ds)).toBe(true);
    first = await seedDemo(ds, NOW);
    expect(await isCatalogueEmpty(ds)).toBe(false);
    countsAfterFirst = await countAll();
    dumpAfterFirst = await dump(true);
    for (const [table, written] of Object.entries(first)) expect(countsAfterFirst[table]).toBe(written);
  });

  it('is idempotent: a second run leaves the same rows and content', async () => {
    const second = await seedDemo(ds, NOW);
    expect(second).toEqual(first);
    expect(await countAll()).toEqual(countsAfterFirst);
    expect(await dump(true)).toEqual(dumpAfterFirst);
  });

  it('keeps ids and content when re-run later; only dates move', async () => {
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    await seedDemo(ds, later);
    const withoutDates = await dump(false);
    await seedDemo(ds, NOW);
    expect(await countAll()).toEqual(countsAfterFirst);
    expect(await dump(false)).toEqual(withoutDates);
    expect(await dump(true)).toEqual(dumpAfterFirst);
  });

  it('moves every serial sequence past the demo ids', async () => {
    for (const table of TABLES.filter((t) => !['books', 'compensations'].includes(t) && !t.includes('_attributes') && t !== 'product_links' && t !== 'event_authors')) {
      const { max, last } = await one<{ max: number; last: string }>(`SELECT (SELECT max(id) FROM ${table}) AS max, (SELECT last_value FROM ${table}_id_seq) AS last`);
      expect(Number(last)).toBe(max);
    }
    const { id } = await one<{ id: number }>(`INSERT INTO attribute_types (slug, name) VALUES ('test', 'Test') RETURNING id`);
    expect(id).toBeGreaterThan(2);
    await ds.query(`DELETE FROM attribute_types WHERE slug = 'test'`);
  });
});

describe('demo checklist', () => {
  const today = NOW.toISOString().slice(0, 10);

  it('has the labels with their themes and switches', async () => {
    const labels: { id: number; slug: string; theme: Record<string, string>; [flag: string]: unknown }[] = await ds.query('SELECT * FROM labels ORDER BY id');
    expect(labels.length).toBeGreaterThanOrEqual(3);
    const [exemplaire] = labels;
    expect(exemplaire).toMatchObject({ id: 1, slug: 'exemplaire', name: 'Exemplaire' });
    const flags = Object.keys(exemplaire).filter((k) => k.startsWith('feature_'));
    expect(flags).toHaveLength(10);
    for (const flag of flags) expect(exemplaire[flag]).toBe(true);
    for (const key of ['global_message', 'checkout_message', 'catch_phrase', 'catch_lines', 'facebook_page', 'bluesky_page', 'linkedin_page', 'instagram_page']) {
      expect(exemplaire[key]).toBeTruthy();
    }
    const queer = labels.find((l) => l.slug === 'queer-romance');
    expect(queer).toMatchObject({ feature_about: true, feature_projects: true, feature_library: true, feature_shop: true, feature_cart: true, feature_crowdfunding: true });
    for (const label of labels) {
      expect(Object.keys(label.theme).sort()).toEqual(['accent', 'background', 'primary', 'secondary', 'text']);
      for (const colour of Object.values(label.theme)) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('has authors on every label, label 1 first', async () => {
    const rows: { label_id: number; n: string }[] = await ds.query('SELECT label_id, count(*) AS n FROM authors GROUP BY label_id ORDER BY count(*) DESC');
    expect(rows.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(8);
    expect(rows[0].label_id).toBe(1);
    const bad = await ds.query(`SELECT slug FROM authors WHERE avatar <> 'authors/' || slug || '/avatar.svg' OR banner <> 'authors/' || slug || '/banner.svg'`);
    expect(bad).toEqual([]);
  });

  it('has books in every catalogue state', async () => {
    const books: Record<string, any>[] = await ds.query(
      `SELECT p.*, b.isbn, b.nb_pages, b.release::text AS release, b.published, b.is_external, b.publisher, p.restocking_date::text AS restock
         FROM products p JOIN books b ON b.product_id = p.id WHERE p.type = 'book'`,
    );
    expect(books.length).toBeGreaterThanOrEqual(25);
    for (const b of books) {
      expect(validIsbn13(b.isbn)).toBe(true);
      expect(b).toMatchObject({ vat_rate_bp: 550, image: `products/${b.slug}.svg`, images: [`products/${b.slug}-2.svg`] });
      expect(b.author_id).not.toBeNull();
      expect(b.published).toBe(b.release <= today);
    }
    const newSince = new Date(NOW.getTime() - 14 * 86_400_000).toISOString().slice(0, 10);
    expect(books.filter((b) => b.published && b.release >= newSince).length).toBeGreaterThanOrEqual(1);
    expect(books.filter((b) => !b.published && b.release > today).length).toBeGreaterThanOrEqual(5);
    expect(books.filter((b) => b.out_of_stock && b.restock === null).length).toBeGreaterThanOrEqual(2);
    expect(books.filter((b) => b.out_of_stock && b.restock > today).length).toBeGreaterThanOrEqual(2);
    expect(books.filter((b) => b.is_external && b.publisher).length).toBeGreaterThanOrEqual(3);
    expect(books.filter((b) => b.label_id === 1).length).toBeGreaterThan(books.length / 2);
  });

  it('has goodies with variants and attributes, links and a gift card', async () => {
    const goodies = await one<{ n: string; with_variants: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)) AS with_variants
         FROM products p WHERE type = 'goodie' AND vat_rate_bp = 2000`,
    );
    expect(Number(goodies.n)).toBeGreaterThanOrEqual(6);
    expect(Number(goodies.with_variants)).toBeGreaterThanOrEqual(2);
    expect(await ds.query(`SELECT slug, name FROM attribute_types ORDER BY id`)).toEqual([
      { slug: 'taille', name: 'Taille' },
      { slug: 'couleur', name: 'Couleur' },
    ]);
    const zero = await ds.query(`SELECT 1 FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.type = 'goodie' AND v.stock = 0`);
    expect(zero.length).toBeGreaterThanOrEqual(1);
    const unattributed = await ds.query(`SELECT id FROM product_variants v WHERE NOT EXISTS (SELECT 1 FROM variant_attributes a WHERE a.variant_id = v.id)`);
    expect(unattributed).toEqual([]);
    const bothWays = await one<{ n: string }>(
      `SELECT count(*) AS n FROM product_links l WHERE EXISTS (SELECT 1 FROM product_links r WHERE r.product_id = l.linked_product_id AND r.linked_product_id = l.product_id)`,
    );
    expect(Number(bothWays.n)).toBeGreaterThanOrEqual(2);
    expect(await one(`SELECT type, price_cents FROM products WHERE slug = 'carte-cadeau'`)).toEqual({ type: 'giftcard', price_cents: 2500 });
    // gift cards of three amounts, each its own product and price
    expect(await ds.query(`SELECT slug, price_cents FROM products WHERE type = 'giftcard' ORDER BY price_cents`)).toEqual([
      { slug: 'carte-cadeau', price_cents: 2500 },
      { slug: 'carte-cadeau-50', price_cents: 5000 },
      { slug: 'carte-cadeau-100', price_cents: 10000 },
    ]);
  });

  it('has a campaign in each state, with figures that match it', async () => {
    const rows: Record<string, any>[] = await ds.query(
      `SELECT c.*, b.published AS book_published,
              coalesce((SELECT sum(amount_cents) FROM contributions k WHERE k.crowdfunding_id = c.id), 0)::int AS collected,
              coalesce((SELECT sum(r.quantity * m.books_count) FROM contribution_rewards r JOIN contributions k ON k.id = r.contribution_id
                        JOIN compensations m ON m.product_id = r.compensation_id WHERE k.crowdfunding_id = c.id), 0)::int AS books,
              (SELECT count(*) FROM contributions k WHERE k.crowdfunding_id = c.id)::int AS backers
         FROM crowdfundings c LEFT JOIN books b ON b.product_id = c.book_id`,
    );
    const day = 86_400_000;
    type State = Record<string, any> & { percent: number; running: boolean; ended: boolean; upcoming: boolean };
    const states: State[] = rows.map((c) => ({
      ...c,
      percent: Math.floor((100 * (c.goal_type === 1 ? c.collected : c.books)) / c.goal),
      running: c.start_date <= NOW && NOW < c.end_date,
      ended: c.end_date <= NOW,
      upcoming: c.start_date > NOW,
    }));
    const find = (label: string, test: (c: State) => boolean) => {
      expect({ state: label, found: states.filter(test).length > 0 }).toEqual({ state: label, found: true });
    };
    find('a', (c) => c.running && c.goal_type === 1 && c.end_date - +NOW > 20 * day && c.percent >= 55 && c.percent <= 65 && c.facebook_pixel_id);
    find('b', (c) => c.running && c.goal_type === 2 && c.end_date - +NOW < 2 * day && c.percent >= 80 && c.percent <= 90);
    find('c', (c) => c.ended && c.percent > 100 && c.release_date > NOW && c.book_published === false);
    find('d', (c) => c.ended && c.percent >= 100 && c.release_date < NOW && c.book_published === true);
    find('e', (c) => c.upcoming && c.backers === 0);
    find('f', (c) => c.ended && c.percent < 100);
    expect(states.some((c) => c.christmas)).toBe(true);
    expect(states.filter((c) => c.facebook_pixel_id)).toHaveLength(1);
    expect(states.some((c) => c.label_id === 2)).toBe(true);
    for (const c of states) expect(c.cover).toBe(`crowdfundings/${c.slug}/cover.svg`);
  });

  it('has rewards of every kind, and the sold-out one fully taken', async () => {
    const kinds = await one<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE m.limited AND m.limited_quantity = 50)::int AS limited,
              count(*) FILTER (WHERE p.bookseller_only)::int AS bookseller, count(*) FILTER (WHERE p.locked_by_voucher)::int AS voucher,
              count(*) FILTER (WHERE m.dedication)::int AS dedication, count(*) FILTER (WHERE m.donation AND p.price_cents = 100 AND m.books_count = 0)::int AS donation,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id))::int AS variants,
              count(*) FILTER (WHERE p.vat_rate_bp <> CASE WHEN m.books_count > 0 THEN 550 ELSE 2000 END)::int AS wrong_vat
         FROM compensations m JOIN products p ON p.id = m.product_id AND p.type = 'compensation'`,
    );
    expect(kinds).toMatchObject({ wrong_vat: 0 });
    for (const kind of ['limited', 'bookseller', 'voucher', 'dedication', 'donation', 'variants']) expect(kinds[kind]).toBeGreaterThanOrEqual(1);
    const limited: { limited_quantity: number; taken: number }[] = await ds.query(
      `SELECT m.limited_quantity, coalesce(sum(r.quantity), 0)::int AS taken FROM compensations m
         LEFT JOIN contribution_rewards r ON r.compensation_id = m.product_id WHERE m.limited GROUP BY m.product_id`,
    );
    expect(limited.some((l) => l.taken === l.limited_quantity)).toBe(true);
    for (const l of limited) expect(l.taken).toBeLessThanOrEqual(l.limited_quantity);
    const missingVariant = await ds.query(
      `SELECT r.id FROM contribution_rewards r WHERE (r.variant_id IS NULL) = EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = r.compensation_id)`,
    );
    expect(missingVariant).toEqual([]);
  });

  it('has believable backers', async () => {
    const stats = await one<Record<string, number>>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE hidden)::int AS hidden, count(*) FILTER (WHERE NOT display_amount)::int AS no_amount,
              count(*) FILTER (WHERE NOT display_nickname)::int AS no_nickname, count(*) FILTER (WHERE comment <> '')::int AS comments,
              count(*) FILTER (WHERE user_id IS NOT NULL OR cart_id IS NOT NULL)::int AS owned
         FROM contributions`,
    );
    expect(stats.n).toBeGreaterThanOrEqual(30);
    for (const key of ['hidden', 'no_amount', 'no_nickname', 'comments']) expect(stats[key]).toBeGreaterThan(0);
    expect(stats.owned).toBe(0);
    const outside = await ds.query(
      `SELECT k.id FROM contributions k JOIN crowdfundings c ON c.id = k.crowdfunding_id
        WHERE k.created_at < c.start_date OR k.created_at > least(c.end_date, $1::timestamptz)`,
      [NOW],
    );
    expect(outside).toEqual([]);
    const underpaid = await ds.query(
      `SELECT k.id FROM contributions k JOIN contribution_rewards r ON r.contribution_id = k.id JOIN products p ON p.id = r.compensation_id
        GROUP BY k.id HAVING k.amount_cents < sum(r.quantity * p.price_cents)`,
    );
    expect(underpaid).toEqual([]);
  });

  it('has news, FAQ and events', async () => {
    const perCampaign: { id: number; upcoming: boolean; news: number; faqs: number }[] = await ds.query(
      `SELECT c.id, c.start_date > $1::timestamptz AS upcoming,
              (SELECT count(*) FROM crowdfunding_news n WHERE n.crowdfunding_id = c.id AND n.date <= $1::timestamptz)::int AS news,
              (SELECT count(*) FROM crowdfunding_faqs f WHERE f.crowdfunding_id = c.id)::int AS faqs FROM crowdfundings c`,
      [NOW],
    );
    for (const c of perCampaign) {
      expect(c.faqs).toBeGreaterThanOrEqual(3);
      expect(c.faqs).toBeLessThanOrEqual(5);
      if (!c.upcoming) expect([2, 3, 4]).toContain(c.news);
    }
    const events = await one<Record<string, number>>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE start_date > $1::timestamptz)::int AS future, count(*) FILTER (WHERE end_date < $1::timestamptz)::int AS past,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM event_authors a WHERE a.event_id = e.id))::int AS without_author
         FROM events e`,
      [NOW],
    );
    expect(events).toMatchObject({ without_author: 0 });
    expect(events.n).toBeGreaterThanOrEqual(4);
    expect(events.future).toBeGreaterThanOrEqual(3);
    expect(events.past).toBeGreaterThanOrEqual(1);
  });
});
