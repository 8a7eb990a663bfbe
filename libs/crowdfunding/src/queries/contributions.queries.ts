import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DrfNotFound, euros, fetchPage, ListQuery, ListQuerySpec, Page, paginate, shapePage } from '@shop/common';
import { DataSource } from 'typeorm';
import { Contribution } from '../entities';
import { findCampaignBySlug } from '../slugs/campaign-lookup';

export const CONTRIBUTION_LIST_SPEC: ListQuerySpec = {
  ordering: { date: 'c.createdAt', amount: 'c.amountCents' },
  defaultOrdering: ['-date'],
};

/** Name shown for a backer who chose not to show a nickname. */
export const ANONYMOUS_BACKER = 'Anonyme';

/** A line of the public backers list, honouring the backer's display choices. */
export function serializePublicContribution(c: Contribution) {
  return {
    id: c.id,
    nickname: c.displayNickname ? c.nickname : ANONYMOUS_BACKER,
    amount: c.displayAmount ? euros(c.amountCents) : null,
    comment: c.comment,
    date: c.createdAt.toISOString(),
    displayNickname: c.displayNickname,
    displayAmount: c.displayAmount,
  };
}

/** The backers list of a campaign (`crowdfundings/{slug}/contributions`), hidden and refunded contributions left out. */
export class ListCampaignContributionsQuery extends Query<Page<unknown>> {
  constructor(
    readonly slug: string,
    readonly list: ListQuery,
    readonly url: string,
    readonly mayPreviewDrafts: () => Promise<boolean> = async () => false,
  ) {
    super();
  }
}

@QueryHandler(ListCampaignContributionsQuery)
export class ListCampaignContributionsHandler implements IQueryHandler<ListCampaignContributionsQuery> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ slug, list, url, mayPreviewDrafts }: ListCampaignContributionsQuery) {
    const campaign = await findCampaignBySlug(this.db, slug, mayPreviewDrafts);
    if (!campaign) throw new DrfNotFound();
    const qb = this.db.getRepository(Contribution).createQueryBuilder('c').where('c.crowdfunding_id = :id AND NOT c.hidden AND c.refunded_at IS NULL', { id: campaign.id });
    const [rows, count] = await fetchPage(qb, list);
    return shapePage(paginate(url, count, rows.map(serializePublicContribution), list.limit, list.offset), list);
  }
}
