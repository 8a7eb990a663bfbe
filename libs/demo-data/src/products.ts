import { VAT_BOOK_BP, VAT_STANDARD_BP } from '@shop/common';
import type { Row } from './sql';
import { html, plain } from './text';

export type ProductType = 'book' | 'goodie' | 'compensation' | 'giftcard';

/** What every product kind shares (books, goodies, rewards, gift card). */
export interface ProductSeed {
  id: number;
  type: ProductType;
  slug: string;
  labelId: number;
  name: string;
  description: string[];
  priceCents: number;
  /** Books and rewards holding a book take the reduced rate; everything else the standard one. */
  reducedVat: boolean;
  authorId?: number | null;
  lockedByVoucher?: boolean;
  booksellerOnly?: boolean;
  outOfStock?: boolean;
  restockingDate?: string | null;
  position: number;
}

/** A `products` row; images follow the media convention products/{slug}.svg. */
export function productRow(p: ProductSeed): Row {
  return {
    id: p.id,
    type: p.type,
    slug: p.slug,
    label_id: p.labelId,
    name: p.name,
    description: html(p.description),
    description_text: plain(p.description),
    price_cents: p.priceCents,
    vat_rate_bp: p.reducedVat ? VAT_BOOK_BP : VAT_STANDARD_BP,
    locked_by_voucher: p.lockedByVoucher ?? false,
    bookseller_only: p.booksellerOnly ?? false,
    out_of_stock: p.outOfStock ?? false,
    restocking_date: p.restockingDate ?? null,
    author_id: p.authorId ?? null,
    image: `products/${p.slug}.svg`,
    images: [`products/${p.slug}-2.svg`],
    position: p.position,
  };
}
