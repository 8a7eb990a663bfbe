import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type OldSlugKind = 'label' | 'book' | 'goodie' | 'author';

/**
 * One query per kind: the record that had the slug before, when no record of the kind has it now
 * (a current slug wins over an old one) and it is not a draft (a 301 is public and kept by
 * browsers: it must not reveal a draft's address).
 */
const CURRENT_SLUG_SQL: Record<OldSlugKind, string> = {
  label: `SELECT l.slug FROM label_old_slugs o JOIN labels l ON l.id = o.label_id
          WHERE o.slug = $1 AND l.slug <> o.slug AND NOT EXISTS (SELECT 1 FROM labels c WHERE c.slug = $1)`,
  book: `SELECT p.slug FROM catalogue_old_slugs o JOIN products p ON p.id = o.record_id
         WHERE o.kind = 'product' AND o.slug = $1 AND p.type = 'book' AND NOT p.draft AND p.slug <> o.slug
           AND NOT EXISTS (SELECT 1 FROM products c WHERE c.slug = $1)`,
  goodie: `SELECT p.slug FROM catalogue_old_slugs o JOIN products p ON p.id = o.record_id
           WHERE o.kind = 'product' AND o.slug = $1 AND p.type = 'goodie' AND NOT p.draft AND p.slug <> o.slug
             AND NOT EXISTS (SELECT 1 FROM products c WHERE c.slug = $1)`,
  author: `SELECT a.slug FROM catalogue_old_slugs o JOIN authors a ON a.id = o.record_id
           WHERE o.kind = 'author' AND o.slug = $1 AND a.slug <> o.slug AND NOT EXISTS (SELECT 1 FROM authors c WHERE c.slug = $1)`,
};

/**
 * Where an old address of the catalogue leads now: the slug a label, a book, a goodie or an author
 * has today, given one it had before (staff changed it). For the API's answer to old HTML addresses
 * (a 301 to the current one); the JSON detail routes already answer old slugs themselves.
 */
@Injectable()
export class CatalogueOldSlugs {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The current slug of the record that had `oldSlug`; null when `oldSlug` is current, unknown, a draft's, or names another kind. */
  async currentSlug(kind: OldSlugKind, oldSlug: string): Promise<string | null> {
    const [row] = await this.db.query<{ slug: string }[]>(CURRENT_SLUG_SQL[kind], [oldSlug]);
    return row?.slug ?? null;
  }
}
