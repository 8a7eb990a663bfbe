import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recordOfOldSlug } from './old-slugs';

export type OldSlugKind = 'book' | 'goodie' | 'author';

/**
 * Where an old address of the catalogue leads now: the slug a book, a goodie or an author has
 * today, given one it had before (staff changed it). For the API's answer to old HTML addresses
 * (a 301 to the current one); the JSON detail routes already answer old slugs themselves.
 */
@Injectable()
export class CatalogueOldSlugs {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The current slug of the record that had `oldSlug`; null when `oldSlug` is current, unknown, or names another kind. */
  async currentSlug(kind: OldSlugKind, oldSlug: string): Promise<string | null> {
    const table = kind === 'author' ? 'authors' : 'products';
    // A current slug wins over an old one: the record named so now is the one shown.
    const [current] = await this.db.query<unknown[]>(`SELECT 1 FROM ${table} WHERE slug = $1`, [oldSlug]);
    if (current) return null;
    const id = await recordOfOldSlug(this.db, kind === 'author' ? 'author' : 'product', oldSlug);
    if (id === null) return null;
    const [row] =
      kind === 'author'
        ? await this.db.query<{ slug: string }[]>('SELECT slug FROM authors WHERE id = $1', [id])
        : await this.db.query<{ slug: string }[]>('SELECT slug FROM products WHERE id = $1 AND type = $2', [id, kind]);
    return row && row.slug !== oldSlug ? row.slug : null;
  }
}
