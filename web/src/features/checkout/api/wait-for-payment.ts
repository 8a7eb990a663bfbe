import { useEffect, useState } from 'react';
import { ApiError, api } from '@/lib/api-client';
import { getCheckoutCartKey } from '@/lib/cart/get-checkout-cart';
import type { Cart } from '@/types/api';

/** How often, and how long, the confirmation page asks whether the bank's notification arrived. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_WAIT_MS = 30_000;

export type PaymentWait = { state: 'loading' } | { state: 'waiting'; cart: Cart } | { state: 'paid'; cart: Cart } | { state: 'unpaid' } | { state: 'error'; message: string };

// With the checkout's expansions: the confirmation shows the order's recap once it is paid.
const fetchCart = (id: string) => api.get<Cart>(getCheckoutCartKey(id), { retries: 2 });

/**
 * The cart of the confirmation page. Back from the bank, the bank's notification (which pays the
 * cart) may arrive a few seconds after the customer: while the cart is confirmed (status 1, a
 * payment under way), it is asked again every 1.5 s for 30 s before the page gives up.
 */
export function useWaitForPayment(id: string, pollMs = PAYMENT_POLL_MS, waitMs = PAYMENT_WAIT_MS): PaymentWait {
  const [wait, setWait] = useState<PaymentWait>({ state: 'loading' });
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + waitMs;
    async function check() {
      try {
        const cart = await fetchCart(id);
        if (stopped) return;
        if (cart.status === 2) return setWait({ state: 'paid', cart });
        if (cart.status === 1 && Date.now() < until) {
          setWait({ state: 'waiting', cart });
          timer = setTimeout(() => void check(), pollMs);
          return;
        }
        setWait({ state: 'unpaid' });
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setWait({ state: 'unpaid' });
        else setWait({ state: 'error', message: error instanceof ApiError ? error.message : "Votre commande n'a pas pu être chargée." });
      }
    }
    void check();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [id, pollMs, waitMs]);
  return wait;
}
