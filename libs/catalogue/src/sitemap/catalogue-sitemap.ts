import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** One public page of the catalogue: its kind (for its address), slug and last change. */
export interface CataloguePage {
  kind: 'book' | 'product' | 'author';
  slug: string;
  updatedAt: Date;
}

/** The label's pages as the sitemap lists them, and the labels themselves. */
@Injectable()
export class CatalogueSitemap {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Every label's id, slug, feature switches and last change, in menu order. */
  labels(): Promise<{ id: number; slug: string; updatedAt: Date; features: Record<string, boolean> }[]> {
    return this.db
      .query(
        `SELECT id, slug, updated_at, feature_projects, feature_library, feature_externals, feature_shop, feature_events, feature_authors, feature_about, feature_crowdfunding
           FROM labels ORDER BY position, id`,
      )
      .then((rows: Record<string, unknown>[]) =>
        rows.map((row) => ({
          id: Number(row.id),
          slug: String(row.slug),
          updatedAt: row.updated_at as Date,
          features: Object.fromEntries(Object.entries(row).filter(([key]) => key.startsWith('feature_'))) as Record<string, boolean>,
        })),
      );
  }

  /**
   * The books, goodies and gift cards a visitor can open (not drafts, not the booksellers' own
   * products, not rewards, which live on their campaign's page) and the authors, of one label.
   */
  async pages(labelId: number): Promise<CataloguePage[]> {
    const rows: { kind: CataloguePage['kind']; slug: string; updated_at: Date }[] = await this.db.query(
      `SELECT CASE WHEN type = 'book' THEN 'book' ELSE 'product' END AS kind, slug, updated_at
         FROM products
        WHERE label_id = $1 AND NOT draft AND NOT bookseller_only AND type IN ('book', 'goodie', 'giftcard')
       UNION ALL
       SELECT 'author', slug, updated_at FROM authors WHERE label_id = $1
       ORDER BY kind, slug`,
      [labelId],
    );
    return rows.map((row) => ({ kind: row.kind, slug: row.slug, updatedAt: row.updated_at }));
  }
}
