import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiPageOf, draftPreviewCheck, ParseSlugPipe, parseListQuery, parseShapeQuery, Req, RequestInfo, SerializeContext } from '@shop/common';
import { CAMPAIGN_EXPANDABLE } from '../queries/campaign.presenter';
import { CONTRIBUTION_LIST_SPEC, ListCampaignContributionsQuery } from '../queries/contributions.queries';
import { CAMPAIGN_LIST_SPEC, GetCrowdfundingQuery, ListCrowdfundingsQuery } from '../queries/crowdfunding.queries';
import {
  CrowdfundingCompensationResponse,
  CrowdfundingContributionResponse,
  CrowdfundingFaqResponse,
  CrowdfundingNewsResponse,
  CrowdfundingResponse,
} from './crowdfunding.responses';
import { CampaignContributionListQuery, CampaignListQuery, CampaignShapeQuery } from './crowdfunding.dto';

const context = (req: RequestInfo): SerializeContext => ({ origin: req.origin, now: new Date() });

/** Read API of crowdfunding campaigns and their public backers list. */
@ApiTags('Financement participatif')
@ApiExtraModels(CrowdfundingCompensationResponse, CrowdfundingNewsResponse, CrowdfundingFaqResponse)
@Controller('api/crowdfundings')
export class CrowdfundingController {
  constructor(
    private readonly queries: QueryBus,
    private readonly modules: ModuleRef,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liste des campagnes' })
  @ApiPageOf(CrowdfundingResponse, 'Une page de campagnes')
  list(@Query() query: CampaignListQuery, @Req() req: RequestInfo) {
    return this.queries.execute(new ListCrowdfundingsQuery(parseListQuery({ ...query }, CAMPAIGN_LIST_SPEC), req.url, context(req)));
  }

  @Get(':slug')
  @ApiOperation({ summary: 'Une campagne (par son identifiant d’adresse, actuel ou ancien ; un brouillon pour l’équipe seulement)' })
  @ApiOkResponse({ type: CrowdfundingResponse, description: 'La campagne' })
  detail(@Param('slug', ParseSlugPipe) slug: string, @Query() query: CampaignShapeQuery, @Req() req: RequestInfo, @Headers('authorization') authorization?: string) {
    return this.queries.execute(new GetCrowdfundingQuery(slug, parseShapeQuery({ ...query }, CAMPAIGN_EXPANDABLE), context(req), draftPreviewCheck(this.modules, authorization)));
  }

  @Get(':slug/contributions')
  @ApiOperation({ summary: 'Liste publique des contributeur·ices d’une campagne' })
  @ApiPageOf(CrowdfundingContributionResponse, 'Une page de contributions visibles, selon les choix d’affichage de chacun·e')
  contributions(
    @Param('slug', ParseSlugPipe) slug: string,
    @Query() query: CampaignContributionListQuery,
    @Req() req: RequestInfo,
    @Headers('authorization') authorization?: string,
  ) {
    return this.queries.execute(
      new ListCampaignContributionsQuery(slug, parseListQuery({ ...query }, CONTRIBUTION_LIST_SPEC), req.url, draftPreviewCheck(this.modules, authorization)),
    );
  }
}
