import { listQueryDto, shapeQueryDto } from '@shop/common';
import { CAMPAIGN_EXPANDABLE } from '../queries/campaign.presenter';
import { CONTRIBUTION_LIST_SPEC } from '../queries/contributions.queries';
import { CAMPAIGN_LIST_SPEC } from '../queries/crowdfunding.queries';

/** `GET api/crowdfundings/?label=&public=&author=&running=&ordering=-start_date`. */
export class CampaignListQuery extends listQueryDto(CAMPAIGN_LIST_SPEC) {}

/** `GET api/crowdfundings/{slug}/?fields=&expand=news,faqs,compensations,author`. */
export class CampaignShapeQuery extends shapeQueryDto(CAMPAIGN_EXPANDABLE) {}

/** `GET api/crowdfundings/{slug}/contributions?ordering=-date`: the public backers list. */
export class CampaignContributionListQuery extends listQueryDto(CONTRIBUTION_LIST_SPEC) {}
