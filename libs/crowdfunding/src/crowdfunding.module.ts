import { DynamicModule, Module, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { CatalogueModule, RewardPictureSource } from '@shop/catalogue';
import { UploadedImagesModule } from '@shop/media';
import { CrowdfundingMediaController } from './api/crowdfunding-media.controller';
import { CrowdfundingController } from './api/crowdfunding.controller';
import { OwnContributionsController } from './api/own-contributions.controller';
import { CrowdfundingBackingModule } from './backing/crowdfunding-backing.module';
import { CROWDFUNDING_ENTITIES } from './entities';
import { CampaignStatsLoader } from './loaders/campaign-stats.loader';
import { CampaignRewardPictureFacts } from './media/reward-picture-facts';
import { CampaignPresenter } from './queries/campaign.presenter';
import { CampaignCards } from './read-model/campaign-cards';
import { ListCampaignContributionsHandler } from './queries/contributions.queries';
import { GetCrowdfundingHandler, ListCrowdfundingsHandler } from './queries/crowdfunding.queries';
import { CampaignOldSlugs } from './slugs/campaign-old-slugs';
import { BulkCampaignsHandler } from './staff/staff-campaigns-bulk.commands';
import { STAFF_CAMPAIGN_COMMAND_HANDLERS } from './staff/staff-campaigns.commands';
import { StaffCampaignsController, StaffRewardsController } from './staff/staff-campaigns.controller';
import { STAFF_CAMPAIGN_QUERY_HANDLERS } from './staff/staff-campaigns.queries';
import { STAFF_REWARD_COMMAND_HANDLERS } from './staff/staff-rewards.commands';
import { StaffFaqController } from './staff/staff-faq.controller';
import { STAFF_FAQ_HANDLERS } from './staff/staff-faq.handlers';
import { StaffNewsController } from './staff/staff-news.controller';
import { STAFF_NEWS_HANDLERS } from './staff/staff-news.handlers';
import { StaffCampaignLifecycleController } from './staff/staff-lifecycle.controller';
import { STAFF_LIFECYCLE_HANDLERS } from './staff/staff-lifecycle.handlers';
import { CampaignSitemap } from './sitemap/campaign-sitemap';
import { CrowdfundingAuditNames } from './staff/crowdfunding-audit-names';

export const CROWDFUNDING_QUERY_HANDLERS = [ListCrowdfundingsHandler, GetCrowdfundingHandler, ListCampaignContributionsHandler];

/**
 * What the application provides to crowdfunding: a module exporting `RewardHolds` (the cart's holds
 * of limited rewards), one exporting `ContributionCreditNotes` (the cart's credit notes, for refunds),
 * one exporting `PaidRewardParcels` (the paid parcels that follow a reward's shipping date).
 */
export interface CrowdfundingModuleWiring {
  holds: Type<unknown>;
  creditNotes: Type<unknown>;
  parcels: Type<unknown>;
}

/**
 * Campaigns, rewards, news, FAQ and backers: their tables and read API; a backer's own contributions;
 * the staff routes of campaigns, rewards, news and FAQ (audited).
 */
@Module({})
export class CrowdfundingModule {
  static forRoot(wiring: CrowdfundingModuleWiring): DynamicModule {
    return {
      module: CrowdfundingModule,
      imports: [
        CqrsModule,
        CatalogueModule,
        AccountReadersModule,
        AuditModule,
        UploadedImagesModule,
        CrowdfundingBackingModule,
        wiring.holds,
        wiring.creditNotes,
        wiring.parcels,
        TypeOrmModule.forFeature(CROWDFUNDING_ENTITIES),
      ],
      controllers: [
        CrowdfundingController,
        CrowdfundingMediaController,
        OwnContributionsController,
        StaffCampaignsController,
        StaffRewardsController,
        StaffNewsController,
        StaffFaqController,
        StaffCampaignLifecycleController,
      ],
      providers: [
        CampaignSitemap,
        CrowdfundingAuditNames,
        ...CROWDFUNDING_QUERY_HANDLERS,
        ...STAFF_CAMPAIGN_QUERY_HANDLERS,
        ...STAFF_CAMPAIGN_COMMAND_HANDLERS,
        BulkCampaignsHandler,
        ...STAFF_REWARD_COMMAND_HANDLERS,
        ...STAFF_NEWS_HANDLERS,
        ...STAFF_FAQ_HANDLERS,
        ...STAFF_LIFECYCLE_HANDLERS,
        CampaignStatsLoader,
        CampaignPresenter,
        CampaignCards,
        CampaignOldSlugs,
        // Found by the catalogue's product pictures: a reward is drawn from what it holds.
        { provide: RewardPictureSource, useClass: CampaignRewardPictureFacts },
      ],
      exports: [CampaignOldSlugs, CampaignSitemap],
    };
  }
}
