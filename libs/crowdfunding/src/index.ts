export { CrowdfundingModule } from './crowdfunding.module';
export { CROWDFUNDING_ENTITIES } from './entities';
