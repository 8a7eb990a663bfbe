import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartEvent } from './cart.events';
import type { CartState, ParcelShop } from './cart.types';
import { FULFILMENT_MESSAGES, fulfilmentOf } from './fulfilment';

/** The mode whose parcels go to a relay point. */
export const RELAY_MODE = 'mondial_relay';

/** Messages of a relay change on a paid order (ours: the spec only names the button). */
export const PARCEL_SHOP_CHANGE_MESSAGES = {
  notRelay: "Ce colis n'est pas livré en point relais : seul un point relais peut être changé après le paiement.",
  modeLocked: 'La commande est payée : le mode de livraison ne peut plus être changé, seulement le point relais.',
  notPaid: "Cette commande n'est pas payée.",
} as const;

/**
 * 'Changer de point relais' on a paid order: the parcel goes to another relay point of the same
 * carrier. The mode, and so every price, the totals and the invoice, stay as paid.
 */
export interface ParcelShopChangeCommand {
  type: 'ChangeParcelShopAfterPayment';
  shipmentKey: string;
  parcelShop: ParcelShop;
}

export type ParcelShopChangeEvent = Extract<CartEvent, { type: 'ParcelShopChangedAfterPayment' }>;

const sameShop = (a: ParcelShop | null, b: ParcelShop) => a !== null && a.id === b.id && a.country === b.country;

/** Only a paid order's Mondial Relay parcel changes its point, until staff mark it shipped. */
export function decideParcelShopChange(command: ParcelShopChangeCommand, state: CartState): CartEvent[] {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(M.cartMissing, 404);
  if (state.status !== 2) throw CartRefusal.detail(PARCEL_SHOP_CHANGE_MESSAGES.notPaid);
  const choice = state.shipments[command.shipmentKey];
  if (!choice || choice.mode !== RELAY_MODE) throw CartRefusal.detail(PARCEL_SHOP_CHANGE_MESSAGES.notRelay);
  if (fulfilmentOf(state, command.shipmentKey)) throw CartRefusal.detail(FULFILMENT_MESSAGES.parcelLeft);
  if (sameShop(choice.parcelShop, command.parcelShop)) return [];
  return [
    {
      type: 'ParcelShopChangedAfterPayment',
      data: { shipmentKey: command.shipmentKey, parcelShop: command.parcelShop, previousParcelShop: choice.parcelShop },
    },
  ];
}

/** The parcel's new point; its mode is untouched. */
export function evolveParcelShopChange(state: CartState, event: ParcelShopChangeEvent): CartState {
  const previous = state.shipments[event.data.shipmentKey];
  if (!previous) return state;
  return { ...state, shipments: { ...state.shipments, [event.data.shipmentKey]: { ...previous, parcelShop: event.data.parcelShop } } };
}
