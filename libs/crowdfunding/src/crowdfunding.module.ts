import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@shop/audit';
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
import { StaffFaqController } from './staff/staff-faq.controller';
import { STAFF_FAQ_HANDLERS } from './staff/staff-faq.handlers';
import { StaffNewsController } from './staff/staff-news.controller';
import { STAFF_NEWS_HANDLERS } from './staff/staff-news.handlers';

export const CROWDFUNDING_QUERY_HANDLERS = [ListCrowdfundingsHandler, GetCrowdfundingHandler, ListCampaignContributionsHandler];

/**
 * Campaigns, rewards, news, FAQ and backers: their tables and read API; a backer's own contributions;
 * the staff routes of the campaigns' news and FAQ (their changes audited, through the audit trail).
 */
@Module({
  imports: [CqrsModule, CatalogueModule, AccountReadersModule, AuditModule, CrowdfundingBackingModule, TypeOrmModule.forFeature(CROWDFUNDING_ENTITIES)],
  controllers: [CrowdfundingController, CrowdfundingMediaController, OwnContributionsController, StaffNewsController, StaffFaqController],
  providers: [...CROWDFUNDING_QUERY_HANDLERS, ...STAFF_NEWS_HANDLERS, ...STAFF_FAQ_HANDLERS, CampaignStatsLoader, CampaignPresenter],
})
export class CrowdfundingModule {}
