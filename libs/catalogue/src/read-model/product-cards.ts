import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Product } from '../entities';
import { ProductGraphLoader } from '../loaders/product-graph.loader';
import { isNewRelease, serializeBook, serializeProduct } from '../serializers/product.serializer';

/**
 * Bumped whenever the product or book representation changes shape: rows written by an older
 * version are written again at start.
 */
export const PRODUCT_CARD_VERSION = 1;

/** A product's stored representations: `product/` and, for a book, `books/` (media links relative). */
export interface ProductCardJson {
  product: string;
  book: string | null;
}

/** A card as a query read it: its text (null when never written), whether it is stale, and its written version when asked. */
export interface StoredCardRow {
  id: number;
  json: string | null;
  stale: boolean;
  written?: string | null;
}

/** Media links are stored without an origin: the reader's is put in front. */
const STORED: SerializeContext = { origin: '', now: new Date(0) };

/**
 * A stored media link (`"/media/…"` opening a JSON string): only after `:`, `,` or `[` can a quote
 * open a string, a quote inside one being always escaped.
 */
const RELATIVE_MEDIA = /([:,[])"\/media\//g;

/** The stored JSON with the reader's origin in front of its media links. */
export function withOrigin(json: string, origin: string): string {
  return json.replace(RELATIVE_MEDIA, `$1"${origin}/media/`);
}

/** Products written at once when many are stale (start, a label's slug changed). */
const BATCH = 200;

/**
 * The catalogue's product cards (`catalogue_product_cards`): each product's public representation,
 * written once for every read. Triggers mark a card stale in the transaction of any change to what
 * it is made of (product, book, variants and stock, attributes, links, author, label); it is
 * written again at start, or by the first read that finds it stale.
 */
@Injectable()
export class ProductCards implements OnApplicationBootstrap {
  private readonly logger = new Logger('ProductCards');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly loader: ProductGraphLoader,
  ) {}

  /** Cards of an older version, and those the migration or the demo seed left stale, are written before the first request. */
  async onApplicationBootstrap(): Promise<void> {
    await this.db.query('UPDATE catalogue_product_cards SET stale = true WHERE version <> $1 AND NOT stale', [PRODUCT_CARD_VERSION]);
    let written = 0;
    for (;;) {
      const rows = await this.db.query<{ product_id: number }[]>('SELECT product_id FROM catalogue_product_cards WHERE stale ORDER BY product_id LIMIT $1', [BATCH]);
      if (rows.length === 0) break;
      const done = await this.refresh(rows.map((r) => r.product_id));
      // Rows another process holds are its to write: stop rather than loop on them.
      if (done.written === 0) break;
      written += done.written;
    }
    if (written > 0) this.logger.log(`Fiches produits écrites : ${written}`);
  }

  /**
   * Writes the stale cards among `ids` again and answers the representations of every product of
   * `ids` that exists, read now. A card another transaction holds (its change not committed yet,
   * or another reader writing it) is left to it, but still answered.
   */
  async refresh(ids: number[]): Promise<{ cards: Map<number, ProductCardJson>; written: number }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return { cards: new Map(), written: 0 };
    return this.db.transaction(async (tx) => {
      // Locked before the products are read: a change committed after this waits for the lock, then marks the card stale again.
      const locked = await tx.query<{ product_id: number }[]>(
        'SELECT product_id FROM catalogue_product_cards WHERE product_id = ANY($1) AND stale ORDER BY product_id FOR UPDATE SKIP LOCKED',
        [unique],
      );
      // Read through the pool, after the lock: a transaction's one connection would queue the loader's parallel queries.
      const cards = await this.build(unique);
      const writable = locked.map((r) => r.product_id).filter((id) => cards.has(id));
      if (writable.length > 0) {
        await tx.query(
          `UPDATE catalogue_product_cards c SET product_json = t.product_json, book_json = t.book_json, stale = false, version = $4, refreshed_at = now()
             FROM unnest($1::int[], $2::text[], $3::text[]) AS t(product_id, product_json, book_json)
            WHERE c.product_id = t.product_id`,
          [writable, writable.map((id) => cards.get(id)!.product), writable.map((id) => cards.get(id)!.book), PRODUCT_CARD_VERSION],
        );
      }
      return { cards, written: writable.length };
    });
  }

  /**
   * The stored cards read with `rows` (in their order), the stale ones written again first and
   * answered as written now (then without their `written` version); a product gone is left out.
   */
  async fresh(kind: 'book' | 'product', rows: StoredCardRow[]): Promise<{ id: number; json: string; written: string | null }[]> {
    const stale = rows.filter((r) => r.stale || r.json === null).map((r) => r.id);
    const rewritten = stale.length ? (await this.refresh(stale)).cards : new Map<number, ProductCardJson>();
    return rows.flatMap((r) => {
      const card = rewritten.get(r.id);
      const json = card ? (kind === 'book' ? card.book : card.product) : r.stale ? null : r.json;
      return json === null ? [] : [{ id: r.id, json, written: card ? null : (r.written ?? null) }];
    });
  }

  /** The representations of the products, as the serializers make them, media links relative. */
  private async build(ids: number[]): Promise<Map<number, ProductCardJson>> {
    const products = await this.db.getRepository(Product).findBy({ id: In(ids) });
    const graph = await this.loader.load(products);
    return new Map(
      products.map((p) => [
        p.id,
        { product: JSON.stringify(serializeProduct(p, graph, STORED)), book: graph.books.has(p.id) ? JSON.stringify(serializeBook(p, graph, STORED)) : null },
      ]),
    );
  }
}

/**
 * A stored card as the reader gets it: its media links under the reader's origin, and `is_new`,
 * which moves with the clock, worked out now (flat in a book's card, under `book` in a product's).
 */
export function presentCard(json: string, ctx: SerializeContext): Record<string, unknown> {
  const card = JSON.parse(withOrigin(json, ctx.origin)) as Record<string, unknown>;
  const book = (card.book && typeof card.book === 'object' ? card.book : card) as Record<string, unknown>;
  if ('is_new' in book) book.is_new = book.published === true && isNewRelease(book.release as string | null, ctx.now);
  return card;
}

/**
 * The same as text, for a page sent as its stored JSON: media links under the reader's origin, and
 * the stored `"is_new":false` (cards are stored as of no day) replaced by today's value. A quoted
 * name can only be a key: inside a string, a quote is escaped.
 */
export function cardText(json: string, book: { published: boolean | null; release: string | null }, ctx: SerializeContext): string {
  const text = withOrigin(json, ctx.origin);
  return isNewToday(book, ctx.now) ? text.replace('"is_new":false', '"is_new":true') : text;
}

/** Whether a book's card says `is_new` today (a stored card says false: it is written as of no day). */
export function isNewToday(book: { published: boolean | null; release: string | null }, now: Date): boolean {
  return book.published === true && isNewRelease(book.release, now);
}
