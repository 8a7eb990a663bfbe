import { api } from '@/lib/api-client';
import { editCart } from '@/lib/cart/open-cart';
import type { CartLine } from '@/types/api';

/** `PUT cartlines/{id} {quantity, dedications: [{text}]}` (spec §7), unconfirming the cart first if needed. */
export function updateCartLine(cartId: string, lineId: string, quantity: number, dedications: string[]): Promise<CartLine> {
  return editCart(cartId, () => api.put<CartLine>(`cartlines/${encodeURIComponent(lineId)}`, { quantity, dedications: dedications.map((text) => ({ text: text.trim() })) }));
}

/**
 * `PUT cartlines/{id} {quantity, gift_recipient_name, gift_message}`: who a gift card line is for and
 * the buyer's message (blank texts: a card for oneself again).
 */
export function updateGiftNote(cartId: string, lineId: string, quantity: number, gift: { recipientName: string; message: string }): Promise<CartLine> {
  return editCart(cartId, () => api.put<CartLine>(`cartlines/${encodeURIComponent(lineId)}`, { quantity, gift_recipient_name: gift.recipientName, gift_message: gift.message }));
}
