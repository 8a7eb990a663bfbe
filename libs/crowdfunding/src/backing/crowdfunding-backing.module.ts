import { Module } from '@nestjs/common';
import { CatalogueModule } from '@shop/catalogue';
import { CampaignBackingReader } from './campaign-backing.reader';
import { ContributionWriter } from './contribution.writer';

/** What the cart needs of crowdfunding: campaigns and rewards to snapshot, and paid contributions to record. */
@Module({
  imports: [CatalogueModule],
  providers: [CampaignBackingReader, ContributionWriter],
  exports: [CampaignBackingReader, ContributionWriter],
})
export class CrowdfundingBackingModule {}
