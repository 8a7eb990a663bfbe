import type { RewardFacts } from '@shop/crowdfunding';
import type { RewardSnapshot } from './cart.commands';
import { VAT_BOOK_BP, VAT_STANDARD_BP } from '@shop/common/kernel';
import type { ProductKind, ProductSnapshot, UnitVatShare } from './cart.types';

/** A product as the catalogue describes it to the cart (structurally what CatalogueReader gives). */
export interface CatalogueProductFacts {
  id: number;
  type: ProductKind;
  name: string;
  priceCents: number;
  vatRateBp: number;
  outOfStock: boolean;
  booksellerOnly: boolean;
  variants: { id: number; stock: number }[];
  /** The book's release date (YYYY-MM-DD) when the product is a book, else null. */
  release: string | null;
}

/** A reward as the crowdfunding module describes it to the cart (one type, owned by crowdfunding). */
export type { RewardFacts };

/**
 * The snapshot a cart line keeps of a catalogue product, for the chosen variant: a book still to be
 * released ships at its release; a gift card is never shipped nor taxed; a variant out of stock is out of stock.
 */
export function productSnapshot(p: CatalogueProductFacts, variantId: number | null, today: string): ProductSnapshot {
  const variant = p.variants.find((v) => v.id === variantId);
  return {
    productId: p.id,
    kind: p.type,
    name: p.name,
    unitPriceCents: p.priceCents,
    // A gift card sells a multi-purpose voucher: VAT is due when it is spent, not when it is sold.
    vatRateBp: p.type === 'giftcard' ? 0 : p.vatRateBp,
    dedication: false,
    variantIds: p.variants.map((v) => v.id),
    outOfStock: p.outOfStock || (variant !== undefined && variant.stock <= 0),
    booksellerOnly: p.booksellerOnly,
    expectedShipmentDate: p.type === 'book' && p.release !== null && p.release > today ? p.release : null,
    needsDelivery: p.type !== 'giftcard',
  };
}

/**
 * A composite reward's price over its rates (docs/pricing.md): the books' share at the book rate, the
 * rest at the standard rate; none when the reward has no share below its price.
 */
function compositeShares(r: RewardFacts): UnitVatShare[] | undefined {
  const share = r.bookShareCents;
  if (share === null || share <= 0 || share >= r.priceCents) return undefined;
  return [
    { rateBp: VAT_BOOK_BP, unitPriceCents: share },
    { rateBp: VAT_STANDARD_BP, unitPriceCents: r.priceCents - share },
  ];
}

/** The snapshot of a reward: it ships at the campaign's release; a pure donation is not shipped. */
export function rewardSnapshot(r: RewardFacts): RewardSnapshot {
  const vatShares = compositeShares(r);
  return {
    product: {
      productId: r.compensationId,
      kind: 'compensation',
      name: r.name,
      unitPriceCents: r.priceCents,
      vatRateBp: r.vatRateBp,
      ...(vatShares ? { vatShares } : {}),
      dedication: r.dedication,
      variantIds: r.variantIds,
      outOfStock: false,
      booksellerOnly: r.booksellerOnly,
      expectedShipmentDate: r.donation ? null : r.releaseDate,
      needsDelivery: !r.donation,
    },
    crowdfundingId: r.crowdfundingId,
    remainingQuantity: r.remainingQuantity,
    lockedByVoucher: r.lockedByVoucher,
  };
}
