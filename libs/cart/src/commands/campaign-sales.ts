import type { CatalogueReader } from '@shop/catalogue';
import type { CampaignFacts } from '@shop/crowdfunding';

/** Whether each campaign's label takes contributions now (its crowdfunding switch), by campaign id. */
export async function crowdfundingOpenByCampaign(catalogue: CatalogueReader, campaigns: (CampaignFacts | null)[]): Promise<Record<number, boolean>> {
  const found = campaigns.filter((c): c is CampaignFacts => c !== null);
  const sales = await catalogue.labelSales(found.map((c) => c.labelId));
  return Object.fromEntries(found.map((c) => [c.id, sales.get(c.labelId)?.crowdfunding ?? false]));
}
