import { Module } from '@nestjs/common';
import { CampaignStatsLoader } from '../loaders/campaign-stats.loader';
import { CampaignCloser } from './campaign-closer.service';

/** What the worker needs of a campaign's end: recording its outcome and mailing it (campaign-ends queue). */
@Module({
  providers: [CampaignStatsLoader, CampaignCloser],
  exports: [CampaignCloser],
})
export class CampaignLifecycleModule {}
