import { api } from '@/lib/api-client';
import { reloadCart } from '@/lib/cart/get-checkout-cart';
import type { ShipmentMode } from '@/types/api';

/** `PATCH shipments/{id}/ {mode}` (spec §7), then the cart reloaded (fees and dates change). The relay point is chosen in lib/relays. */
export async function chooseMode(cartId: string, shipmentId: string, mode: ShipmentMode): Promise<void> {
  await api.patch(`shipments/${encodeURIComponent(shipmentId)}/`, { mode });
  await reloadCart(cartId);
}
