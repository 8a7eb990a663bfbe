import { Module } from '@nestjs/common';
import { CatalogueModule } from '@shop/catalogue';
import { CampaignBackingReader } from './campaign-backing.reader';
import { ContributionWriter } from './contribution.writer';
import { OwnContributions } from './own-contributions.service';
import { RewardLimits } from './reward-limits';
import { RewardPresenter } from './reward-presenter';

/**
 * What the cart needs of crowdfunding: campaigns and rewards to snapshot, paid contributions to
 * record, limited rewards locked for a hold, a paid order's contributions and comments, and rewards as an order shows them.
 */
@Module({
  imports: [CatalogueModule],
  providers: [CampaignBackingReader, ContributionWriter, OwnContributions, RewardLimits, RewardPresenter],
  exports: [CampaignBackingReader, ContributionWriter, OwnContributions, RewardLimits, RewardPresenter],
})
export class CrowdfundingBackingModule {}
