import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueModule } from '@shop/catalogue';
import { CrowdfundingMediaController } from './api/crowdfunding-media.controller';
import { CrowdfundingController } from './api/crowdfunding.controller';
import { OwnContributionsController } from './api/own-contributions.controller';
import { CrowdfundingBackingModule } from './backing/crowdfunding-backing.module';
import { CROWDFUNDING_ENTITIES } from './entities';
import { CampaignStatsLoader } from './loaders/campaign-stats.loader';
import { CampaignPresenter } from './queries/campaign.presenter';
import { ListCampaignContributionsHandler } from './queries/contributions.queries';
import { GetCrowdfundingHandler, ListCrowdfundingsHandler } from './queries/crowdfunding.queries';

export const CROWDFUNDING_QUERY_HANDLERS = [ListCrowdfundingsHandler, GetCrowdfundingHandler, ListCampaignContributionsHandler];

/** Campaigns, rewards, news, FAQ and backers: their tables and read API; a backer's own contributions. */
@Module({
  imports: [CqrsModule, CatalogueModule, AccountReadersModule, CrowdfundingBackingModule, TypeOrmModule.forFeature(CROWDFUNDING_ENTITIES)],
  controllers: [CrowdfundingController, CrowdfundingMediaController, OwnContributionsController],
  providers: [...CROWDFUNDING_QUERY_HANDLERS, CampaignStatsLoader, CampaignPresenter],
})
export class CrowdfundingModule {}
