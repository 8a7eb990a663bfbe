import { mutate } from 'swr';
import { api } from '@/lib/api-client';
import { getCartKey } from '@/lib/cart/get-cart';
import { editOwnCart } from '@/lib/cart/open-cart';

/** A line of the list added to the cart. */
export interface QuickOrderAdded {
  line: number;
  isbn: string;
  title: string;
  quantity: number;
}

/** A line of the list refused, with the server's French reason. */
export interface QuickOrderRefused {
  line: number;
  text: string;
  reason: string;
}

export interface QuickOrderReport {
  cart: string;
  added: QuickOrderAdded[];
  refused: QuickOrderRefused[];
}

/**
 * `POST bookseller/quick-order/ {cart, lines}`: the server reads the pasted lines, finds the ISBNs and
 * adds each book through the cart's rules; the cart is the bookseller's (created if needed) and
 * the header's count is refreshed.
 */
export async function sendQuickOrder(labelId: number, lines: string): Promise<QuickOrderReport> {
  const { cartId, result } = await editOwnCart(labelId, (cart) => api.post<QuickOrderReport>('bookseller/quick-order/', { cart, lines }));
  await mutate(getCartKey(cartId));
  return result;
}
