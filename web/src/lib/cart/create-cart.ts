import { api } from '@/lib/api-client';
import type { Cart } from '@/types/api';

/** `POST carts/ {label}`: a new empty cart for the label (anonymous, or the logged-in user's). */
export function createCart(labelId: number): Promise<Cart> {
  return api.post<Cart>('carts/', { label: labelId });
}
