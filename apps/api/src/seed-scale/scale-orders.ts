import {
  paidOrderRecords,
  productSnapshot,
  rewardSnapshot,
  invoiceBuyer,
  type PaidOrderPlan,
  type PaidOrderRecords,
  type ParcelShop,
  type PlannedContribution,
  type PlannedLine,
} from '@shop/cart';
import { parisDay } from '@shop/common';
import { DEDICATION_NAMES, Prng, SCALE_HISTORY_DAYS, type ScaleBuyer, type ScaleCampaign, type ScaleProduct, type ScaleReward } from '@shop/demo-data';

/** The staff member who ships the parcels (the demo's staff account). */
const SHIPPER_ID = 3;
const DAY_MS = 86_400_000;

/** Relay points of the Mondial Relay parcels (fictional shops). */
const PARCEL_SHOPS: ParcelShop[] = [
  {
    id: '012345',
    name: 'TABAC DE LA GARE',
    address1: '2 place de la Gare',
    address2: '',
    postalCode: '69007',
    city: 'LYON',
    country: 'FR',
    lat: '45.7485',
    long: '4.8260',
    nature: '1',
    letter: 'A',
  },
  {
    id: '023456',
    name: 'FLEURS ET PAPIERS',
    address1: '14 rue Pasteur',
    address2: '',
    postalCode: '44000',
    city: 'NANTES',
    country: 'FR',
    lat: '47.2184',
    long: '-1.5536',
    nature: '1',
    letter: 'B',
  },
  {
    id: '034567',
    name: 'PRESSE DU MARCHÉ',
    address1: '5 place du Marché',
    address2: '',
    postalCode: '13005',
    city: 'MARSEILLE',
    country: 'FR',
    lat: '43.2965',
    long: '5.3698',
    nature: '1',
    letter: 'C',
  },
  {
    id: '045678',
    name: 'ÉPICERIE DES ÉCOLES',
    address1: '31 rue des Écoles',
    address2: '',
    postalCode: '35000',
    city: 'RENNES',
    country: 'FR',
    lat: '48.1173',
    long: '-1.6778',
    nature: '1',
    letter: 'D',
  },
];

const HEX = '0123456789abcdef';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * v4-shaped uuids of one order: random digits from the seeded generator, then the order's rank and
 * a counter, so that no two ids of the data set are the same (the generator's 32-bit state alone
 * would repeat across 200 000 orders).
 */
