import { useSyncExternalStore } from 'react';

/** Spec §4: the cart is created on demand and its id kept in browser storage under this key. */
export const CART_ID_STORAGE_KEY = 'cartId';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** The stored cart id, if any. */
export function getCartId(): string | null {
  try {
    return window.localStorage.getItem(CART_ID_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

/** Keeps the id of the cart just created. */
export function setCartId(id: string): void {
  try {
    window.localStorage.setItem(CART_ID_STORAGE_KEY, id);
  } catch {
    /* storage disabled: the cart lasts as long as the page */
  }
  emit();
}

/**
 * Forgets the cart (logout, or a cart the API no longer knows). With `onlyIf`, only when that id is
 * still the stored one: a late 404 for a cart merged at login must not forget the cart it moved to.
 */
export function forgetCartId(onlyIf?: string): void {
  if (onlyIf !== undefined && getCartId() !== onlyIf) return;
  try {
    window.localStorage.removeItem(CART_ID_STORAGE_KEY);
  } catch {
    /* nothing stored */
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored cart id, re-rendering when it changes (here or in another tab). */
export function useCartId(): string | null {
  return useSyncExternalStore(subscribe, getCartId, () => null);
}
