import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { isoDate } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { remainingQuantity } from '../domain/campaign-progress';
import { REWARD_NOT_REFUNDED } from '../loaders/campaign-stats.loader';
import { Compensation, Crowdfunding } from '../entities';

/** A campaign as a backer's cart needs it. Running: started, not ended, not switched off. */
export interface CampaignFacts {
  id: number;
  labelId: number;
  title: string;
  slug: string;
  running: boolean;
}

/** How a cart names the campaign a contribution backs, and where its page is. */
export interface CampaignSummary {
  id: number;
  title: string;
  slug: string;
  labelSlug: string;
}

/** A reward as a backer's cart snapshots it: its product facts plus the campaign's limits. */
export interface RewardFacts {
  compensationId: number;
  crowdfundingId: number;
  name: string;
  priceCents: number;
  vatRateBp: number;
  /** A composite reward's share of the price due to its books (at 5,5 %, the rest at 20 %), null: none. */
  bookShareCents: number | null;
  dedication: boolean;
  donation: boolean;
  lockedByVoucher: boolean;
  booksellerOnly: boolean;
  variantIds: number[];
  /** Units left of a limited reward (never below 0), null when unlimited. */
  remainingQuantity: number | null;
  releaseDate: string | null;
}

/** What the cart reads of campaigns and rewards; it never queries the crowdfunding tables. */
@Injectable()
export class CampaignBackingReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
  ) {}

  /** A campaign a backer may name; null for an unknown one or a draft (nobody backs a draft: to the cart it does not exist). */
  async campaign(id: number, now: Date): Promise<CampaignFacts | null> {
    if (!Number.isSafeInteger(id)) return null;
    const c = await this.db.getRepository(Crowdfunding).findOneBy({ id, draft: false });
    if (!c) return null;
    const running = !c.disabled && c.startDate.getTime() <= now.getTime() && now.getTime() <= c.endDate.getTime();
    return { id: c.id, labelId: c.labelId, title: c.title, slug: c.slug, running };
  }

  /** Campaigns by id, in one query (a page of carts names all their contributions' campaigns); unknown ids are left out. */
  async summaries(ids: number[]): Promise<Map<number, CampaignSummary>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (wanted.length === 0) return new Map();
    const campaigns = await this.db.getRepository(Crowdfunding).find({ select: { id: true, title: true, slug: true, labelId: true }, where: { id: In(wanted) } });
    const labels = await this.catalogue.labelSlugs(campaigns.map((c) => c.labelId));
    return new Map(campaigns.map((c) => [c.id, { id: c.id, title: c.title, slug: c.slug, labelSlug: labels.get(c.labelId) ?? '' }]));
  }

  /** Rewards by id, whatever their campaign; unknown ids and the rewards of drafts (not offered to anyone) are left out. */
  async rewards(ids: number[]): Promise<Map<number, RewardFacts>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
    if (wanted.length === 0) return new Map();
    const published = await this.db
      .getRepository(Compensation)
      .createQueryBuilder('k')
      .where('k.product_id IN (:...wanted)', { wanted })
      .andWhere('NOT EXISTS (SELECT 1 FROM crowdfundings cf WHERE cf.id = k.crowdfunding_id AND cf.draft)')
      .getMany();
    return this.describe(published);
  }

  /**
   * The cheapest reward this backer could still add, for the confirm-gift rule: not sold out, not a
   * donation, not locked by a voucher, and not kept for booksellers unless the backer is one.
   */
  async cheapestAvailableRewardCents(campaignId: number, viewerIsBookseller: boolean): Promise<number | null> {
    const rewards = await this.describe(await this.db.getRepository(Compensation).findBy({ crowdfundingId: campaignId }));
    const prices = [...rewards.values()]
      .filter((r) => !r.donation && !r.lockedByVoucher && (viewerIsBookseller || !r.booksellerOnly) && (r.remainingQuantity === null || r.remainingQuantity > 0))
      .map((r) => r.priceCents);
    return prices.length ? Math.min(...prices) : null;
  }

  private async describe(compensations: Compensation[]): Promise<Map<number, RewardFacts>> {
    const ids = compensations.map((k) => k.productId);
    const [products, ordered] = await Promise.all([this.catalogue.productFacts(ids), this.orderedQuantities(ids)]);
    const facts = new Map<number, RewardFacts>();
    for (const k of compensations) {
      const p = products.get(k.productId);
      if (!p) continue;
      facts.set(k.productId, {
        compensationId: k.productId,
        crowdfundingId: k.crowdfundingId,
        name: p.name,
        priceCents: p.priceCents,
        vatRateBp: p.vatRateBp,
        bookShareCents: k.bookShareCents,
        dedication: k.dedication,
        donation: k.donation,
        lockedByVoucher: p.lockedByVoucher,
        booksellerOnly: p.booksellerOnly,
        variantIds: p.variants.map((v) => v.id),
        remainingQuantity: remainingQuantity(k.limited, k.limitedQuantity, ordered.get(k.productId) ?? 0, k.closed),
        releaseDate: isoDate(k.releaseDate),
      });
    }
    return facts;
  }

  /** Units of each reward taken by paid contributions not refunded. */
  private async orderedQuantities(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: number; qty: string }[]>(
      `SELECT compensation_id AS id, sum(quantity) AS qty FROM contribution_rewards WHERE compensation_id = ANY($1) AND ${REWARD_NOT_REFUNDED} GROUP BY compensation_id`,
      [ids],
    );
    return new Map(rows.map((r) => [Number(r.id), Number(r.qty)]));
  }
}