function uuids(rng: Prng, rank: number): () => string {
  let n = 0;
  return () => {
    let s = '';
    for (let i = 0; i < 20; i++) s += HEX[i === 12 ? 4 : i === 16 ? 8 + rng.int(0, 3) : rng.int(0, 15)];
    s += rank.toString(16).padStart(8, '0') + (n++).toString(16).padStart(4, '0');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
}

/** 12 capitals and digits, unique through the order's rank written in base 36 at its end. */
function reference(rng: Prng, prefix: string, rank: number): string {
  const tail = rank.toString(36).toUpperCase().padStart(6, '0');
  let head = prefix;
  while (head.length < 12 - tail.length) head += ALNUM[rng.int(0, ALNUM.length - 1)];
  return head + tail;
}

/** Where the orders come from and what they may contain. */
export interface OrderSources {
  now: Date;
  /** Books and goodies, sorted by the day they went on sale. */
  products: ScaleProduct[];
  campaigns: ScaleCampaign[];
  rewardsByCampaign: Map<number, ScaleReward[]>;
  /** Readers and booksellers, sorted by when they registered. */
  readers: ScaleBuyer[];
  booksellers: ScaleBuyer[];
  seller: PaidOrderPlan['seller'];
  labelIds: number[];
}

/** What the orders tallied along the way: units of limited rewards taken, invoice numbers per series. */
export class OrderTallies {
  readonly taken = new Map<number, number>();
  readonly invoiceCounters = new Map<string, number>();

  nextInvoiceNumber(day: string): string {
    const series = `F${day.slice(0, 4)}`;
    const next = (this.invoiceCounters.get(series) ?? 0) + 1;
    this.invoiceCounters.set(series, next);
    return `${series}-${String(next).padStart(6, '0')}`;
  }
}

/**
 * The instant order `rank` of `count` starts: three years of orders, more of them as the shop grows,
 * between 6:00 and 21:00 (UTC), in rank order (the invoice numbers follow it).
 */
export function orderStart(rank: number, count: number, now: Date): Date {
  const position = SCALE_HISTORY_DAYS * Math.pow((rank + 0.5) / count, 0.8);
  const dayIndex = Math.floor(position);
  const day = new Date(now.getTime() - (SCALE_HISTORY_DAYS - dayIndex) * DAY_MS);
  day.setUTCHours(6, 0, 0, 0);
  return new Date(day.getTime() + Math.floor((position - dayIndex) * 15 * 3_600_000));
}

/** The last index whose item is at most `at` (items sorted by `key`), -1 when none. */
function lastAtMost<T>(items: T[], key: (item: T) => number, at: number): number {
  let lo = 0;
  let hi = items.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(items[mid]) <= at) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function weighted<T>(rng: Prng, items: T[], weight: (item: T) => number): T | null {
  const usable = items.filter((i) => weight(i) > 0);
  return usable.length ? rng.weighted(usable.map((item) => ({ item, weight: weight(item) }))) : null;
}

/**
 * Plans order `rank` (a shopper, lines, contributions, delivery, payment, shipping) and decides it
 * with the cart's decider. Orders are planned in time order: limited rewards and invoice numbers
 * follow the ones before.
 */
export function planOrder(rank: number, count: number, sources: OrderSources, tallies: OrderTallies): PaidOrderRecords {
  const rng = new Prng((0x0dde5 ^ Math.imul(rank + 1, 0x9e3779b1)) >>> 0);
  const uuid = uuids(rng, rank);
  const start = orderStart(rank, count, sources.now);
  const today = parisDay(start.toISOString());
  const bookseller = rng.chance(0.05);
  const pool = bookseller ? sources.booksellers : sources.readers;
  const registered = lastAtMost(pool, (b) => b.createdAt.getTime(), start.getTime());
  // Faithful customers order again and again: the earliest accounts more often.
  const buyer = pool[Math.floor(Math.max(0, registered) * Math.pow(rng.next(), 1.6))];
  const labelId = rng.chance(0.5) ? 1 : rng.pick(sources.labelIds);

  const lines: PlannedLine[] = [];
  const onSale = lastAtMost(sources.products, (p) => p.onSaleFrom.getTime(), start.getTime());
  const lineCount = onSale < 0 ? 0 : rng.weighted([0, 1, 2, 3, 4, 5].map((item, i) => ({ item, weight: [2, 3, 4, 4, 3, 2][i] })));
  const chosen = new Set<number>();
  /** A product on sale that day, not yet in the cart, rather of the cart's label, with a variant in stock. */
  const pick = (): { product: ScaleProduct; variantId: number | null } | null => {
    for (let tries = 0; onSale >= 0 && tries < 20; tries++) {
      const product = sources.products[rng.int(0, onSale)];
      if (product.outOfStock || chosen.has(product.id) || (product.labelId !== labelId && rng.chance(0.6))) continue;
      const variants = product.variants.filter((v) => v.stock > 0);
      if (product.variants.length > 0 && variants.length === 0) continue;
      chosen.add(product.id);
      return { product, variantId: variants.length ? rng.pick(variants).id : null };
    }
    return null;
  };
  const line = (found: { product: ScaleProduct; variantId: number | null }, quantity: number): PlannedLine => ({
    lineId: uuid(),
    product: productSnapshot({ ...found.product, booksellerOnly: false }, found.variantId, today),
    variantId: found.variantId,
    quantity,
  });
  for (let i = 0; i < lineCount; i++) {
    const found = pick();
    if (!found) break;
    const quantity = bookseller ? rng.int(3, 20) : rng.chance(0.12) ? 2 : 1;
    lines.push({ ...line(found, quantity), ...(rng.chance(0.25) ? { changedTo: quantity + 1 } : {}) });
  }
  // Some shoppers take a line out again before paying.
  const extra = lines.length > 0 && rng.chance(0.2) ? pick() : null;
  if (extra) lines.push({ ...line(extra, 1), removed: true });

  const contributions: PlannedContribution[] = [];
  const stepsBefore = 3 + lines.length;
  const gapMs = rng.int(20, 90) * 1_000;
  const running = sources.campaigns.filter((c) => c.start.getTime() <= start.getTime() && start.getTime() + 2 * 3_600_000 < c.end.getTime());
  const contributionCount =
    running.length === 0
      ? 0
      : rng.weighted([
          { item: 0, weight: 2 },
          { item: 1, weight: 5 },
          { item: 2, weight: 4 },
          { item: 3, weight: 2 },
        ]) + (lines.length === 0 ? 1 : 0);
  // Mostly different campaigns; sometimes a second contribution to the same one (a gift, say).
  for (let i = 0; i < contributionCount; i++) {
    const campaign = rng.pick(running);
    contributions.push(contribution(rng, uuid, campaign, sources.rewardsByCampaign.get(campaign.id) ?? [], bookseller, tallies));
  }
  if (lines.length === 0 && contributions.length === 0) {
    // Nothing on sale and no campaign running that day: a gift to the shop would be odd, take the first book.
    lines.push(line({ product: sources.products[0], variantId: null }, 1));
  }

  const mode = rng.weighted<PaidOrderPlan['mode']>([
    { item: 'colissimo', weight: 6 },
    { item: 'mondial_relay', weight: 3 },
    { item: 'pickup', weight: 1 },
  ]);
  const failedAttempts = rng.weighted([
    { item: 0, weight: 85 },
    { item: 1, weight: 12 },
    { item: 2, weight: 3 },
  ]);
  const cartId = uuid();
  const cartReference = reference(rng, '', rank);
  const attemptReferences = Array.from({ length: failedAttempts + 1 }, (_, i) => reference(rng, `P${i}`, rank));
  const at = (step: number) => new Date(start.getTime() + step * gapMs).toISOString();

  // Staff ship the parcel once its content is there (a bundle waits for its last release), if that day has come.
  const paidGuess = start.getTime() + (stepsBefore + contributions.length + 10) * gapMs;
  const latest = [
    ...lines.filter((l) => !l.removed).map((l) => l.product.expectedShipmentDate),
    ...contributions.flatMap((c) => c.rewards.map((r) => r.reward.product.expectedShipmentDate)),
  ]
    .filter((d): d is string => d !== null)
    .sort()
    .pop();
  let shipped = paidGuess + rng.int(1, 3) * DAY_MS;
  if (latest && new Date(`${latest}T10:00:00Z`).getTime() > shipped) shipped = new Date(`${latest}T10:00:00Z`).getTime() + rng.int(1, 5) * DAY_MS;
  const shippedAt = shipped < sources.now.getTime() - 3_600_000 ? new Date(shipped).toISOString() : null;

  const plan: PaidOrderPlan = {
    cartId,
    reference: cartReference,
    labelId,
    ownerId: buyer.userId,
    nickname: buyer.nickname,
    terms: { booksellerDiscountBp: buyer.discountBp },
    startedAnonymous: !bookseller && rng.chance(0.25),
    lines,
    contributions,
    addressId: buyer.address.id,
    mode,
    parcelShop: mode === 'mondial_relay' ? rng.pick(PARCEL_SHOPS) : null,
    unconfirmedBefore: rng.chance(0.1) ? rng.pick(['customer', 'expired'] as const) : null,
    failedAttempts,
    attemptReferences,
    numberInvoice: (day) => tallies.nextInvoiceNumber(day),
    seller: sources.seller,
    buyer: invoiceBuyer({
      address: buyer.address,
      contact: null,
      professional: buyer.discountBp !== null,
      identifiers: buyer.gln ? { gln: buyer.gln } : {},
    }),
    at,
    shippedAt,
    shippedBy: SHIPPER_ID,
    trackingNumber: (parcel, carrier) =>
      carrier === 'mondial_relay' ? String(10_000_000 + ((rank * 7 + parcel) % 89_999_999)) : `6A${String(rank * 10 + parcel).padStart(11, '0')}`,
    requestId: (step) => `${cartReference}-${step}`,
  };
  return paidOrderRecords(plan);
}

/** A contribution to a running campaign: no reward, or one or two and maybe a tip (as the demo's backers). */
function contribution(rng: Prng, uuid: () => string, campaign: ScaleCampaign, rewards: ScaleReward[], bookseller: boolean, tallies: OrderTallies): PlannedContribution {
  const remaining = (r: ScaleReward) => (r.limitedQuantity === null ? null : Math.max(0, r.limitedQuantity - (tallies.taken.get(r.compensationId) ?? 0)));
  const available = rewards.filter((r) => !r.lockedByVoucher && (bookseller || !r.booksellerOnly) && remaining(r) !== 0);
  const cheapest = available.length ? Math.min(...available.map((r) => r.priceCents)) : null;
  const contributionId = uuid();
  if (rng.chance(0.1) || available.length === 0) {
    return { contributionId, crowdfundingId: campaign.id, amountCents: rng.pick([300, 500, 1000, 1500, 2000, 3000, 5000]), rewards: [], cheapestAvailableRewardCents: cheapest };
  }
  const picks: ScaleReward[] = [];
  const first = bookseller ? (available.find((r) => r.booksellerOnly) ?? weighted(rng, available, (r) => r.weight)) : weighted(rng, available, (r) => r.weight);
  if (first) picks.push(first);
  if (!bookseller && rng.chance(0.2)) {
    const second = weighted(
      rng,
      available.filter((r) => r.compensationId !== first?.compensationId),
      (r) => r.weight,
    );
    if (second) picks.push(second);
  }
  const requests = picks.map((r) => {
    const left = remaining(r);
    const wanted = r.donation ? rng.pick([2, 5, 5, 10, 10, 20, 50]) : r.booksellerOnly ? (rng.chance(0.2) ? 2 : 1) : rng.chance(0.15) ? 2 : 1;
    const quantity = left === null ? wanted : Math.min(wanted, left);
    const snapshot = rewardSnapshot({ ...r, remainingQuantity: left });
    if (r.limitedQuantity !== null) tallies.taken.set(r.compensationId, (tallies.taken.get(r.compensationId) ?? 0) + quantity);
    const variantId = r.variantIds.length ? rng.pick(r.variantIds) : null;
    const dedications = r.dedication ? Array.from({ length: quantity }, () => `Pour ${rng.pick(DEDICATION_NAMES)}`) : [];
    return { lineId: uuid(), reward: snapshot, quantity, variantId, dedications };
  });
  const rewardsCents = requests.reduce((sum, r) => sum + r.quantity * r.reward.product.unitPriceCents, 0);
  const tip = rng.chance(0.25) ? rng.pick([100, 200, 300, 500, 1000]) : 0;
  return { contributionId, crowdfundingId: campaign.id, amountCents: Math.max(100, rewardsCents + tip), rewards: requests, cheapestAvailableRewardCents: cheapest };
}
