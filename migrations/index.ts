import { CatalogueAndCrowdfunding1763762400000 } from './1763762400000-catalogue-and-crowdfunding';

/** Every migration, in order. Listed explicitly so the bundled API and worker carry them. */
export const MIGRATIONS = [CatalogueAndCrowdfunding1763762400000];
