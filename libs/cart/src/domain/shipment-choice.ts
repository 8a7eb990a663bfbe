import { parisDay } from '@shop/common/kernel';
import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { BuyerTerms } from './cart-pricing';
import type { ChooseParcelShopCommand, ChooseShipmentModeCommand } from './cart-step-commands';
import { priceCartView, type ShipmentView } from './cart-view';
import type { CartState, ParcelShop } from './cart.types';
import { PARCEL_SHOP_CHANGE_MESSAGES as P, RELAY_MODE, type ParcelShopChangeCommand } from './parcel-shop-change';

/** What choosing a parcel's mode and relay point comes to. */
type ShipmentStep = ChooseShipmentModeCommand | ChooseParcelShopCommand | ParcelShopChangeCommand;

/** A relay point as the carrier answered for it: the cart only takes one the carrier still offers. */
export interface RelayPointFound {
  parcelShop: ParcelShop;
  available: boolean;
}

/**
 * `PATCH api/shipments/{id}/`: the delivery mode of one parcel, and its relay point. The handler
 * asks the carrier first and passes its answer, so the rules below need no network.
 */
export interface ChooseShipmentCommand {
  type: 'ChooseShipment';
  shipmentKey: string;
  /** Who asks: delivery choices belong to the cart's owner only. */
  callerId: number | null;
  /** Absent: the mode stays as it is. */
  mode?: string;
  /** Absent: no relay point asked for; null: the carrier knows no point by that number. */
  relayPoint?: RelayPointFound | null;
  /** The owner's terms and the time of the command: they price the parcels and their options. */
  terms: BuyerTerms;
  at: string;
}

/** The parcel under this key, priced on the given day (null: the cart has no such parcel). */
function shipmentOf(state: CartState, command: ChooseShipmentCommand, day: string): ShipmentView {
  const shipment = priceCartView(state, command.terms, day).shipments.find((s) => s.key === command.shipmentKey);
  if (!shipment) throw CartRefusal.detail(M.cartMissing, 404);
  return shipment;
}

/**
 * 'Changer de point relais' on a paid order: another point for a Mondial Relay parcel, nothing else
 * (the mode sets the price already paid). Its parcels are the ones of the payment day.
 */
function paidOrderSteps(state: CartState, command: ChooseShipmentCommand, parcelShop: ParcelShop | null): ShipmentStep[] {
  const shipment = shipmentOf(state, command, parisDay(state.paidAt ?? command.at));
  if (command.mode !== undefined && command.mode !== shipment.mode) throw CartRefusal.detail(P.modeLocked);
  return parcelShop ? [{ type: 'ChangeParcelShopAfterPayment', shipmentKey: command.shipmentKey, parcelShop }] : [];
}

/**
 * What choosing a parcel's mode and relay point comes to, as the cart's own commands, or the
 * refusal: an unknown or closed relay point, someone else's (or an anonymous) cart, a parcel the
 * cart does not have, a mode not offered for it, a relay point with a mode that does not use one.
 */
export function shipmentChoiceSteps(command: ChooseShipmentCommand, state: CartState): ShipmentStep[] {
  const { relayPoint } = command;
  // Checked first, as the carrier's answer comes before anything else is looked at.
  if (relayPoint === null || (relayPoint && !relayPoint.available)) throw CartRefusal.field('parcel_shop', M.parcelShopUnknown);
  const parcelShop = relayPoint?.parcelShop ?? null;
  // Delivery choices belong to the owner's cart only (the delivery step needs a login).
  if (!state.exists || state.ownerId === null || state.ownerId !== command.callerId) throw CartRefusal.detail(M.cartMissing, 404);
  if (state.status === 2) return paidOrderSteps(state, command, parcelShop);
  const shipment = shipmentOf(state, command, parisDay(command.at));
  const mode = command.mode ?? shipment.mode;
  if (!shipment.options.some((o) => o.mode === mode)) throw CartRefusal.field('mode', M.modeNotOffered(mode));
  if (parcelShop && mode !== RELAY_MODE) throw CartRefusal.field('parcel_shop', M.parcelShopWrongMode);
  const steps: ShipmentStep[] = [];
  if (state.shipments[command.shipmentKey]?.mode !== mode) steps.push({ type: 'ChooseShipmentMode', shipmentKey: command.shipmentKey, mode });
  if (parcelShop) steps.push({ type: 'ChooseParcelShop', shipmentKey: command.shipmentKey, parcelShop });
  return steps;
}
