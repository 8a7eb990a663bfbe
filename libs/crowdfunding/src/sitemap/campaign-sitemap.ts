import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The campaigns of a label a visitor can open (drafts are staff previews), for the sitemap. */
@Injectable()
export class CampaignSitemap {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async pages(labelId: number): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows: { slug: string; updated_at: Date }[] = await this.db.query(`SELECT slug, updated_at FROM crowdfundings WHERE label_id = $1 AND NOT draft ORDER BY slug`, [labelId]);
    return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
  }
}
