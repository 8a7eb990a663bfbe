import type { RewardOption } from '../types';

/** Spec §9: dedications at most 100 characters, voucher codes at most 8, a contribution of 1 € at least. */
export const MAX_DEDICATION = 100;
export const MAX_VOUCHER_CODE = 8;
export const MIN_CONTRIBUTION_CENTS = 100;

/** The spec's messages (§5), word for word. */
export const CONTRIBUTION_MESSAGES = {
  contributionMin: "La valeur de la contribution est d'un euro minimum.",
  contributionInvalid: "Votre contribution n'est pas valide",
  rewardsAboveContribution: 'Les contributions sélectionné sont supérieur à votre contribution',
  dedicationRequired: 'Il est nécessaire de remplir le champ de dédicace',
  dedicationTooLong: 'La dédicace ne doit pas dépasser 100 caractères',
  voucherRequired: "Il est nécessaire de fournir un bon d'achat pour cette contrepartie",
  variantRequired: "Merci de sélectionner l'option qui vous désirez.",
  confirmGift: 'Merci de cocher la case ci-dessus ou de choisir une contrepartie supplémentaire',
  quantityRequired: 'Le champ quantité doit être renseigné.',
  quantityMin: 'La quantité minimum est 1.',
  limitedQuantity: (left: number) => (left <= 0 ? 'Cette contrepartie est épuisée.' : `Il ne reste que ${left} exemplaire${left > 1 ? 's' : ''} de cette contrepartie.`),
} as const;

const M = CONTRIBUTION_MESSAGES;

/** A reward chosen in the form: fields as typed (strings), one dedication and one voucher code per unit. */
export interface SelectedReward {
  reward: RewardOption;
  quantity: string;
  /** The chosen variant id, '' while none. */
  variant: string;
  dedications: string[];
  vouchers: string[];
}

/** The contribution form's values. */
export interface ContributionDraft {
  /** Euros as typed ("25", "25,50"). */
  amount: string;
  noReward: boolean;
  confirmGift: boolean;
  selected: SelectedReward[];
}

export const emptyDraft = (): ContributionDraft => ({ amount: '', noReward: false, confirmGift: false, selected: [] });

