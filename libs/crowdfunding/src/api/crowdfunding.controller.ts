import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ParseSlugPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, SerializeContext } from '@shop/common';
import { CAMPAIGN_EXPANDABLE } from '../queries/campaign.presenter';
import { CONTRIBUTION_LIST_SPEC, ListCampaignContributionsQuery } from '../queries/contributions.queries';
import { CAMPAIGN_LIST_SPEC, GetCrowdfundingQuery, ListCrowdfundingsQuery } from '../queries/crowdfunding.queries';
import { CampaignContributionListQuery, CampaignListQuery, CampaignShapeQuery } from './crowdfunding.dto';

const context = (req: RequestInfo): SerializeContext => ({ origin: req.origin, now: new Date() });

/** Read API of crowdfunding campaigns and their public backers list. */
@Controller('api/crowdfundings')
export class CrowdfundingController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: CampaignListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListCrowdfundingsQuery(parseListQuery({ ...query }, CAMPAIGN_LIST_SPEC), req.url, context(req)));
  }

  @Get(':slug')
  detail(@Param('slug', ParseSlugPipe) slug: string, @Query() query: CampaignShapeQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new GetCrowdfundingQuery(slug, parseShapeQuery({ ...query }, CAMPAIGN_EXPANDABLE), context(req)));
  }

  @Get(':slug/contributions')
  contributions(@Param('slug', ParseSlugPipe) slug: string, @Query() query: CampaignContributionListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListCampaignContributionsQuery(slug, parseListQuery({ ...query }, CONTRIBUTION_LIST_SPEC), req.url));
  }
}
