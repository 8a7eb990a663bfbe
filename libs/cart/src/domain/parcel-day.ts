import type { CartLine } from './cart.types';

/**
 * The day a parcel can leave: the latest day one of its lines is available (a reward's current
 * shipping date, a book's release as the order has it), never before today when it has to move.
 */
export function parcelDay(lines: CartLine[], rewardDays: Map<number, string | null>, previous: string, today: string): string {
  const days = lines.map((l) => (l.product.kind === 'compensation' && rewardDays.has(l.product.productId) ? rewardDays.get(l.product.productId)! : l.product.expectedShipmentDate));
  const latest = days.reduce<string>((max, d) => (d !== null && d > max ? d : max), '');
  if (latest > today) return latest;
  // Available already: a parcel that could leave keeps its day, one still waiting can leave today.
  return previous <= today ? previous : today;
}
