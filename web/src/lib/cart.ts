/**
 * STUB — to be replaced by the cart API (part 2 of the issue: `carts/{id}/` with its lines, the
 * cart id kept in browser storage). Until then the header's badge always reads an empty cart.
 * Keep this signature: the header only calls `useCartCount()`.
 */
export function useCartCount(): number {
  return 0;
}
