export { CrowdfundingModule, type CrowdfundingModuleWiring } from './crowdfunding.module';
// The back office's port: units of limited rewards confirmed carts hold (the application wires the cart's reader).
export { RewardHolds } from './staff/reward-holds';
// The refunds' port: credit notes on the contributions' orders (the application wires the cart's issuer).
export { ContributionCreditNotes } from './lifecycle/contribution-credit-notes';
export { PaidRewardParcels } from './lifecycle/paid-reward-parcels';
export { CROWDFUNDING_ENTITIES } from './entities';
// Old addresses of campaign pages: the current slug of one a campaign had before (for a 301), from CrowdfundingModule.
export { CampaignOldSlugs } from './slugs/campaign-old-slugs';
// The public campaign pages of a label, for the sitemap.
export { CampaignSitemap } from './sitemap/campaign-sitemap';
// What the cart uses to back campaigns: facts of campaigns and rewards, paid contributions written, a backer's own.
export { CrowdfundingBackingModule } from './backing/crowdfunding-backing.module';
export { CampaignBackingReader, type CampaignFacts, type CampaignSummary, type RewardFacts } from './backing/campaign-backing.reader';
export { RewardLimits, type LockedRewardLimit } from './backing/reward-limits';
export { ContributionWriter, type PaidContribution } from './backing/contribution.writer';
export { OwnContributions, type OwnContribution, type CartComment } from './backing/own-contributions.service';
export { RewardPresenter, type CompensationRepresentation } from './backing/reward-presenter';
export { PREFERENCE_MESSAGES } from './backing/contribution-preferences';
// The worker's end of campaigns: their outcome recorded once, backers and staff mailed (campaign-ends queue).
export { CampaignLifecycleModule } from './lifecycle/campaign-lifecycle.module';
export { CampaignCloser, type CloseDecision, type UnsettledCampaign } from './lifecycle/campaign-closer.service';
// The outcome rule, for the scale data set's ended campaigns (recorded as the closer records them).
export { campaignOutcome } from './lifecycle/campaign-outcome';
