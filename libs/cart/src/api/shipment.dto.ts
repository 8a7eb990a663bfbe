import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { DrfValidationError, NestedField, NumberField, TextField } from '@shop/common';
import type { ShipmentChanges } from '../commands/choose-shipment.handler';
import { CART_MESSAGES as M } from '../domain/cart-errors';

/** Texts of a relay point's copy: Mondial Relay's address lines are 32 characters; room is left for other carriers. */
const PLACE_TEXT_MAX = 100;

/**
 * A latitude or longitude in decimal degrees, as the carrier writes it (a string, dot or comma);
 * '' when the carrier gave none, read as absent. Eight decimals: a millimetre, past any carrier's precision.
 */
function CoordinateField(limit: 90 | 180, description: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    NumberField({ min: -limit, max: limit, decimals: 8, description }),
  );
}

/**
 * The relay point as the SPA's widget copies it (spec section 7). Only `shop_id` and `pays` are
 * used: the point is read again from the carrier, the rest of the copy is bounded and dropped.
 */
export class ParcelShopDto {
  @TextField({
    required: true,
    maxLength: 20,
    pattern: /^\w+$/,
    patternMessage: M.parcelShopUnknown,
    description: 'Numéro du point chez le transporteur (Mondial Relay : 6 chiffres).',
  })
  shop_id: string;

  @TextField({
    allowBlank: true,
    maxLength: 2,
    pattern: /^([A-Za-z]{2})?$/,
    patternMessage: M.parcelShopUnknown,
    description: 'Pays du point (ISO 3166-1 alpha-2 ; FR par défaut).',
  })
  pays?: string | null;

  @TextField({ allowBlank: true, maxLength: PLACE_TEXT_MAX })
  nom?: string | null;

  @TextField({ allowBlank: true, maxLength: PLACE_TEXT_MAX })
  adresse1?: string | null;

  @TextField({ allowBlank: true, maxLength: PLACE_TEXT_MAX })
  adresse2?: string | null;

  @TextField({ allowBlank: true, maxLength: 10 })
  postal_code?: string | null;

  @TextField({ allowBlank: true, maxLength: PLACE_TEXT_MAX })
  ville?: string | null;

  @CoordinateField(90, 'Latitude en degrés décimaux.')
  lat?: number | null;

  @CoordinateField(180, 'Longitude en degrés décimaux.')
  long?: number | null;

  @TextField({ allowBlank: true, maxLength: 1, description: '« 1 » un commerce, « C » une consigne.' })
  nature?: string | null;

  @TextField({ allowBlank: true, maxLength: 3, description: 'Repère du point sur la carte (A, B… AA).' })
  letter?: string | null;
}

/** `PATCH api/shipments/{id}/`: the delivery mode of the parcel, and for Mondial Relay its relay point. */
export class ShipmentPatchDto {
  @TextField({ maxLength: 32, messages: { type: M.text }, description: 'Mode de livraison parmi les `options` du colis (colissimo, mondial_relay, pickup).' })
  mode?: string | null;

  @NestedField(() => ParcelShopDto, { description: 'Point relais choisi (null : aucun changement).' })
  parcel_shop?: ParcelShopDto | null;
}

/** What the command needs: the mode, and of the relay point only its number and country (the carrier gives the rest). */
export function shipmentChanges(body: ShipmentPatchDto): ShipmentChanges {
  const changes: ShipmentChanges = {};
  if (typeof body.mode === 'string') changes.mode = body.mode;
  if (body.parcel_shop) changes.parcelShop = { shopId: body.parcel_shop.shop_id, country: (body.parcel_shop.pays || 'FR').toUpperCase() };
  // A PATCH that changes nothing is refused on the field it would at least need.
  if (changes.mode === undefined && changes.parcelShop === undefined) throw DrfValidationError.single('mode', M.required);
  return changes;
}
