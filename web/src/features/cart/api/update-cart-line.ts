import { api } from '@/lib/api-client';
import type { CartLine } from '@/types/api';
import { editCart } from './open-cart';

/** `PUT cartlines/{id} {quantity, dedications: [{text}]}` (spec §7), unconfirming the cart first if needed. */
export function updateCartLine(cartId: string, lineId: string, quantity: number, dedications: string[]): Promise<CartLine> {
  return editCart(cartId, () =>
    api.put<CartLine>(`cartlines/${encodeURIComponent(lineId)}`, { quantity, dedications: dedications.map((text) => ({ text: text.trim() })) }),
  );
}
