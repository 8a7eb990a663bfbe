import { BOOKSELLER_COMMENTS, BOOKSELLERS, CAMPAIGN_COMMENTS, COMMENTS, NICKNAMES } from './backer-pools';
import { campaign } from './campaigns';
import { CAMPAIGN } from './ids';
import { Prng } from './prng';
import { REWARDS, rewardVariants, type RewardSeed } from './rewards';
import type { Row } from './sql';

/**
 * What each campaign must show: the generator draws backers until it lands exactly on the
 * target, so the completion percentages are those the campaign states need.
 */
export const BACKING_TARGETS: Record<number, { kind: 'amount' | 'books'; value: number }> = {
  [CAMPAIGN.satellite]: { kind: 'amount', value: 480_000 }, // 60 % of 8 000 €
  [CAMPAIGN.balCoeursFauves]: { kind: 'books', value: 170 }, // 85 % of 200 books
  [CAMPAIGN.lucioles]: { kind: 'amount', value: 448_000 }, // 112 % of 4 000 €
  [CAMPAIGN.sentinelles]: { kind: 'amount', value: 393_000 }, // 131 % of 3 000 €
  [CAMPAIGN.villesEnglouties]: { kind: 'amount', value: 246_000 }, // 41 % of 6 000 €
};

interface RewardLine {
  reward: RewardSeed;
  quantity: number;
  variantId: number | null;
}

interface Draft {
  nickname: string;
  amountCents: number;
  comment: string;
  lines: RewardLine[];
  hidden: boolean;
  displayAmount: boolean;
  displayNickname: boolean;
  unsubscribed: boolean;
}

const VARIANTS = rewardVariants();
const booksOf = (d: Draft) => d.lines.reduce((sum, l) => sum + l.quantity * l.reward.booksCount, 0);
const priceOf = (lines: RewardLine[]) => lines.reduce((sum, l) => sum + l.quantity * l.reward.priceCents, 0);

function line(rng: Prng, reward: RewardSeed, quantity: number): RewardLine {
  const variants = VARIANTS.filter((v) => v.rewardId === reward.id && v.stock > 0);
  const variantId = variants.length ? rng.weighted(variants.map((v) => ({ item: v.id, weight: v.stock }))) : null;
  return { reward, quantity, variantId };
}

/** Who, what they say and what they show: the display choices the backer list must honour. */
function draft(rng: Prng, campaignId: number, lines: RewardLine[], amountCents: number, bookseller = false): Draft {
  const specific = CAMPAIGN_COMMENTS[campaignId] ?? [];
  const comments = bookseller ? BOOKSELLER_COMMENTS : [...COMMENTS, ...specific, ...specific];
  return {
    nickname: rng.pick(bookseller ? BOOKSELLERS : NICKNAMES),
    amountCents,
    comment: rng.chance(bookseller ? 0.5 : 0.35) ? rng.pick(comments) : '',
    lines,
    hidden: rng.chance(0.06),
    displayAmount: !rng.chance(0.15),
    displayNickname: !rng.chance(0.08),
    unsubscribed: !rng.chance(0.3),
  };
}

/** One ordinary backer: no reward, a lot for a bookshop, or one or two rewards and maybe a tip. */
function randomDraft(rng: Prng, campaignId: number, rewards: RewardSeed[], taken: Map<number, number>): Draft {
  if (rng.chance(0.1)) return draft(rng, campaignId, [], rng.pick([300, 500, 1000, 1500, 2000, 3000, 5000]));
  const available = rewards.filter((r) => {
    if (r.weight === 0) return false;
    // Limited rewards that are not meant to sell out keep some units left.
    return r.limitedQuantity === undefined || (taken.get(r.id) ?? 0) < r.limitedQuantity - 12;
  });
  const first = rng.weighted(available.map((r) => ({ item: r, weight: r.weight })));
  if (first.booksellerOnly) {
    const lines = [line(rng, first, rng.chance(0.2) ? 2 : 1)];
    return draft(rng, campaignId, lines, priceOf(lines), true);
  }
  const quantityOf = (r: RewardSeed) => (r.donation ? rng.pick([2, 5, 5, 10, 10, 20, 50]) : rng.chance(0.15) ? 2 : 1);
  const lines = [line(rng, first, quantityOf(first))];
  const others = available.filter((r) => r.id !== first.id && !r.booksellerOnly);
  if (others.length && rng.chance(0.2)) {
    const second = rng.weighted(others.map((r) => ({ item: r, weight: r.weight })));
    lines.push(line(rng, second, quantityOf(second)));
  }
  const tip = rng.chance(0.25) ? rng.pick([100, 200, 300, 500, 1000]) : 0;
  return draft(rng, campaignId, lines, priceOf(lines) + tip);
}

