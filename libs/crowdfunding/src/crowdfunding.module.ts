import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '@shop/catalogue';
import { CrowdfundingMediaController } from './api/crowdfunding-media.controller';
import { CrowdfundingController } from './api/crowdfunding.controller';
import { CROWDFUNDING_ENTITIES } from './entities';
import { CampaignStatsLoader } from './loaders/campaign-stats.loader';
import { CampaignPresenter } from './queries/campaign.presenter';
import { ListCampaignContributionsHandler } from './queries/contributions.queries';
import { GetCrowdfundingHandler, ListCrowdfundingsHandler } from './queries/crowdfunding.queries';

export const CROWDFUNDING_QUERY_HANDLERS = [ListCrowdfundingsHandler, GetCrowdfundingHandler, ListCampaignContributionsHandler];

/** Campaigns, rewards, news, FAQ and backers: their tables and read API. */
@Module({
  imports: [CqrsModule, CatalogueModule, TypeOrmModule.forFeature(CROWDFUNDING_ENTITIES)],
  controllers: [CrowdfundingController, CrowdfundingMediaController],
  providers: [...CROWDFUNDING_QUERY_HANDLERS, CampaignStatsLoader, CampaignPresenter],
})
export class CrowdfundingModule {}
