export { CrowdfundingModule } from './crowdfunding.module';
export { CROWDFUNDING_ENTITIES } from './entities';
export { CrowdfundingBackingModule } from './backing/crowdfunding-backing.module';
export { CampaignBackingReader, type CampaignFacts, type RewardFacts } from './backing/campaign-backing.reader';
export { ContributionWriter, type PaidContribution } from './backing/contribution.writer';