/** Backers of one campaign, in the order they came, landing exactly on the campaign's target. */
function generate(campaignId: number, target: { kind: 'amount' | 'books'; value: number }): Draft[] {
  const rng = new Prng(0x5eed + campaignId * 7919);
  const rewards = REWARDS.filter((r) => r.campaignId === campaignId);
  const measure = (d: Draft) => (target.kind === 'amount' ? d.amountCents : booksOf(d));
  const drafts: Draft[] = [];
  const taken = new Map<number, number>();
  const add = (d: Draft) => {
    drafts.push(d);
    for (const l of d.lines) taken.set(l.reward.id, (taken.get(l.reward.id) ?? 0) + l.quantity);
  };

  // Sold-out rewards went first: early backers took every unit.
  for (const r of rewards.filter((x) => x.soldOut)) {
    for (let left = r.limitedQuantity ?? 0; left > 0;) {
      const quantity = Math.min(left, rng.pick([1, 1, 1, 2, 3]));
      left -= quantity;
      const lines = [line(rng, r, quantity)];
      add(draft(rng, campaignId, lines, priceOf(lines)));
    }
  }

  let reached = drafts.reduce((sum, d) => sum + measure(d), 0);
  // Leave at least 1 € (the minimum contribution) for the closing contribution of amount goals.
  const margin = target.kind === 'amount' ? 100 : 0;
  for (let misses = 0; misses < 40 && drafts.length < 900;) {
    const candidate = randomDraft(rng, campaignId, rewards, taken);
    if (measure(candidate) > target.value - reached - margin) {
      misses++;
      continue;
    }
    add(candidate);
    reached += measure(candidate);
  }

  // Closing backers land exactly on the target.
  if (target.kind === 'amount') {
    add(draft(rng, campaignId, [], target.value - reached));
  } else {
    const basic = rewards.find((r) => r.booksCount === 1 && r.weight > 0 && !r.limitedQuantity && !r.booksellerOnly && !r.lockedByVoucher && !r.dedication);
    if (!basic) throw new Error(`demo-data: pas de contrepartie simple pour la campagne ${campaignId}`);
    for (; reached < target.value;) {
      const quantity = Math.min(2, target.value - reached);
      const lines = [line(rng, basic, quantity)];
      add(draft(rng, campaignId, lines, priceOf(lines)));
      reached += quantity;
    }
  }
  if (drafts.length >= 1000) throw new Error(`demo-data: trop de contributions pour la campagne ${campaignId}`);
  return drafts;
}

/** Dates spread between the start and min(end, now), denser at both ends as campaigns usually are. */
function createdAt(rng: Prng, index: number, count: number, from: Date, to: Date): Date {
  const u = (index + 0.15 + 0.7 * rng.next()) / count;
  const shape = (1 - Math.cos(Math.PI * u)) / 2;
  return new Date(from.getTime() + Math.round((to.getTime() - from.getTime()) * shape));
}

export interface BackerRows {
  contributions: Row[];
  rewards: Row[];
}

/** Ids: contribution campaignId × 1000 + rank; reward line contributionId × 10 + rank. */
export function backerRows(now: Date): BackerRows {
  const contributions: Row[] = [];
  const rewards: Row[] = [];
  for (const [id, target] of Object.entries(BACKING_TARGETS)) {
    const campaignId = Number(id);
    const { start, end } = campaign(campaignId).timing(now);
    // Up to a quarter of an hour ago for running campaigns: never in the future.
    const to = new Date(Math.min(end.getTime() - 60_000, now.getTime() - 15 * 60_000));
    const dates = new Prng(0xda7e + campaignId);
    const drafts = generate(campaignId, target);
    drafts.forEach((d, index) => {
      const contributionId = campaignId * 1000 + index + 1;
      const at = createdAt(dates, index, drafts.length, start, to);
      contributions.push({
        id: contributionId,
        crowdfunding_id: campaignId,
        user_id: null,
        cart_id: null,
        nickname: d.nickname,
        amount_cents: d.amountCents,
        comment: d.comment,
        hidden: d.hidden,
        display_amount: d.displayAmount,
        display_nickname: d.displayNickname,
        unsubscribed: d.unsubscribed,
        created_at: at,
        updated_at: at,
      });
      d.lines.forEach((l, rank) => {
        rewards.push({
          id: contributionId * 10 + rank + 1,
          contribution_id: contributionId,
          compensation_id: l.reward.id,
          variant_id: l.variantId,
          quantity: l.quantity,
        });
      });
    });
  }
  return { contributions, rewards };
}
