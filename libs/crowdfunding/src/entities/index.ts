import { Compensation } from './compensation.entity';
import { Contribution, ContributionReward } from './contribution.entity';
import { Crowdfunding } from './crowdfunding.entity';
import { CrowdfundingFaq, CrowdfundingNews } from './news.entity';

export { Compensation, Contribution, ContributionReward, Crowdfunding, CrowdfundingFaq, CrowdfundingNews };
export type { GoalType } from './crowdfunding.entity';

/** Every entity the crowdfunding module owns, for TypeORM registration. */
export const CROWDFUNDING_ENTITIES = [Crowdfunding, Compensation, CrowdfundingNews, CrowdfundingFaq, Contribution, ContributionReward];
