import { euros, isoDate, mediaUrl, mediaWebpUrl, SerializeContext } from '@shop/common';
import { campaignProgress } from '../domain/campaign-progress';
import { Crowdfunding } from '../entities';
import { CampaignStats } from '../loaders/campaign-stats.loader';

/** What a campaign's representation needs besides its row. */
export interface CampaignExtras {
  stats: CampaignStats;
  counts: { news: number; faqs: number };
  labelSlug: string;
  bookSlug: string | null;
  author: unknown;
  newsIds: number[];
  faqIds: number[];
  compensationIds: number[];
}

/** What a campaign's figures and clock-dependent fields are worked out from, besides its statistics. */
export type CampaignClock = Pick<Crowdfunding, 'goalType' | 'goal' | 'startDate' | 'endDate' | 'releaseDate' | 'disabled'>;

/**
 * The fields of a campaign that its contributions and the clock change, worked out at every read
 * (the rest of its representation is stored: the read model's campaign cards).
 */
export function campaignLiveFields(cf: CampaignClock, stats: CampaignStats, now: Date) {
  const progress = campaignProgress(
    {
      goalType: cf.goalType,
      goal: cf.goal,
      collectedCents: stats.collectedCents,
      booksSold: stats.booksSold,
      startDate: cf.startDate,
      endDate: cf.endDate,
      releaseDate: isoDate(cf.releaseDate),
      disabledFlag: cf.disabled,
    },
    now,
  );
  return {
    books_sold: stats.booksSold,
    // One count of backers wherever the campaign shows one (its figures, its cards, its tab): the
    // entries of its public backers list, each a paid contribution its backer did not hide.
    basic_stats: { collection: euros(stats.collectedCents), contributors: stats.visibleContributions },
    ...progress,
    contributions_count: stats.visibleContributions,
  };
}

/** A campaign with every derived field of the spec; relations as ids until expanded. */
export function serializeCrowdfunding(cf: Crowdfunding, x: CampaignExtras, ctx: SerializeContext) {
  const { books_sold, basic_stats, contributions_count, ...progress } = campaignLiveFields(cf, x.stats, ctx.now);
  return {
    id: cf.id,
    title: cf.title,
    slug: cf.slug,
    label: cf.labelId,
    label_slug: x.labelSlug,
    book_slug: x.bookSlug,
    video: cf.video,
    cover: mediaUrl(ctx, cf.cover),
    cover_webp: mediaWebpUrl(ctx, cf.cover),
    author: x.author,
    start_date: cf.startDate.toISOString(),
    end_date: cf.endDate.toISOString(),
    release_date: isoDate(cf.releaseDate),
    goal_type: cf.goalType,
    // Euros for an amount goal, a number of books otherwise.
    goal: cf.goalType === 1 ? cf.goal / 100 : cf.goal,
    books_sold,
    basic_stats,
    description: cf.description,
    description_text: cf.descriptionText,
    christmas: cf.christmas,
    facebook_pixel_id: cf.facebookPixelId,
    // Only staff ever see a draft (its preview); true nowhere else.
    draft: cf.draft,
    ...progress,
    compensations: x.compensationIds,
    news: x.newsIds,
    faqs: x.faqIds,
    news_count: x.counts.news,
    faqs_count: x.counts.faqs,
    contributions_count,
  };
}
