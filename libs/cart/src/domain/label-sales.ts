import { CART_MESSAGES as M } from './cart-errors';
import type { ProductKind } from './cart.types';

/**
 * What a label sells now, as its switches say (structurally the catalogue's LabelSales): `cart`
 * anything through the cart, `library` its books, `shop` its goodies and gift cards, `crowdfunding`
 * contributions to its campaigns. A switch staff turn off closes the page in the SPA and the sale here.
 */
export interface LabelSales {
  cart: boolean;
  library: boolean;
  shop: boolean;
  crowdfunding: boolean;
}

/** Why a product of a label is not for sale through the cart (its switch is off), or null when it is. */
export function closedSaleMessage(kind: ProductKind, sales: LabelSales): string | null {
  // A reward is bought with its contribution, which the campaign's switch alone opens.
  if (kind === 'compensation') return sales.crowdfunding ? null : M.crowdfundingClosed;
  if (!sales.cart) return M.cartClosed;
  if (kind === 'book') return sales.library ? null : M.libraryClosed;
  return sales.shop ? null : M.shopClosed;
}
