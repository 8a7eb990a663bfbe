import useSWR, { mutate } from 'swr';
import { api } from '@/lib/api-client';

/** One line of the paid order, with what was refunded and returned of it. */
export interface AfterSaleLine {
  id: string;
  name: string;
  quantity: number;
  total: string;
  refunded_quantity: number;
  returned_quantity: number;
  is_reward: boolean;
}

export interface AfterSaleRefund {
  id: string;
  credit_note: { id: string; number: string; pdf: string };
  amount: string;
  lines: { id: string; name: string; quantity: number; amount: string }[];
  shipping: string;
  card: string;
  voucher: string;
  card_status: 'pending' | 'refunded' | 'refused' | null;
  card_detail: string | null;
  reason: string;
  at: string;
  by: { id: number; email: string } | null;
}

export interface AfterSaleReturn {
  id: string;
  lines: { id: string; name: string; quantity: number; amount: string }[];
  note: string;
  at: string;
  by: { id: number; email: string } | null;
}

/** `GET api/staff/carts/{id}/after-sale/`: what can still be refunded, and what was. */
export interface AfterSale {
  order: string;
  version: number;
  paid_with: string | null;
  cancelled_at: string | null;
  cancellable: boolean;
  creditable: string;
  card_refundable: string;
  shipping: string;
  shipping_refundable: string;
  shipped: boolean;
  lines: AfterSaleLine[];
  refunds: AfterSaleRefund[];
  returns: AfterSaleReturn[];
}

export type RefundMethod = 'card' | 'voucher';

const path = (cartId: string, action = 'after-sale') => `staff/carts/${encodeURIComponent(cartId)}/${action}/`;

/**
 * The order's after-sale page; a card refund waiting for the bank is asked again every 3 s until
 * the bank's answer is recorded.
 */
export function useAfterSale(cartId: string) {
  const {
    data,
    error,
    mutate: reload,
  } = useSWR<AfterSale, Error>(path(cartId), (key: string) => api.get<AfterSale>(key, { retries: 2 }), {
    refreshInterval: (page) => (page?.refunds.some((r) => r.card_status === 'pending') ? 3_000 : 0),
  });
  return { page: data, error, retry: () => void reload() };
}

/** After a change: the page, the order's history and state, the orders' list all follow. */
async function changed(cartId: string, page: AfterSale): Promise<AfterSale> {
  await mutate(path(cartId), page, { revalidate: false });
  await mutate(
    (key) => typeof key === 'string' && (key.startsWith('staff/orders/') || key.startsWith(`staff/carts/${cartId}/events`) || key.startsWith(`staff/carts/${cartId}/state`)),
  );
  return page;
}

export interface RefundBody {
  lines: { line: string; quantity: number }[];
  shipping: boolean;
  method: RefundMethod;
  reason: string;
}

/** `POST api/staff/carts/{id}/refunds/`. */
export const refundOrder = async (cartId: string, body: RefundBody) => changed(cartId, await api.post<AfterSale>(path(cartId, 'refunds'), body));

/** `POST api/staff/carts/{id}/cancel/`. */
export const cancelOrder = async (cartId: string, body: { method: RefundMethod; reason: string }) => changed(cartId, await api.post<AfterSale>(path(cartId, 'cancel'), body));

/** `POST api/staff/carts/{id}/returns/`. */
/** 'Redemander à la banque': a card refund the bank refused, sent to it again. */
export const retryCardRefund = async (cartId: string, refundId: string) => changed(cartId, await api.post<AfterSale>(path(cartId, `refunds/${refundId}/retry`)));

export const recordReturn = async (cartId: string, body: { lines: { line: string; quantity: number }[]; note: string }) =>
  changed(cartId, await api.post<AfterSale>(path(cartId, 'returns'), body));
