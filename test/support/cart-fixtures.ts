/**
 * Fixtures of the shop's integration and browser tests (the cart's, payment's, crowdfunding's and
 * the journeys'). Each test makes its own products, campaign and vouchers,
 * so suites running side by side on the run's database never see each other's changes. They live
 * in a label of their own, last in display order, and campaigns are not public: the catalogue and
 * crowdfunding suites, which compare label 1 and public lists with SQL, never meet them.
 */
import { randomBytes } from 'node:crypto';
import { sql } from './db';
import type { QueryRunner } from './accounts';
import type { ApiClient, ServedApi } from './api-client';

const tag = () => `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** The fixtures' label: every switch on, since a label sells through the cart only what its switches open. */
export const FIXTURE_LABEL = { slug: 'essais-du-panier', name: 'Essais du panier' };
const fixtureLabels = new Map<QueryRunner, Promise<number>>();

/** The id of the fixtures' label in the database `q` answers for, written on first use (several suites or calls at once write it once). */
export function fixtureLabelId(q: QueryRunner = sql): Promise<number> {
  let id = fixtureLabels.get(q);
  if (!id) {
    id = (async () => {
      const find = async () => (await q<{ id: number }>('SELECT id FROM labels WHERE slug = $1', [FIXTURE_LABEL.slug]))[0]?.id;
      const found = await find();
      if (found !== undefined) return found;
      await q(
        `INSERT INTO labels (slug, name, position, theme, feature_about, feature_projects, feature_library, feature_externals, feature_shop,
                             feature_events, feature_authors, feature_cart, feature_bookseller, feature_crowdfunding)
         VALUES ($1, $2, 99, '{"primary":"#2F5D50","secondary":"#A8C3A0","background":"#F5F3EC","text":"#22302B","accent":"#B5651D"}',
                 true, true, true, true, true, true, true, true, true, true)
         ON CONFLICT (slug) DO NOTHING`,
        [FIXTURE_LABEL.slug, FIXTURE_LABEL.name],
      );
      return (await find())!;
    })();
    fixtureLabels.set(q, id);
    id.catch(() => fixtureLabels.delete(q));
  }
  return id;
}
import { isoDay } from './wallet-fixtures';

export { isoDay };

async function product(
  type: string,
  name: string,
  priceCents: number,
  vatRateBp: number,
  extra: { outOfStock?: boolean; booksellerOnly?: boolean; lockedByVoucher?: boolean } = {},
  q: QueryRunner = sql,
): Promise<number> {
  const [{ id }] = await q<{ id: number }>(
    `INSERT INTO products (type, slug, label_id, name, price_cents, vat_rate_bp, out_of_stock, bookseller_only, locked_by_voucher, position)
     VALUES ($1, $2, $9, $3, $4, $5, $6, $7, $8, 100000) RETURNING id`,
    [type, `test-${type}-${tag()}`, name, priceCents, vatRateBp, extra.outOfStock ?? false, extra.booksellerOnly ?? false, extra.lockedByVoucher ?? false, await fixtureLabelId(q)],
  );
  return id;
}

/** A fresh valid ISBN-13 (978 prefix, random body, its check digit). */
export function newIsbn(): string {
  const body = `978${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** An ISBN-13 as printed: '978-2-1234-5678-9'. */
export const hyphenatedIsbn = (isbn: string) => `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 8)}-${isbn.slice(8, 12)}-${isbn.slice(12)}`;

/** A book of the catalogue; `release` in the future makes it a book in production (never out of stock: see createGoodie). */
export async function createBook(
  options: { priceCents?: number; release?: string; booksellerOnly?: boolean; name?: string } = {},
  /** A suite's database of its own (a full stack's), the run's by default. */
  q: QueryRunner = sql,
): Promise<number> {
  const id = await product('book', options.name ?? 'Le Livre des essais', options.priceCents ?? 2000, 550, options, q);
  const release = options.release ?? isoDay(-30);
  await q('INSERT INTO books (product_id, release, published) VALUES ($1, $2, $3)', [id, release, release <= isoDay(0)]);
  return id;
}

/**
 * A goodie (20 % VAT), with variants of the given stocks. Out-of-stock products of the tests are
 * goodies: the catalogue suite counts out-of-stock books against SQL.
 */
export async function createGoodie(options: { priceCents?: number; stocks?: number[]; outOfStock?: boolean } = {}): Promise<{ id: number; variants: number[] }> {
  const id = await product('goodie', 'Tote bag des essais', options.priceCents ?? 1500, 2000, { outOfStock: options.outOfStock });
  const variants: number[] = [];
  for (const [i, stock] of (options.stocks ?? []).entries()) {
    const [v] = await sql<{ id: number }>('INSERT INTO product_variants (product_id, name, stock, position) VALUES ($1, $2, $3, $4) RETURNING id', [id, `Taille ${i}`, stock, i]);
    variants.push(v.id);
  }
  return { id, variants };
}

export const createGiftCard = () => product('giftcard', 'Carte cadeau des essais', 3000, 2000);

export interface TestCampaign {
  id: number;
  /** 22 € book reward, unlimited. */
  book: number;
  /** 25 € reward asking one dedication per unit. */
  dedicated: number;
  /** 39 € reward limited to 2 units. */
  limited: number;
  /** 80 € reward for booksellers only. */
  pro: number;
  /** 25 € t-shirt (20 % VAT) with two sizes. */
  shirt: { id: number; variants: number[] };
  /** 1 € donation, nothing shipped. */
  donation: number;
}

/** A campaign of its own, running unless told otherwise, with one reward of each kind. */
export async function createCampaign(options: { running?: boolean } = {}): Promise<TestCampaign> {
  const running = options.running ?? true;
  const [{ id }] = await sql<{ id: number }>(
    `INSERT INTO crowdfundings (slug, title, label_id, start_date, end_date, release_date, goal_type, goal, public)
     VALUES ($1, 'Campagne des essais', $4, now() - interval '10 days', now() + ($2::int * interval '1 day'), $3, 1, 100000, false) RETURNING id`,
    [`test-campagne-${tag()}`, running ? 10 : -1, isoDay(120), await fixtureLabelId()],
  );
  const reward = async (
    name: string,
    priceCents: number,
    vat: number,
    k: { limited?: number; dedication?: boolean; donation?: boolean; booksellerOnly?: boolean; books?: number },
  ) => {
    const rid = await product('compensation', name, priceCents, vat, { booksellerOnly: k.booksellerOnly });
    await sql(
      `INSERT INTO compensations (product_id, crowdfunding_id, limited, limited_quantity, release_date, dedication, donation, books_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [rid, id, k.limited !== undefined, k.limited ?? null, k.donation ? null : isoDay(120), k.dedication ?? false, k.donation ?? false, k.books ?? 1],
    );
    return rid;
  };
  const shirtId = await reward('T-shirt des essais', 2500, 2000, { books: 0 });
  const variants: number[] = [];
  for (const size of ['S', 'M']) {
    const [v] = await sql<{ id: number }>('INSERT INTO product_variants (product_id, name, stock) VALUES ($1, $2, 10) RETURNING id', [shirtId, `Taille ${size}`]);
    variants.push(v.id);
  }
  return {
    id,
    book: await reward('Le livre', 2200, 550, {}),
    dedicated: await reward('Le livre dédicacé', 2500, 550, { dedication: true }),
    limited: await reward('Édition limitée', 3900, 550, { limited: 2 }),
    pro: await reward('Lot libraire', 8000, 550, { booksellerOnly: true, books: 5 }),
    shirt: { id: shirtId, variants },
    donation: await reward('Don de soutien (1 €)', 100, 2000, { donation: true, books: 0 }),
  };
}

/**
 * A composite reward of a campaign: a book and a tote bag for one price, the book's share at 5,5 %,
 * the rest at 20 % (docs/pricing.md).
 */
export async function createCompositeReward(campaignId: number, priceCents: number, bookShareCents: number): Promise<number> {
  const id = await product('compensation', 'Le livre + le tote bag', priceCents, 550);
  await sql(`INSERT INTO compensations (product_id, crowdfunding_id, release_date, books_count, book_share_cents) VALUES ($1, $2, $3, 1, $4)`, [
    id,
    campaignId,
    isoDay(120),
    bookShareCents,
  ]);
  return id;
}

// Vouchers are the wallet's: its fixture makes them.
import { createVoucher } from './wallet-fixtures';
export { createVoucher };

/** A Rennes address of the account; `q`: a suite's database of its own. */
export async function createAddress(userId: number, q: QueryRunner = sql): Promise<number> {
  const [{ id }] = await q<{ id: number }>(
    `INSERT INTO addresses (user_id, firstname, lastname, address, postal_code, city, country) VALUES ($1, 'Jeanne', 'Martin', '5 rue des Écoles', '35000', 'Rennes', 'FR') RETURNING id`,
    [userId],
  );
  return id;
}

/** The cart calls of the SPA, with or without a token. */
export function cartClient(api: ApiClient) {
  const auth = (token?: string) => (token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
  return {
    create: (token?: string, body: unknown = {}) => api.post('/api/carts/', body, { token }),
    get: (id: string, token?: string, query = '') => api.get(`/api/carts/${id}/${query}`, auth(token)),
    list: (token?: string, query = '') => api.get(`/api/carts/${query}`, auth(token)),
    patch: (id: string, body: unknown, token?: string) => api.patch(`/api/carts/${id}/`, body, { token }),
    add: (cart: string, product: number, token?: string, extra: Record<string, unknown> = {}) =>
      api.post('/api/carts/products', { cart, product, quantity: 1, ...extra }, { token }),
    changeLine: (line: string, body: unknown, token?: string) => api.put(`/api/cartlines/${line}`, body, { token }),
    removeLine: (line: string, token?: string) => api.delete(`/api/cartlines/${line}`, undefined, { token }),
    contribute: (id: string, body: unknown, token?: string) => api.post(`/api/carts/${id}/contribute/`, body, { token }),
    unconfirm: (id: string, token?: string) => api.get(`/api/carts/${id}/unconfirm`, auth(token)),
    applyVoucher: (id: string, code: string, token?: string) => api.post(`/api/carts/${id}/voucher/`, { code }, { token }),
    removeVoucher: (id: string, code: string, token?: string) => api.delete(`/api/carts/${id}/voucher/`, { code }, { token }),
    removeUsage: (usage: string, token?: string) => api.delete(`/api/voucher-usages/${usage}`, undefined, { token }),
    payWithVoucher: (id: string, token?: string) => api.post(`/api/carts/${id}/pay_with_voucher/`, {}, { token }),
    shipment: (id: string, body: unknown, token?: string) => api.patch(`/api/shipments/${id}/`, body, { token }),
    /** Every shipment of the cart collected in person: 0 € shipping, for tests about other amounts. */
    pickup: async (id: string, token?: string) => {
      for (const shipment of (await api.get(`/api/carts/${id}/`, auth(token))).body.shipments as string[]) {
        await api.patch(`/api/shipments/${shipment}/`, { mode: 'pickup' }, { token });
      }
    },
  };
}

/**
 * A filled cart checked out as a reader does it, paid by a voucher: Jeanne Martin's address in
 * Rennes for shipping and billing, no bundle, each parcel sent by `mode` (a relay parcel to the
 * bundled point 075101). Returns the paid order.
 */
export async function checkOutWithVoucher(
  api: ServedApi,
  user: { id: number; access: string },
  cartId: string,
  mode: 'colissimo' | 'mondial_relay' | 'pickup' = 'colissimo',
): Promise<{ id: string; reference: string; status: number }> {
  const carts = cartClient(api);
  const address = await createAddress(user.id);
  const ready = (await carts.patch(cartId, { shipping_address: address, billing_address: address, bundle: false }, user.access)).body;
  if (mode !== 'colissimo') {
    for (const shipment of ready.shipments as string[]) {
      const chosen = await carts.shipment(shipment, mode === 'mondial_relay' ? { mode, parcel_shop: { shop_id: '075101', pays: 'FR' } } : { mode }, user.access);
      if (chosen.status !== 200) throw new Error(`mode ${mode} refusé : ${JSON.stringify(chosen.body)}`);
    }
  }
  await carts.applyVoucher(cartId, await createVoucher({ remainingCents: 100_000 }), user.access);
  const confirmed = await carts.patch(cartId, { status: 1, terms_accepted: true }, user.access);
  if (confirmed.status !== 200) throw new Error(`confirmation refusée : ${JSON.stringify(confirmed.body)}`);
  const paid = await carts.payWithVoucher(cartId, user.access);
  if (paid.body.status !== 2) throw new Error(`paiement refusé : ${JSON.stringify(paid.body)}`);
  return paid.body;
}

export const NOT_FOUND = { status: 404, body: { detail: 'Pas trouvé.' } };
