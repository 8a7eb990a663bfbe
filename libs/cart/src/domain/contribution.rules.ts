import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartCommand, RewardRequest, VoucherState } from './cart.commands';
import type { CartState } from './cart.types';
import { lineQuantityMax } from './line-limits';

type Contribute = Extract<CartCommand, { type: 'Contribute' }>;

const MAX_DEDICATION = 100;
const MAX_VOUCHER_CODE = 8;

/** A voucher code as typed, the way the ledger stores it: trimmed, in capitals. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase();

/** A voucher code unlocking one unit of a voucher-locked reward line of the cart. */
export interface RewardUnlock {
  code: string;
  lineId: string;
  compensationId: number;
}

/** The codes the cart's contributions use to unlock rewards (those of reward lines removed since do not count). */
export function rewardUnlocks(state: CartState): RewardUnlock[] {
  return state.contributions.flatMap((c) =>
    Object.entries(c.voucherCodes).flatMap(([lineId, codes]) => {
      const line = state.lines.find((l) => l.lineId === lineId);
      return line ? codes.map((code) => ({ code, lineId, compensationId: line.product.productId })) : [];
    }),
  );
}

/**
 * Errors of one reward, in DRF's nested shape ({} when it is fine). `taken`: the codes other rewards
 * already use; `cartOwnerId`: whose cart it is (a code claimed into another account unlocks nothing here).
 */
function rewardErrors(r: RewardRequest, cmd: Contribute, taken: Set<string>, cartOwnerId: number | null): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const { product } = r.reward;
  if (r.reward.crowdfundingId !== cmd.crowdfundingId) add('compensation', M.notARewardOfCampaign);
  if (!Number.isInteger(r.quantity) || r.quantity < 1) add('quantity', M.quantityMin);
  else if (r.quantity > lineQuantityMax(cmd.viewerIsBookseller)) {
    // Nothing below is sized by a quantity past the line maximum.
    add('quantity', M.quantityMax(lineQuantityMax(cmd.viewerIsBookseller)));
    return errors;
  }
  if (r.reward.remainingQuantity !== null && r.quantity > r.reward.remainingQuantity) add('quantity', M.limitedQuantity(r.reward.remainingQuantity));
  if (product.booksellerOnly && !cmd.viewerIsBookseller) add('compensation', M.booksellerOnly);
  if (product.variantIds.length > 0 && (r.variantId === null || !product.variantIds.includes(r.variantId))) {
    add('variant', r.variantId === null ? M.variantRequired : M.unknownVariant);
  }
  if (product.dedication) {
    const texts = Array.from({ length: Math.max(0, r.quantity) }, (_, i) => (r.dedications[i] ?? '').trim());
    if (texts.some((t) => t === '')) add('dedications', M.contributionDedicationRequired);
    if (texts.some((t) => t.length > MAX_DEDICATION)) add('dedications', M.dedicationTooLong);
  }
  if (r.reward.lockedByVoucher) {
    const codes = Array.from({ length: Math.max(0, r.quantity) }, (_, i) => normaliseVoucherCode(r.voucherCodes[i] ?? ''));
    if (codes.some((c) => c === '' || c.length > MAX_VOUCHER_CODE)) add('vouchers', M.voucherRequired);
    else {
      // Each code must be a real voucher, not claimed into another account, still valid, with something left on it.
      const standings = codes.map((c) => cmd.vouchers[c] ?? 'unknown');
      const refused = standings.find((state) => state !== 'usable');
      const heldByAnother = codes.some((c) => cmd.voucherHolders[c] !== undefined && cmd.voucherHolders[c] !== cartOwnerId);
      if (standings.includes('unknown')) add('vouchers', M.lockingVoucher.unknown);
      else if (heldByAnother) add('vouchers', M.lockingVoucher.held);
      else if (refused) add('vouchers', M.lockingVoucher[refused as Exclude<VoucherState, 'usable'>]);
      // One code unlocks one unit: not twice in this contribution, nor for a reward already in the cart.
      else if (new Set(codes).size < codes.length || codes.some((c) => taken.has(c))) add('vouchers', M.lockingVoucherTwice);
      for (const c of codes) taken.add(c);
    }
  }
  return errors;
}

/**
 * A contribution names an existing campaign and existing rewards: else DRF's 'invalid primary key'
 * on the field, the rewards' messages in the order they were sent. Checked before anything else.
 */
export function checkContributionReferences(cmd: Contribute): void {
  if (!cmd.campaignFound) throw CartRefusal.field('crowdfunding', M.invalidPk(cmd.crowdfundingId));
  const asked = cmd.noCompensation ? [] : cmd.askedRewards;
  if (asked.some((r) => !r.found)) throw new CartRefusal({ compensations: asked.map((r) => (r.found ? {} : { compensation: [M.invalidPk(r.compensationId)] })) });
}

/**
 * Every rule of a contribution (spec section 5), checked on the server: amount, rewards total,
 * dedications, voucher codes, variants, limits, bookseller-only rewards, the confirm-gift rule, the
 * campaign's label taking contributions and the campaign being open. Throws one CartRefusal with all
 * the messages. `codesInCart`: the voucher codes the cart's other contributions already use to
 * unlock rewards; `cartOwnerId`: the account whose cart it is (null: an anonymous cart).
 */
export function checkContribution(cmd: Contribute, codesInCart: string[], cartOwnerId: number | null): void {
  if (!cmd.crowdfundingOpen) throw CartRefusal.field('crowdfunding', M.crowdfundingClosed);
  if (!cmd.campaignRunning) throw CartRefusal.detail(M.campaignNotRunning);
  const errors: Record<string, unknown> = {};
  const amount = cmd.amountCents;
  if (amount === null || !Number.isFinite(amount) || amount <= 0) errors.contribution = [M.contributionInvalid];
  else if (amount < 100) errors.contribution = [M.contributionMin];

  const rewards = cmd.noCompensation ? [] : cmd.rewards;
  const taken = new Set(codesInCart);
  const perReward = rewards.map((r) => rewardErrors(r, cmd, taken, cartOwnerId));
  if (perReward.some((e) => Object.keys(e).length > 0)) errors.compensations = perReward;

  const rewardsTotal = rewards.reduce((sum, r) => sum + r.quantity * r.reward.product.unitPriceCents, 0);
  if (amount !== null && amount > 0 && rewardsTotal > amount) errors.contribution = [...((errors.contribution as string[]) ?? []), M.rewardsAboveContribution];

  // A leftover that could buy one more reward must be a deliberate gift.
  const leftover = (amount ?? 0) - rewardsTotal;
  const couldAffordAnother = cmd.cheapestAvailableRewardCents !== null && leftover >= cmd.cheapestAvailableRewardCents;
  if (!cmd.noCompensation && !cmd.confirmGift && couldAffordAnother && !errors.contribution) errors.confirm_gift = [M.confirmGift];

  if (Object.keys(errors).length > 0) throw new CartRefusal(errors);
}
