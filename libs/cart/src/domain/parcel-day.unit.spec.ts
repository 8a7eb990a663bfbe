import type { CartLine } from './cart.types';
import { parcelDay } from './parcel-day';
import { bookSnapshot } from './testing/decider.fixtures';

const line = (lineId: string, product: Partial<CartLine['product']>): CartLine => ({
  lineId,
  product: bookSnapshot(product),
  variantId: null,
  quantity: 1,
  dedications: [],
  contributionId: null,
});
const TODAY = '2026-12-02';

describe('the day a paid parcel can leave', () => {
  it('is the latest day its lines are available: a reward’s current date, a book’s release as the order has it', () => {
    const reward = line('r', { kind: 'compensation', productId: 7, expectedShipmentDate: '2027-03-15' });
    const book = line('b', { expectedShipmentDate: '2027-01-10' });
    expect(parcelDay([reward, book], new Map([[7, '2027-06-01']]), '2027-03-15', TODAY)).toBe('2027-06-01');
    expect(parcelDay([reward, book], new Map([[7, '2026-12-20']]), '2027-03-15', TODAY)).toBe('2027-01-10');
  });

  it('is today at the earliest for a parcel still waiting, and keeps its day for one that could already leave', () => {
    const reward = line('r', { kind: 'compensation', productId: 7, expectedShipmentDate: '2027-03-15' });
    expect(parcelDay([reward], new Map([[7, '2026-11-01']]), '2027-03-15', TODAY)).toBe(TODAY);
    expect(parcelDay([reward], new Map([[7, null]]), '2027-03-15', TODAY)).toBe(TODAY);
    expect(parcelDay([reward], new Map([[7, '2026-11-01']]), '2026-11-20', TODAY)).toBe('2026-11-20');
  });
});
