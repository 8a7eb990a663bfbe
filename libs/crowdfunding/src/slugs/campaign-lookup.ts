import type { DataSource } from 'typeorm';
import { Crowdfunding } from '../entities';

/**
 * The campaign a public address names: by its slug, else by a slug it had before (old links keep
 * working). A draft is found only when the viewer may preview it (staff); for anyone else it does not exist.
 */
export async function findCampaignBySlug(db: DataSource, slug: string, withDrafts: boolean | (() => Promise<boolean>)): Promise<Crowdfunding | null> {
  const repo = db.getRepository(Crowdfunding);
  let campaign = await repo.findOneBy({ slug });
  if (!campaign) {
    const [old] = await db.query<{ campaign_id: number }[]>('SELECT campaign_id FROM campaign_old_slugs WHERE slug = $1', [slug]);
    campaign = old ? await repo.findOneBy({ id: old.campaign_id }) : null;
  }
  if (!campaign) return null;
  // Asked only for a draft: a public campaign costs nobody an account lookup.
  if (campaign.draft && !(typeof withDrafts === 'function' ? await withDrafts() : withDrafts)) return null;
  return campaign;
}
