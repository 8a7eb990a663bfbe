import type { Address, Cart, Shipment } from '@/types/api';

/** Spec §9: the summary beside the delivery step stays in view only for carts shorter than this. */
export const STICKY_SUMMARY_MAX_LINES = 12;

/** The id of an address field of a cart, expanded or not. */
export function addressId(value: number | Address | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? value : value.id;
}

/** The shipments of a cart when expanded (ids alone say nothing about modes). */
export function expandedShipments(cart: Pick<Cart, 'shipments'>): Shipment[] {
  return cart.shipments.filter((s): s is Shipment => typeof s === 'object' && s !== null);
}

/** Spec §4: several expected shipment dates ask the shopper whether to bundle the parcels. */
export function needsBundleChoice(cart: Pick<Cart, 'expected_shipment_dates'>): boolean {
  return cart.expected_shipment_dates.length > 1;
}

/**
 * Spec §4: the delivery step is complete when shipping and billing addresses are set, the bundle
 * question is answered (or not asked: a single expected shipment date), and every Mondial Relay
 * shipment has its parcel shop.
 */
export function isDeliveryComplete(cart: Pick<Cart, 'shipping_address' | 'billing_address' | 'bundle' | 'expected_shipment_dates' | 'shipments'>): boolean {
  if (addressId(cart.shipping_address) === null || addressId(cart.billing_address) === null) return false;
  if (cart.expected_shipment_dates.length > 1 && cart.bundle === null) return false;
  return expandedShipments(cart).every((s) => s.mode !== 'mondial_relay' || s.parcel_shop !== null);
}

/** Spec §4: the step without delivery is complete once the billing address is set. */
export function isBillingComplete(cart: Pick<Cart, 'billing_address'>): boolean {
  return addressId(cart.billing_address) !== null;
}

/** What choosing a shipping address changes (spec §4): the shipping address, and billing too while it is empty. */
export function shippingChoice(cart: Pick<Cart, 'billing_address'>, id: number): { shipping_address: number; billing_address?: number } {
  return addressId(cart.billing_address) === null ? { shipping_address: id, billing_address: id } : { shipping_address: id };
}

/** Spec §4: 'same as shipping' ticked sets billing to shipping; unticked clears billing. */
export function sameAsShippingChange(cart: Pick<Cart, 'shipping_address'>, same: boolean): { billing_address: number | null } {
  return { billing_address: same ? addressId(cart.shipping_address) : null };
}

/**
 * Spec §4: the one saved address a shopper has is chosen for them when the cart has none yet
 * (null: nothing to choose, or the shopper must pick or create one).
 */
export function autoSelectedAddress(current: number | null, saved: Pick<Address, 'id'>[] | undefined): number | null {
  if (current !== null || !saved || saved.length !== 1) return null;
  return saved[0].id;
}

/** Spec §4: the new-address dialog opens by itself when there is no address in the cart and none saved. */
export function opensAddressDialog(current: number | null, saved: unknown[] | undefined): boolean {
  return current === null && saved !== undefined && saved.length === 0;
}
