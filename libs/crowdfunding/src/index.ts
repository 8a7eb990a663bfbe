// Backing services first: the cart module (loaded through @shop/auth while CrowdfundingModule's
// controllers import @shop/auth) needs them before './crowdfunding.module' is required.
export { CROWDFUNDING_ENTITIES } from './entities';
export { CrowdfundingBackingModule } from './backing/crowdfunding-backing.module';
export { CampaignBackingReader, type CampaignFacts, type CampaignSummary, type RewardFacts } from './backing/campaign-backing.reader';
export { ContributionWriter, type PaidContribution } from './backing/contribution.writer';
export { OwnContributions, type OwnContribution, type CartComment } from './backing/own-contributions.service';
export { RewardPresenter, type CompensationRepresentation } from './backing/reward-presenter';
export { PREFERENCE_MESSAGES } from './backing/contribution-preferences';
export { CrowdfundingModule } from './crowdfunding.module';
