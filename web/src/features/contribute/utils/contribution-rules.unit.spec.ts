import { describe, expect, it } from '@jest/globals';
import { BOOK, CLUB, DONATION, LIMITED, SHIRT, SIGNED, aReward } from '../testing-rewards';
import {
  addReward,
  cheapestAvailableCents,
  CONTRIBUTION_MESSAGES as M,
  contributionPayload,
  emptyDraft,
  isValid,
  parseEuros,
  removeReward,
  setQuantity,
  updateReward,
  validateContribution,
  type ContributionDraft,
} from './contribution-rules';

const CHEAPEST = 2200;
const draftWith = (...rewards: (typeof BOOK)[]) => rewards.reduce<ContributionDraft>((d, r) => addReward(d, r), emptyDraft());

describe('the contribution rules', () => {
  it('reads euros as typed, with a comma or a point', () => {
    expect(parseEuros('25')).toBe(2500);
    expect(parseEuros('25,5')).toBe(2550);
    expect(parseEuros(' 12.05 ')).toBe(1205);
    expect(parseEuros('douze')).toBeNull();
    expect(parseEuros('1,234')).toBeNull();
  });

  it('asks for one euro at least, and a contribution that is one', () => {
    expect(validateContribution({ ...emptyDraft(), amount: '' }, null).contribution).toEqual([M.contributionMin]);
    expect(validateContribution({ ...emptyDraft(), amount: '0,50' }, null).contribution).toEqual([M.contributionMin]);
    expect(validateContribution({ ...emptyDraft(), amount: '0' }, null).contribution).toEqual([M.contributionInvalid]);
    expect(validateContribution({ ...emptyDraft(), amount: '-5' }, null).contribution).toEqual([M.contributionInvalid]);
    expect(validateContribution({ ...emptyDraft(), amount: 'beaucoup' }, null).contribution).toEqual([M.contributionInvalid]);
    expect(validateContribution({ ...emptyDraft(), amount: '1', noReward: true }, CHEAPEST)).toEqual({ rewards: [] });
  });

  it('refuses rewards worth more than the contribution', () => {
    const draft = { ...draftWith(BOOK, SIGNED), amount: '40' };
    expect(validateContribution(draft, CHEAPEST).contribution).toEqual([M.rewardsAboveContribution]);
    expect(validateContribution({ ...draft, amount: '47' }, CHEAPEST).contribution).toBeUndefined();
    // With 'no reward' ticked the rewards no longer count
    expect(validateContribution({ ...draft, noReward: true }, CHEAPEST).contribution).toBeUndefined();
  });

  it('wants each dedication filled and at most 100 characters', () => {
    let draft = setQuantity(draftWith(SIGNED), 0, '3');
    draft = updateReward(draft, 0, { dedications: ['Pour Léa', '', 'x'.repeat(101)] });
    expect(validateContribution(draft, CHEAPEST).rewards[0]!.dedications).toEqual([undefined, M.dedicationRequired, M.dedicationTooLong]);
    expect(validateContribution(updateReward(draft, 0, { dedications: ['a', 'b', 'x'.repeat(100)] }), CHEAPEST).rewards[0]!.dedications).toEqual([undefined, undefined, undefined]);
  });

  it('wants one voucher code of at most 8 characters per unit of a voucher-locked reward', () => {
    let draft = setQuantity(draftWith(CLUB), 0, '2');
    expect(validateContribution(draft, CHEAPEST).rewards[0]!.vouchers).toEqual([M.voucherRequired, M.voucherRequired]);
    draft = updateReward(draft, 0, { vouchers: ['CLUB2024', 'TROPLONG9'] });
    expect(validateContribution(draft, CHEAPEST).rewards[0]!.vouchers).toEqual([undefined, M.voucherRequired]);
  });

  it('wants an option for a reward that has some', () => {
    const draft = draftWith(SHIRT);
    expect(validateContribution(draft, CHEAPEST).rewards[0]!.variant).toBe(M.variantRequired);
    expect(validateContribution(updateReward(draft, 0, { variant: '21' }), CHEAPEST).rewards[0]!.variant).toBeUndefined();
  });

  it('keeps a limited reward within what is left, and a quantity of one at least', () => {
    expect(validateContribution(setQuantity(draftWith(LIMITED), 0, '3'), CHEAPEST).rewards[0]!.quantity).toBe(M.limitedQuantity(2));
    expect(validateContribution(setQuantity(draftWith(LIMITED), 0, '2'), CHEAPEST).rewards[0]!.quantity).toBeUndefined();
    expect(validateContribution(setQuantity(draftWith(BOOK), 0, '0'), CHEAPEST).rewards[0]!.quantity).toBe(M.quantityMin);
    expect(validateContribution(setQuantity(draftWith(BOOK), 0, ''), CHEAPEST).rewards[0]!.quantity).toBe(M.quantityRequired);
  });

  it('asks to confirm the gift when the leftover could buy one more reward', () => {
    const draft = { ...draftWith(BOOK), amount: '44' };
    expect(validateContribution(draft, CHEAPEST).confirm_gift).toBe(M.confirmGift);
    expect(validateContribution({ ...draft, confirmGift: true }, CHEAPEST).confirm_gift).toBeUndefined();
    expect(validateContribution({ ...draft, amount: '43,99' }, CHEAPEST).confirm_gift).toBeUndefined();
    expect(validateContribution({ ...draft, noReward: true }, CHEAPEST).confirm_gift).toBeUndefined();
    expect(isValid(validateContribution({ ...draft, confirmGift: true }, CHEAPEST))).toBe(true);
  });

  it('counts as the cheapest reward only one the visitor could take', () => {
    expect(cheapestAvailableCents([BOOK, SIGNED, CLUB, DONATION], false)).toBe(2200);
    const pro = aReward({ id: 9, price: '5.00', bookseller_only: true });
    const soldOut = aReward({ id: 10, price: '3.00', limited: true, remaining_quantity: 0 });
    expect(cheapestAvailableCents([BOOK, pro, soldOut], false)).toBe(2200);
    expect(cheapestAvailableCents([BOOK, pro, soldOut], true)).toBe(500);
    expect(cheapestAvailableCents([CLUB, DONATION], false)).toBeNull();
  });

  it('adds one more of a reward chosen again, resizing its fields and resetting the contribution', () => {
    let draft = { ...draftWith(SIGNED), amount: '100' };
    draft = updateReward(draft, 0, { dedications: ['Pour Léa'] });
    draft = addReward(draft, SIGNED);
    expect(draft.selected).toHaveLength(1);
    expect(draft.selected[0]!.quantity).toBe('2');
    expect(draft.selected[0]!.dedications).toEqual(['Pour Léa', '']);
    expect(draft.amount).toBe('50');
  });

  it('resizes dedications and vouchers with the quantity and resets the contribution to the rewards total', () => {
    let draft = { ...draftWith(SIGNED, CLUB), amount: '200' };
    draft = updateReward(draft, 0, { dedications: ['A'] });
    draft = setQuantity(draft, 0, '3');
    expect(draft.selected[0]!.dedications).toEqual(['A', '', '']);
    expect(draft.amount).toBe('90');
    draft = setQuantity(draft, 1, '2');
    expect(draft.selected[1]!.vouchers).toEqual(['', '']);
    expect(draft.amount).toBe('105');
    draft = setQuantity(draft, 0, '1');
    expect(draft.selected[0]!.dedications).toEqual(['A']);
    expect(draft.amount).toBe('55');
    draft = removeReward(draft, 0);
    expect(draft.selected.map((s) => s.reward.id)).toEqual([CLUB.id]);
    expect(draft.amount).toBe('30');
  });

  it('sends what the API expects, without rewards when none is wanted', () => {
    let draft = updateReward(setQuantity(draftWith(SIGNED), 0, '2'), 0, { dedications: [' Pour Léa ', 'Pour Tom'] });
    draft = { ...draft, amount: '60,5', confirmGift: true };
    expect(contributionPayload(draft, 7)).toEqual({
      crowdfunding: 7,
      contribution: '60.50',
      no_compensation: false,
      confirm_gift: true,
      compensations: [{ compensation: SIGNED.id, quantity: 2, price: '25.00', variant: null, dedications: [{ text: 'Pour Léa' }, { text: 'Pour Tom' }], vouchers: [] }],
    });
    expect(contributionPayload({ ...draft, noReward: true }, 7).compensations).toEqual([]);
  });
});
