import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * Where a campaign's old address leads now. The API answers an old HTML address of a campaign page
 * (`/<label>/projets/<old slug>/…`) with a 301 to the current one; the JSON API answers old slugs itself.
 */
@Injectable()
export class CampaignOldSlugs {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The current slug of the campaign that had `oldSlug`; null when `oldSlug` is a current slug, is
   * unknown, or belonged to a draft (a 301 is public and kept by browsers: it must not reveal a draft's address).
   */
  async currentSlug(oldSlug: string): Promise<string | null> {
    const [row] = await this.db.query<{ slug: string }[]>(
      `SELECT c.slug FROM campaign_old_slugs o JOIN crowdfundings c ON c.id = o.campaign_id
        WHERE o.slug = $1 AND NOT c.draft AND c.slug <> o.slug`,
      [oldSlug],
    );
    return row?.slug ?? null;
  }
}
