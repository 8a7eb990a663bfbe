import { openRelayDialog } from '@/components/relay/relay-dialog';
import type { Address, Cart, Shipment } from '@/types/api';

/**
 * 'Changer de point relais' on a paid order: the 'select-relay' dialog the checkout opens too, searching near
 * the current point (else the shipping address); once the point is saved, the order reloads.
 */
export function changeOrderRelay(order: Cart, shipment: Shipment, reload: () => Promise<unknown>): void {
  const address = typeof order.shipping_address === 'object' ? (order.shipping_address as Address | null) : null;
  openRelayDialog({
    cartId: order.id,
    shipmentId: shipment.id,
    postalCode: shipment.parcel_shop?.CP ?? address?.postal_code ?? '',
    country: shipment.parcel_shop?.Pays ?? address?.country?.code ?? 'FR',
    selectedId: shipment.parcel_shop?.ID ?? null,
    onChosen: reload,
  });
}
