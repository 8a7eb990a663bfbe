import { CatalogueAndCrowdfunding1763762400000 } from './1763762400000-catalogue-and-crowdfunding';
import { Outbox1763766000000 } from './1763766000000-outbox';

/** Every migration, in order. Listed explicitly so the built API and worker carry them. */
export const MIGRATIONS = [CatalogueAndCrowdfunding1763762400000, Outbox1763766000000];
