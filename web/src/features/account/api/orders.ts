import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { Cart } from '@/types/api';
import { usePagedList } from './paged';

/** Orders per page of the order list. */
export const ORDER_PAGE_SIZE = 20;

/** Spec §7 'Cart list': paid carts only, the last changed first, with lines, products and rewards. */
export const ORDER_LIST_PARAMS = {
  status: 2,
  ordering: '-last_modified_at',
  expand: 'cart_lines,cart_lines.product',
  limit: ORDER_PAGE_SIZE,
};

/** Spec §7: the order detail asks lines, products, shipments (and the addresses and vouchers it shows). */
export const ORDER_DETAIL_EXPAND =
  'cart_lines,cart_lines.product,cart_lines.variant,shipments,shipments.options,shipping_address,billing_address,voucher_usages,voucher_usages.voucher';

/** `GET api/carts/?status=2…`: the account's orders, page after page. */
export function useOrders() {
  return usePagedList<Cart>('carts/', ORDER_LIST_PARAMS);
}

export const orderKey = (id: string) => [`carts/${encodeURIComponent(id)}/`, ORDER_DETAIL_EXPAND] as const;

/** `GET api/carts/{id}/` with the detail's expansions (retried twice, spec §7); another user's → 404. */
export function useOrder(id: string | undefined) {
  const { data, error, isLoading, mutate } = useSWR<Cart, Error>(id ? orderKey(id) : null, ([path, expand]: readonly [string, string]) =>
    api.get<Cart>(path, { params: { expand }, retries: 2 }),
  );
  return { order: data, error, isLoading, retry: () => void mutate(), reload: () => mutate() };
}

/** The contributions a paid cart made (`GET api/carts/{id}/contributions/`), for their rewards' contents. */
export function useOrderContributions<T>(id: string | undefined) {
  const { data } = useSWR<T[], Error>(id ? `carts/${encodeURIComponent(id)}/contributions/` : null, (path: string) => api.get<T[]>(path, { retries: 2 }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ?? [];
}
