import { isoDate } from '@shop/common';
import type { ProductRepresentation } from '@shop/catalogue';
import { remainingQuantity } from '../domain/campaign-progress';
import { Compensation } from '../entities';

/** A reward: its catalogue product fields plus what crowdfunding knows (limits, dedication, donation). */
export function serializeCompensation(k: Compensation, product: ProductRepresentation | undefined, ordered: number) {
  const remaining = remainingQuantity(k.limited, k.limitedQuantity, ordered, k.closed);
  return {
    id: k.productId,
    crowdfunding: k.crowdfundingId,
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    price: product?.price ?? '0.00',
    price_no_vat: product?.price_no_vat ?? '0.00',
    description: product?.description ?? '',
    description_text: product?.description_text ?? '',
    image: product?.image ?? null,
    image_webp: product?.image_webp ?? null,
    limited: k.limited,
    limited_quantity: k.limitedQuantity,
    ordered_quantity: ordered,
    remaining_quantity: remaining,
    sold_out: remaining !== null && remaining <= 0,
    closed: k.closed,
    lockedByVoucher: product?.locked_by_voucher ?? false,
    bookseller_only: product?.bookseller_only ?? false,
    release_date: isoDate(k.releaseDate),
    dedication: k.dedication,
    donation: k.donation,
    books_count: k.booksCount,
    variants: product?.variants ?? [],
    attribute_types: product?.attribute_types ?? [],
    attributes: product?.attributes ?? [],
  };
}
