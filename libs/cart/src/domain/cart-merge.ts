import type { CartCommand, RewardRequest, VoucherState } from './cart.commands';
import type { CartState } from './cart.types';
import type { LabelSales } from './label-sales';
import { RewardFacts, rewardSnapshot } from './product-snapshot';

/** What the merge knows now of the products, campaigns and rewards of the anonymous cart. */
export interface MergeContext {
  rewards: Map<number, RewardFacts>;
  runningCampaigns: Set<number>;
  /** What each product's label sells now, by product id. */
  labelSales: Map<number, LabelSales>;
  /** Campaigns whose label takes contributions now. */
  openCrowdfundings: Set<number>;
  viewerIsBookseller: boolean;
  newId: () => string;
}

/**
 * The commands that move an anonymous cart's content into the owner's cart at login: each product
 * line is added again (same snapshot, so confirmation still checks the catalogue), each contribution
 * is made again with its rewards; what a label no longer sells is left out. Vouchers stay behind:
 * they are typed again at checkout.
 */
export function mergeCommands(source: CartState, ctx: MergeContext): CartCommand[] {
  const products: CartCommand[] = source.lines
    .filter((l) => l.contributionId === null)
    .map((l) => ({
      type: 'AddProduct',
      lineId: ctx.newId(),
      productId: l.product.productId,
      product: l.product,
      labelSales: ctx.labelSales.get(l.product.productId) ?? null,
      variantId: l.variantId,
      quantity: l.quantity,
      viewerIsBookseller: ctx.viewerIsBookseller,
      ...(l.gift ? { gift: l.gift } : {}),
    }));
  const contributions: CartCommand[] = source.contributions.map((c) => {
    const rewards: RewardRequest[] = source.lines
      .filter((l) => l.contributionId === c.contributionId)
      .map((l) => {
        const facts = ctx.rewards.get(l.product.productId);
        const reward = facts ? rewardSnapshot(facts) : { product: l.product, crowdfundingId: c.crowdfundingId, remainingQuantity: null, lockedByVoucher: false };
        return { lineId: ctx.newId(), reward, quantity: l.quantity, variantId: l.variantId, dedications: l.dedications, voucherCodes: c.voucherCodes[l.lineId] ?? [] };
      });
    return {
      type: 'Contribute',
      contributionId: ctx.newId(),
      crowdfundingId: c.crowdfundingId,
      // What the cart holds was found when it was added; a campaign over since is left out (not running).
      campaignFound: true,
      campaignRunning: ctx.runningCampaigns.has(c.crowdfundingId),
      crowdfundingOpen: ctx.openCrowdfundings.has(c.crowdfundingId),
      askedRewards: [],
      amountCents: c.amountCents,
      noCompensation: c.noCompensation,
      confirmGift: c.confirmGift,
      rewards,
      // The gift was settled when the backer contributed; the merge does not ask again.
      cheapestAvailableRewardCents: null,
      viewerIsBookseller: ctx.viewerIsBookseller,
      // The codes were checked against the vouchers when the backer contributed.
      vouchers: Object.fromEntries(rewards.flatMap((r) => r.voucherCodes).map((code): [string, VoucherState] => [code, 'usable'])),
      // An anonymous cart could take no code claimed into an account.
      voucherHolders: {},
    };
  });
  return [...products, ...contributions];
}
