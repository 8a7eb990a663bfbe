import { DrfValidationError, FieldErrorCollector } from '@shop/common';
import type { ShipmentChanges } from '../commands/choose-shipment.handler';
import { CART_MESSAGES as M } from '../domain/cart-errors';
import { asBody } from './cart-bodies';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * `PATCH api/shipments/{id}/` {mode, parcel_shop: {shop_id, pays, …}} (spec section 7). Only the
 * relay's number and country are kept: the rest of the client's copy is replaced by the carrier's.
 */
export function parseShipmentPatch(raw: unknown): ShipmentChanges {
  const body = asBody(raw);
  const errors = new FieldErrorCollector();
  const changes: ShipmentChanges = {};
  if (body.mode !== undefined && body.mode !== null) {
    if (typeof body.mode === 'string' && body.mode.trim() !== '') changes.mode = body.mode.trim();
    else errors.add('mode', M.text);
  }
  if (body.parcel_shop !== undefined && body.parcel_shop !== null) {
    const shop = typeof body.parcel_shop === 'object' && !Array.isArray(body.parcel_shop) ? (body.parcel_shop as Record<string, unknown>) : null;
    const shopId = text(shop?.shop_id);
    const country = (text(shop?.pays) || 'FR').toUpperCase();
    if (!shop || !/^\w{1,20}$/.test(shopId)) errors.add('parcel_shop', M.parcelShopUnknown);
    else if (!/^[A-Z]{2}$/.test(country)) errors.add('parcel_shop', M.parcelShopUnknown);
    else changes.parcelShop = { shopId, country };
  }
  errors.throwIfAny();
  if (changes.mode === undefined && changes.parcelShop === undefined) throw DrfValidationError.single('mode', M.required);
  return changes;
}
