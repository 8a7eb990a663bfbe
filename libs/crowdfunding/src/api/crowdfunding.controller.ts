import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { parseListQuery, parseShapeQuery, Req, RequestInfo, SerializeContext } from '@shop/common';
import { CAMPAIGN_EXPANDABLE } from '../queries/campaign.presenter';
import { CONTRIBUTION_LIST_SPEC, ListCampaignContributionsQuery } from '../queries/contributions.queries';
import { CAMPAIGN_LIST_SPEC, GetCrowdfundingQuery, ListCrowdfundingsQuery } from '../queries/crowdfunding.queries';

const context = (req: RequestInfo): SerializeContext => ({ origin: req.origin, now: new Date() });

/** Read API of crowdfunding campaigns and their public backers list. */
@Controller('api/crowdfundings')
export class CrowdfundingController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Req() req: RequestInfo) {
    return this.queries.execute(new ListCrowdfundingsQuery(parseListQuery(req.query, CAMPAIGN_LIST_SPEC), req.url, context(req)));
  }

  @Get(':slug')
  detail(@Param('slug') slug: string, @Req() req: RequestInfo) {
    return this.queries.execute(new GetCrowdfundingQuery(slug, parseShapeQuery(req.query, CAMPAIGN_EXPANDABLE), context(req)));
  }

  @Get(':slug/contributions')
  contributions(@Param('slug') slug: string, @Req() req: RequestInfo) {
    return this.queries.execute(new ListCampaignContributionsQuery(slug, parseListQuery(req.query, CONTRIBUTION_LIST_SPEC), req.url));
  }
}