/** Euros as typed → cents; null when it is not an amount. */
export function parseEuros(value: string): number | null {
  const clean = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Cents → the amount field's text ("25" or "25,50"). */
export function formatEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

const priceCents = (reward: RewardOption) => Math.round(Number(reward.price) * 100);

/** A quantity field as a number; NaN when it holds no whole number. */
export const quantityOf = (selected: SelectedReward) => (/^\d+$/.test(selected.quantity.trim()) ? Number(selected.quantity) : NaN);

/** The list grown with empty texts or cut to `size` (one field per unit). */
export function resize(list: string[], size: number): string[] {
  const n = Number.isFinite(size) && size > 0 ? size : 0;
  return Array.from({ length: n }, (_, i) => list[i] ?? '');
}

/** Sum of quantity × price of the chosen rewards, in cents (quantities that are no number count 0). */
export function rewardsTotalCents(selected: SelectedReward[]): number {
  return selected.reduce((sum, s) => sum + (Number.isFinite(quantityOf(s)) ? quantityOf(s) : 0) * priceCents(s.reward), 0);
}

/** The draft with the contribution set back to the rewards' total (spec §4: after a quantity change). */
function withTotal(draft: ContributionDraft, selected: SelectedReward[]): ContributionDraft {
  return { ...draft, selected, amount: formatEuros(rewardsTotalCents(selected)) };
}

/** Spec §4: adding a reward already chosen raises its quantity by 1; a new one comes with quantity 1. */
export function addReward(draft: ContributionDraft, reward: RewardOption): ContributionDraft {
  const index = draft.selected.findIndex((s) => s.reward.id === reward.id);
  if (index >= 0) {
    const current = quantityOf(draft.selected[index]!);
    return setQuantity(draft, index, String((Number.isFinite(current) ? current : 0) + 1));
  }
  const line: SelectedReward = { reward, quantity: '1', variant: '', dedications: reward.dedication ? [''] : [], vouchers: reward.lockedByVoucher ? [''] : [] };
  return withTotal({ ...draft, noReward: false }, [...draft.selected, line]);
}

/** Spec §4: a new quantity resizes the dedication and voucher fields and resets the contribution to the rewards' total. */
export function setQuantity(draft: ContributionDraft, index: number, quantity: string): ContributionDraft {
  const selected = draft.selected.map((s, i) => {
    if (i !== index) return s;
    const next = { ...s, quantity };
    const units = quantityOf(next);
    return {
      ...next,
      dedications: s.reward.dedication ? resize(s.dedications, units) : [],
      vouchers: s.reward.lockedByVoucher ? resize(s.vouchers, units) : [],
    };
  });
  return withTotal(draft, selected);
}

/** Removing a reward removes its line (spec §4); the contribution follows the rewards left. */
export function removeReward(draft: ContributionDraft, index: number): ContributionDraft {
  return withTotal(
    draft,
    draft.selected.filter((_, i) => i !== index),
  );
}

/** One field of a reward changed (variant, a dedication, a voucher code). */
export function updateReward(draft: ContributionDraft, index: number, change: Partial<Pick<SelectedReward, 'variant' | 'dedications' | 'vouchers'>>): ContributionDraft {
  return { ...draft, selected: draft.selected.map((s, i) => (i === index ? { ...s, ...change } : s)) };
}

/** What is wrong with one chosen reward; dedication and voucher messages per unit. */
export interface RewardErrors {
  quantity?: string;
  variant?: string;
  dedications: (string | undefined)[];
  vouchers: (string | undefined)[];
}

export interface ContributionErrors {
  contribution?: string[];
  confirm_gift?: string;
  rewards: RewardErrors[];
}

/**
 * The cheapest reward one more of which the leftover could buy (same rule as the server: not a
 * donation, not locked by a voucher, not bookseller-only for others, not sold out); null if none.
 */
export function cheapestAvailableCents(rewards: RewardOption[], isBookseller: boolean): number | null {
  const prices = rewards
    .filter((r) => !r.donation && !r.lockedByVoucher && (isBookseller || !r.bookseller_only) && (!r.limited || (r.remaining_quantity ?? 0) > 0))
    .map(priceCents);
  return prices.length ? Math.min(...prices) : null;
}

function rewardErrors(s: SelectedReward): RewardErrors {
  const errors: RewardErrors = { dedications: [], vouchers: [] };
  const units = quantityOf(s);
  if (s.quantity.trim() === '') errors.quantity = M.quantityRequired;
  else if (!Number.isFinite(units) || units < 1) errors.quantity = M.quantityMin;
  else if (s.reward.limited && units > Math.max(0, s.reward.remaining_quantity ?? 0)) errors.quantity = M.limitedQuantity(Math.max(0, s.reward.remaining_quantity ?? 0));
  if ((s.reward.variants?.length ?? 0) > 0 && !s.variant) errors.variant = M.variantRequired;
  if (s.reward.dedication) {
    errors.dedications = s.dedications.map((text) => (text.trim() === '' ? M.dedicationRequired : text.trim().length > MAX_DEDICATION ? M.dedicationTooLong : undefined));
  }
  if (s.reward.lockedByVoucher) {
    errors.vouchers = s.vouchers.map((code) => (code.trim() === '' || code.trim().length > MAX_VOUCHER_CODE ? M.voucherRequired : undefined));
  }
  return errors;
}

/** Every rule of the contribution form (spec §5), with its exact message. */
export function validateContribution(draft: ContributionDraft, cheapestCents: number | null): ContributionErrors {
  const errors: ContributionErrors = { rewards: [] };
  const amount = draft.amount.trim() === '' ? null : parseEuros(draft.amount);
  if (draft.amount.trim() === '') errors.contribution = [M.contributionMin];
  else if (amount === null || amount <= 0) errors.contribution = [M.contributionInvalid];
  else if (amount < MIN_CONTRIBUTION_CENTS) errors.contribution = [M.contributionMin];

  const selected = draft.noReward ? [] : draft.selected;
  errors.rewards = selected.map(rewardErrors);
  const total = rewardsTotalCents(selected);
  if (amount !== null && amount > 0 && selected.length > 0 && total > amount) {
    errors.contribution = [...(errors.contribution ?? []), M.rewardsAboveContribution];
  }
  // A leftover that could buy one more reward must be a deliberate gift.
  const leftover = (amount ?? 0) - total;
  if (!draft.noReward && !draft.confirmGift && !errors.contribution && cheapestCents !== null && leftover >= cheapestCents) {
    errors.confirm_gift = M.confirmGift;
  }
  return errors;
}

/** True when nothing is wrong. */
export function isValid(errors: ContributionErrors): boolean {
  return !errors.contribution && !errors.confirm_gift && errors.rewards.every((r) => !r.quantity && !r.variant && r.dedications.every((d) => !d) && r.vouchers.every((v) => !v));
}

/** The body of `POST carts/{id}/contribute/` (spec §7). The server prices everything again. */
export function contributionPayload(draft: ContributionDraft, crowdfundingId: number) {
  const selected = draft.noReward ? [] : draft.selected;
  return {
    crowdfunding: crowdfundingId,
    contribution: formatEuros(parseEuros(draft.amount) ?? 0).replace(',', '.'),
    no_compensation: draft.noReward,
    confirm_gift: draft.confirmGift,
    compensations: selected.map((s) => ({
      compensation: s.reward.id,
      quantity: quantityOf(s),
      price: s.reward.price,
      variant: s.variant ? Number(s.variant) : null,
      dedications: s.reward.dedication ? s.dedications.map((text) => ({ text: text.trim() })) : [],
      vouchers: s.reward.lockedByVoucher ? s.vouchers.map((code) => ({ code: code.trim() })) : [],
    })),
  };
}
