import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { CatalogueReader } from '@shop/catalogue';
import { DrfNotFound, fetchPage, ListQuery, ListQuerySpec, Page, paginate, SerializeContext, ShapeQuery, shapeOne, shapePage } from '@shop/common';
import { DataSource } from 'typeorm';
import { Crowdfunding } from '../entities';
import { findCampaignBySlug } from '../slugs/campaign-lookup';
import { CAMPAIGN_EXPANDABLE, CampaignPresenter } from './campaign.presenter';

export const CAMPAIGN_LIST_SPEC: ListQuerySpec = {
  ordering: { start_date: 'cf.startDate', end_date: 'cf.endDate', release_date: 'cf.releaseDate', title: 'cf.title', id: 'cf.id' },
  defaultOrdering: ['-start_date'],
  expandable: CAMPAIGN_EXPANDABLE,
  filters: { label: 'idOrSlug', public: 'boolean', author: 'idOrSlug', running: 'boolean' },
};

/** Campaigns of a label (`crowdfundings/?label=&public=true&ordering=-start_date`). */
export class ListCrowdfundingsQuery extends Query<Page<unknown>> {
  constructor(
    readonly list: ListQuery,
    readonly url: string,
    readonly ctx: SerializeContext,
  ) {
    super();
  }
}

/** One campaign by slug (or a slug it had), with fields= and expand=; a draft only for staff. */
export class GetCrowdfundingQuery extends Query<unknown> {
  constructor(
    readonly slug: string,
    readonly shape: ShapeQuery,
    readonly ctx: SerializeContext,
    readonly mayPreviewDrafts: () => Promise<boolean> = async () => false,
  ) {
    super();
  }
}

@QueryHandler(ListCrowdfundingsQuery)
export class ListCrowdfundingsHandler implements IQueryHandler<ListCrowdfundingsQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly catalogue: CatalogueReader,
    private readonly presenter: CampaignPresenter,
  ) {}

  async execute({ list, url, ctx }: ListCrowdfundingsQuery) {
    // Drafts are in no public list, whoever asks: staff list them in the back office.
    const qb = this.db.getRepository(Crowdfunding).createQueryBuilder('cf').where('NOT cf.draft');
    const f = list.filters;
    const labelId = await this.catalogue.resolveLabelFilter(f.label);
    if (labelId !== undefined) qb.andWhere('cf.label_id = :labelId', { labelId });
    if (f.public !== undefined) qb.andWhere('cf.public = :public', { public: f.public });
    if (f.author !== undefined) {
      qb.andWhere(typeof f.author === 'number' ? 'cf.author_id = :author' : 'cf.author_id IN (SELECT id FROM authors WHERE slug = :author)', { author: f.author });
    }
    if (f.running === true) qb.andWhere('cf.start_date <= :now AND cf.end_date >= :now AND NOT cf.disabled', { now: ctx.now });
    if (f.running === false) qb.andWhere('(cf.start_date > :now OR cf.end_date < :now OR cf.disabled)', { now: ctx.now });
    const [campaigns, count] = await fetchPage(qb, list);
    const results = await this.presenter.present(campaigns, list.expand, ctx);
    return shapePage(paginate(url, count, results, list.limit, list.offset), list);
  }
}

@QueryHandler(GetCrowdfundingQuery)
export class GetCrowdfundingHandler implements IQueryHandler<GetCrowdfundingQuery> {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly presenter: CampaignPresenter,
  ) {}

  async execute({ slug, shape, ctx, mayPreviewDrafts }: GetCrowdfundingQuery) {
    const campaign = await findCampaignBySlug(this.db, slug, mayPreviewDrafts);
    if (!campaign) throw new DrfNotFound();
    const [result] = await this.presenter.present([campaign], shape.expand, ctx);
    return shapeOne(result, shape);
  }
}
