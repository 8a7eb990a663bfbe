import { api, ApiError } from '@/lib/api-client';
import type { Cart } from '@/types/api';

/**
 * `GET carts/active/`: the logged-in user's cart in progress, wherever it was filled; null when
 * they have none (204, no body; a 404 from an older server means the same).
 */
export async function getActiveCart(): Promise<Cart | null> {
  try {
    return (await api.get<Cart | null>('carts/active/', { retries: 2 })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
