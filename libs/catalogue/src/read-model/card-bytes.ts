import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery, SerializeContext } from '@shop/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { cardText, isNewToday, ProductCards, StoredCardRow } from './product-cards';

/** A page's card as the list's query names it: which card, at which written version, with the book facts `is_new` needs. */
export interface CardRef {
  id: number;
  stale: boolean;
  /** The written card's version (`catalogue_product_cards`: its writer's transaction and time), null when it has no text. */
  written: string | null;
  published: boolean | null;
  release: string | null;
}

/** The SQL of `CardRef.written` for the cards' table `c` and its column `json`. */
export const writtenVersion = (json: string) => `CASE WHEN c.${json} IS NULL THEN NULL ELSE c.xmin::text || '@' || c.refreshed_at::text END`;

/** The bytes kept, at most: 2 to 3 KB a card, every card of a large catalogue under a couple of origins. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The cards of a list page as the bytes sent, kept in memory by written version. The list's query
 * still asks the database, on every request, which cards are on the page and at which version;
 * only their text is not carried again from the database, decoded, rewritten for the reader's
 * origin and encoded. A card written again has a new version (its row's new writer), so kept bytes
 * are never an older text: this is the read model's copy, not a cache with a lifetime.
 */
@Injectable()
export class CardBytes {
  private readonly kept = new LRUCache<string, Buffer>({ maxSize: MAX_BYTES, sizeCalculation: (bytes) => bytes.length });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cards: ProductCards,
  ) {}

  /** The page's cards, in its order, as the reader gets them; a card that no longer exists is left out. */
  async page(kind: 'book' | 'product', refs: CardRef[], ctx: SerializeContext): Promise<Buffer[]> {
    const keyOf = (ref: CardRef, written: string) => `${kind}\n${ref.id}\n${written}\n${ctx.origin}\n${isNewToday(ref, ctx.now) ? 1 : 0}`;
    const found = new Map<number, Buffer>();
    for (const ref of refs) {
      const bytes = !ref.stale && ref.written !== null ? this.kept.get(keyOf(ref, ref.written)) : undefined;
      if (bytes) found.set(ref.id, bytes);
    }
    const missing = refs.filter((ref) => !found.has(ref.id));
    if (missing.length > 0) {
      const refById = new Map(missing.map((ref) => [ref.id, ref]));
      for (const [id, { json, written }] of await this.texts(kind, missing)) {
        const ref = refById.get(id)!;
        const bytes = Buffer.from(cardText(json, ref, ctx));
        found.set(id, bytes);
        if (written !== null) this.kept.set(keyOf(ref, written), bytes);
      }
    }
    return refs.flatMap((ref) => found.get(ref.id) ?? []);
  }

  /** The cards' texts with their versions, read now; stale ones written again first (and then without a version to keep them by). */
  private async texts(kind: 'book' | 'product', refs: CardRef[]): Promise<Map<number, { json: string; written: string | null }>> {
    const column = kind === 'book' ? 'book_json' : 'product_json';
    const rows = await preparedQuery<StoredCardRow>(
      this.db,
      `SELECT c.product_id AS id, c.${column} AS json, c.stale, ${writtenVersion(column)} AS written FROM catalogue_product_cards c WHERE c.product_id = ANY($1)`,
      [refs.map((ref) => ref.id)],
    );
    return new Map((await this.cards.fresh(kind, rows)).map(({ id, json, written }) => [id, { json, written }]));
  }
}
