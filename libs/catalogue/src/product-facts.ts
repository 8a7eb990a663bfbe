import type { ProductType } from './entities/product.entity';

/**
 * The switches of a label's form that open what it sells (the pages the SPA closes when they are
 * off): `cart` anything through the cart, `library` its books, `shop` its goodies and gift cards,
 * `crowdfunding` contributions to its campaigns.
 */
export interface LabelSales {
  cart: boolean;
  library: boolean;
  shop: boolean;
  crowdfunding: boolean;
}

/**
 * What the cart snapshots of a product: price, VAT, stock, variants' stock and a book's release.
 * Read by CatalogueReader, kept by ProductFactsCache: a file of its own, that imports neither.
 */
export interface ProductFacts {
  id: number;
  type: ProductType;
  labelId: number;
  name: string;
  priceCents: number;
  vatRateBp: number;
  outOfStock: boolean;
  booksellerOnly: boolean;
  lockedByVoucher: boolean;
  variants: { id: number; name: string; stock: number }[];
  /** YYYY-MM-DD release of a book, null for other products. */
  release: string | null;
  /** What the product's label sells now. */
  labelSales: LabelSales;
}
