import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@shop/common';
import { CampaignLifecycleModule } from '@shop/crowdfunding';
import { CAMPAIGN_END_JOB_OPTIONS } from './campaign-end-job-options';
import { CampaignEndPlanner } from './campaign-end-planner';
import { CampaignEndsProcessor } from './campaign-ends.processor';

/** The worker's campaign ends: the delayed job per campaign and its consumer (the worker's reconciler re-derives them from PostgreSQL). */
@Module({
  imports: [CampaignLifecycleModule, BullModule.registerQueue({ name: QUEUES.campaignEnds, defaultJobOptions: CAMPAIGN_END_JOB_OPTIONS })],
  providers: [CampaignEndPlanner, CampaignEndsProcessor],
  exports: [CampaignLifecycleModule, CampaignEndPlanner],
})
export class CampaignEndsModule {}
