import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { FieldTree, has, SerializeContext } from '@shop/common';
import { DataSource, In } from 'typeorm';
import { Compensation, Crowdfunding, CrowdfundingFaq, CrowdfundingNews } from '../entities';
import { CampaignStatsLoader } from '../loaders/campaign-stats.loader';
import { serializeCompensation } from '../serializers/compensation.serializer';
import { serializeCrowdfunding } from '../serializers/crowdfunding.serializer';

/** Expansions a campaign offers. */
export const CAMPAIGN_EXPANDABLE = ['news', 'faqs', 'compensations', 'author'];

function group<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  rows.forEach((r) => map.set(key(r), [...(map.get(key(r)) ?? []), r]));
  return map;
}

/** Turns campaign rows into their representation: stats, counts, relations and asked expansions, batched. */
@Injectable()
export class CampaignPresenter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly stats: CampaignStatsLoader,
  ) {}

  async present(campaigns: Crowdfunding[], expand: FieldTree, ctx: SerializeContext): Promise<Record<string, unknown>[]> {
    if (campaigns.length === 0) return [];
    const ids = campaigns.map((c) => c.id);
    const authorIds = campaigns.map((c) => c.authorId).filter((id): id is number => id !== null);
    const [statsOf, labelSlugs, bookSlugs, authors, news, faqs, compensations] = await Promise.all([
      this.stats.forCampaigns(ids),
      this.catalogue.labelSlugs(campaigns.map((c) => c.labelId)),
      this.catalogue.productSlugs(campaigns.map((c) => c.bookId).filter((id): id is number => id !== null)),
      has(expand, 'author') ? this.catalogue.authors(authorIds, ctx) : this.catalogue.authorSummaries(authorIds, ctx),
      // Bodies only when expanded: a list needs just the ids (the news HTML is the heaviest column).
      this.db.getRepository(CrowdfundingNews).find({
        select: has(expand, 'news') ? undefined : { id: true, crowdfundingId: true },
        where: { crowdfundingId: In(ids) },
        order: { date: 'DESC', id: 'DESC' },
      }),
      this.db.getRepository(CrowdfundingFaq).find({
        select: has(expand, 'faqs') ? undefined : { id: true, crowdfundingId: true },
        where: { crowdfundingId: In(ids) },
        order: { position: 'ASC', id: 'ASC' },
      }),
      this.db.getRepository(Compensation).find({ where: { crowdfundingId: In(ids) }, order: { position: 'ASC', productId: 'ASC' } }),
    ]);
    const newsBy = group(news, (n) => n.crowdfundingId);
    const faqsBy = group(faqs, (f) => f.crowdfundingId);
    const compensationsBy = group(compensations, (k) => k.crowdfundingId);
    const expandedCompensations = has(expand, 'compensations') ? await this.compensations(compensations, ctx) : null;

    return campaigns.map((cf) => {
      const out: Record<string, unknown> = serializeCrowdfunding(
        cf,
        {
          stats: statsOf(cf.id),
          counts: { news: newsBy.get(cf.id)?.length ?? 0, faqs: faqsBy.get(cf.id)?.length ?? 0 },
          labelSlug: labelSlugs.get(cf.labelId) ?? '',
          bookSlug: cf.bookId !== null ? (bookSlugs.get(cf.bookId) ?? null) : null,
          author: cf.authorId !== null ? (authors.get(cf.authorId) ?? null) : null,
          newsIds: (newsBy.get(cf.id) ?? []).map((n) => n.id),
          faqIds: (faqsBy.get(cf.id) ?? []).map((f) => f.id),
          compensationIds: (compensationsBy.get(cf.id) ?? []).map((k) => k.productId),
        },
        ctx,
      );
      if (has(expand, 'news')) {
        out.news = (newsBy.get(cf.id) ?? []).map((n) => ({ id: n.id, subject: n.subject, date: n.date.toISOString(), content: n.content }));
      }
      if (has(expand, 'faqs')) {
        out.faqs = (faqsBy.get(cf.id) ?? []).map((f) => ({ id: f.id, question: f.question, response: f.response }));
      }
      if (expandedCompensations) {
        out.compensations = (compensationsBy.get(cf.id) ?? []).map((k) => expandedCompensations.get(k.productId));
      }
      return out;
    });
  }

  private async compensations(rows: Compensation[], ctx: SerializeContext) {
    const ids = rows.map((k) => k.productId);
    const [products, ordered] = await Promise.all([this.catalogue.productsByIds(ids, ctx), this.stats.orderedQuantities(ids)]);
    return new Map(rows.map((k) => [k.productId, serializeCompensation(k, products.get(k.productId), ordered.get(k.productId) ?? 0)]));
  }
}
