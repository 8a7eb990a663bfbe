import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { CartAsOf, CartHistoryEvent } from '../types';

export const cartEventsKey = (id: string) => `staff/carts/${encodeURIComponent(id)}/events/`;
export const cartStateKey = (id: string, version: number) =>
  `staff/carts/${encodeURIComponent(id)}/state/?version=${version}&expand=cart_lines,cart_lines.product,shipping_address,billing_address,voucher_usages,shipments,shipments.options`;

/** `GET api/staff/carts/{id}/events/`: the cart's whole stream, in order. */
export function useCartEvents(id: string) {
  const { data, error, isLoading, mutate: reload } = useSWR<CartHistoryEvent[], Error>(cartEventsKey(id), (path: string) => api.get<CartHistoryEvent[]>(path, { retries: 2 }));
  return { events: data, error, isLoading, retry: () => void reload() };
}

/** `GET api/staff/carts/{id}/state/?version=N`: the cart as it was once event N happened (null: nothing asked yet). */
export function useCartState(id: string, version: number | null) {
  const {
    data,
    error,
    isLoading,
    mutate: reload,
  } = useSWR<CartAsOf, Error>(version === null ? null : cartStateKey(id, version), (path: string) => api.get<CartAsOf>(path, { retries: 2 }), { keepPreviousData: true });
  return { state: data, error, isLoading, retry: () => void reload() };
}
