import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartEvent } from './cart.events';
import type { CartState } from './cart.types';

/** The carriers a parcel leaves with: the shop's two delivery modes that travel. */
export const CARRIERS = ['colissimo', 'mondial_relay'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The mode whose parcels are collected at the publisher's: made ready, never shipped. */
export const PICKUP_MODE = 'pickup';

/** How people name the carriers (mails, packing slips, the customer's order page). */
export const CARRIER_NAMES: Record<Carrier, string> = { colissimo: 'Colissimo', mondial_relay: 'Mondial Relay' };

/**
 * The tracking numbers each carrier gives, once spaces are removed and letters put in capitals:
 * La Poste's Colissimo numbers are 11 to 15 letters and digits (`6A12345678901`, the S10 form
 * `CB123456789FR`); a Mondial Relay expedition number is 8 digits.
 */
export const TRACKING_NUMBER_RULES: Record<Carrier, RegExp> = {
  colissimo: /^[0-9A-Z]{11,15}$/,
  mondial_relay: /^\d{8}$/,
};

/** Where a customer follows a parcel, the number appended. */
export const TRACKING_URLS: Record<Carrier, string> = {
  colissimo: 'https://www.laposte.fr/outils/suivre-vos-envois?code=',
  mondial_relay: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition=',
};

export const trackingUrl = (carrier: Carrier, trackingNumber: string | null): string | null =>
  trackingNumber ? `${TRACKING_URLS[carrier]}${encodeURIComponent(trackingNumber)}` : null;

/** The number as carriers print it: no spaces, capitals. */
export const normalizeTrackingNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const FULFILMENT_MESSAGES = {
  notPaid: "Cette commande n'est pas payée : ses colis ne peuvent pas encore partir.",
  alreadyShipped: 'Ce colis est déjà marqué expédié.',
  alreadyReady: 'Ce colis est déjà marqué prêt à être retiré.',
  pickupNotShipped: 'Ce colis est à retirer sur place : marquez-le « prêt à être retiré », sans transporteur.',
  onlyPickupReady: 'Seul un colis à retirer sur place peut être marqué « prêt à être retiré ».',
  notYet: (day: string) => `Ce colis ne peut pas partir avant le ${day.split('-').reverse().join('/')} : son contenu n’est pas encore disponible.`,
  unknownCarrier: (value: string) => `« ${value} » n'est pas un choix valide.`,
  wrongCarrier: (mode: string) => `Ce colis part par ${CARRIER_NAMES[mode as Carrier] ?? mode} : choisissez ce transporteur.`,
  trackingNumber: {
    colissimo: 'Un numéro de suivi Colissimo compte 11 à 15 lettres et chiffres (par exemple 6A12345678901).',
    mondial_relay: 'Un numéro d’expédition Mondial Relay compte 8 chiffres (par exemple 12345678).',
  } satisfies Record<Carrier, string>,
  parcelLeft: 'Ce colis est déjà parti : son point relais ne peut plus être changé.',
  parcelGone: 'Ce colis est déjà parti : sa date d’envoi ne peut plus changer.',
  badDate: 'Indiquez une date au format AAAA-MM-JJ.',
  cancelled: 'Cette commande est annulée : ses colis ne partent plus.',
} as const;

/** What happened to a paid parcel: shipped by a carrier, or ready at the publisher's. */
export type ShipmentFulfilment =
  { status: 'shipped'; carrier: Carrier; trackingNumber: string | null; shippedAt: string; by: number | null } | { status: 'ready_for_pickup'; readyAt: string; by: number | null };

/** A paid parcel as the order's stored pricing has it (null: the order has no such parcel). */
export interface FulfilledShipment {
  mode: string;
  /** YYYY-MM-DD: the day its content can leave. */
  expectedExpeditionDate: string;
}

/** Staff hand a parcel to its carrier ('Marquer expédié'). */
export interface ShipShipmentCommand {
  type: 'ShipShipment';
  shipmentKey: string;
  shipment: FulfilledShipment | null;
  /** The carrier typed (absent: the parcel's own mode's). */
  carrier?: string;
  trackingNumber: string | null;
  /** The shop's day and the time of the command. */
  today: string;
  at: string;
  by: number | null;
}

/** Staff put a parcel to collect aside ('Prêt à être retiré'). */
export interface MarkShipmentReadyCommand {
  type: 'MarkShipmentReady';
  shipmentKey: string;
  shipment: FulfilledShipment | null;
  today: string;
  at: string;
  by: number | null;
}

/**
 * A paid parcel not yet gone gets another day to leave on: its content's availability moved (staff
 * changed a reward's shipping date). Earlier or later; the same day decides nothing.
 */
export interface RescheduleShipmentCommand {
  type: 'RescheduleShipment';
  shipmentKey: string;
  shipment: FulfilledShipment | null;
  /** YYYY-MM-DD. */
  expectedExpeditionDate: string;
  at: string;
  by: number | null;
}

export type FulfilmentCommand = ShipShipmentCommand | MarkShipmentReadyCommand | RescheduleShipmentCommand;
export type FulfilmentEvent = Extract<CartEvent, { type: 'ShipmentShipped' | 'ShipmentReadyForPickup' | 'ShipmentRescheduled' }>;

/** A parcel's fulfilment (older read-model rows have none). */
export const fulfilmentOf = (state: CartState, key: string): ShipmentFulfilment | null => state.fulfilment?.[key] ?? null;

/** The tracking number as stored, or the field's refusal; empty means none. */
export function checkTrackingNumber(carrier: Carrier, value: string | null): string | null {
  if (value === null) return null;
  const number = normalizeTrackingNumber(value);
  if (number === '') return null;
  if (!TRACKING_NUMBER_RULES[carrier].test(number)) throw CartRefusal.field('tracking_number', FULFILMENT_MESSAGES.trackingNumber[carrier]);
  return number;
}

const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

/** A paid order's existing parcel, not yet gone, whose content can leave today. */
function requireOpenParcel(state: CartState, command: FulfilmentCommand): FulfilledShipment {
  if (!state.exists || state.mergedInto !== null) throw CartRefusal.detail(M.cartMissing, 404);
  if (state.status !== 2) throw CartRefusal.detail(FULFILMENT_MESSAGES.notPaid);
  if (!command.shipment) throw CartRefusal.detail(M.cartMissing, 404);
  if (state.afterSale?.cancelledAt) throw CartRefusal.detail(FULFILMENT_MESSAGES.cancelled, 409);
  const done = fulfilmentOf(state, command.shipmentKey);
  if (done) throw CartRefusal.detail(done.status === 'shipped' ? FULFILMENT_MESSAGES.alreadyShipped : FULFILMENT_MESSAGES.alreadyReady, 409);
  return command.shipment;
}

/**
 * A paid parcel leaves once: by its own mode's carrier, with a tracking number of that carrier's
 * form (or none), on or after the day its content is available. A parcel to collect is made ready
 * instead, without carrier nor number.
 */
export function decideFulfilment(command: FulfilmentCommand, state: CartState): CartEvent[] {
  if (command.type === 'RescheduleShipment') return decideReschedule(command, state);
  const shipment = requireOpenParcel(state, command);
  if (command.type === 'MarkShipmentReady') {
    if (shipment.mode !== PICKUP_MODE) throw CartRefusal.detail(FULFILMENT_MESSAGES.onlyPickupReady);
    if (shipment.expectedExpeditionDate > command.today) throw CartRefusal.detail(FULFILMENT_MESSAGES.notYet(shipment.expectedExpeditionDate));
    return [{ type: 'ShipmentReadyForPickup', data: { shipmentKey: command.shipmentKey, readyAt: command.at, by: command.by } }];
  }
  if (shipment.mode === PICKUP_MODE) throw CartRefusal.detail(FULFILMENT_MESSAGES.pickupNotShipped);
  const carrier = command.carrier ?? shipment.mode;
  if (!isCarrier(carrier)) throw CartRefusal.field('carrier', FULFILMENT_MESSAGES.unknownCarrier(carrier));
  if (carrier !== shipment.mode) throw CartRefusal.field('carrier', FULFILMENT_MESSAGES.wrongCarrier(shipment.mode));
  const trackingNumber = checkTrackingNumber(carrier, command.trackingNumber);
  if (shipment.expectedExpeditionDate > command.today) throw CartRefusal.detail(FULFILMENT_MESSAGES.notYet(shipment.expectedExpeditionDate));
  return [{ type: 'ShipmentShipped', data: { shipmentKey: command.shipmentKey, carrier, trackingNumber, shippedAt: command.at, by: command.by } }];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function decideReschedule(command: RescheduleShipmentCommand, state: CartState): CartEvent[] {
  if (!state.exists || state.mergedInto !== null || state.status !== 2 || !command.shipment) throw CartRefusal.detail(M.cartMissing, 404);
  if (fulfilmentOf(state, command.shipmentKey)) throw CartRefusal.detail(FULFILMENT_MESSAGES.parcelGone, 409);
  if (!DAY.test(command.expectedExpeditionDate)) throw CartRefusal.field('expected_expedition_date', FULFILMENT_MESSAGES.badDate);
  const previousDate = command.shipment.expectedExpeditionDate;
  if (command.expectedExpeditionDate === previousDate) return [];
  return [
    {
      type: 'ShipmentRescheduled',
      data: { shipmentKey: command.shipmentKey, expectedExpeditionDate: command.expectedExpeditionDate, previousDate, at: command.at, by: command.by },
    },
  ];
}

/** The parcel's fulfilment, or its new day, recorded under its key. */
export function evolveFulfilment(state: CartState, event: FulfilmentEvent): CartState {
  if (event.type === 'ShipmentRescheduled') {
    return { ...state, parcelDates: { ...(state.parcelDates ?? {}), [event.data.shipmentKey]: event.data.expectedExpeditionDate } };
  }
  const { shipmentKey, by } = event.data;
  const done: ShipmentFulfilment =
    event.type === 'ShipmentShipped'
      ? { status: 'shipped', carrier: event.data.carrier, trackingNumber: event.data.trackingNumber, shippedAt: event.data.shippedAt, by }
      : { status: 'ready_for_pickup', readyAt: event.data.readyAt, by };
  return { ...state, fulfilment: { ...(state.fulfilment ?? {}), [shipmentKey]: done } };
}
