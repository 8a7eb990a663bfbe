import { VAT_BOOK_BP } from '@shop/common/kernel';
import { addWorkingDays, DEFAULT_TARIFFS, parcelFee, planShipments, type ShippingTariffs } from '@shop/shipping/kernel';
import { BuyerTerms, CartTotals, linePartsOf, priceCart, PricedLine } from './cart-pricing';
import type { CartState, ParcelShop } from './cart.types';

/** One delivery mode offered for a shipment, with its fee for that parcel. */
export interface ShipmentOption {
  mode: string;
  carrierName: string;
  deliveryConditions: string;
  estimatedDeliveryDate: string;
  priceCents: number;
}

/** A parcel of the cart: its lines, the chosen (or default) mode, the fee and the dates. */
export interface ShipmentView {
  /** The shipment key of the state ('now', a date, or 'all' when bundled); the public id adds the cart's (shipment-id.ts). */
  key: string;
  mode: string;
  parcelShop: ParcelShop | null;
  options: ShipmentOption[];
  expectedExpeditionDate: string;
  expectedDeliveryDate: string;
  lineIds: string[];
  feeCents: number;
}

/** Everything the cart's read model shows besides the state: totals, shipments and their dates. */
export interface CartPricing {
  totals: CartTotals;
  shipments: ShipmentView[];
  /** The dates lines can leave, unbundled: more than one asks the shopper for the bundle choice. */
  expectedShipmentDates: string[];
  needDelivery: boolean;
}

/** The mode of a shipment nobody chose a mode for. */
export const DEFAULT_MODE = 'colissimo';

function shipmentView(
  planned: { key: string; expectedShipmentDate: string; lineIds: string[] },
  state: CartState,
  priced: Map<string, PricedLine>,
  tariffs: ShippingTariffs,
): ShipmentView {
  const lines = state.lines.filter((l) => planned.lineIds.includes(l.lineId));
  const parcel = {
    items: lines.reduce((n, l) => n + l.quantity, 0),
    goodsCents: lines.reduce((s, l) => s + (priced.get(l.lineId)?.totalCents ?? 0), 0),
    // New books weigh for the legal minimum fee: what is sold at the book rate (a composite reward's book share).
    booksCents: lines.reduce((s, l) => {
      const p = priced.get(l.lineId);
      return (
        s +
        (p
          ? linePartsOf(p)
              .filter((part) => part.rateBp === VAT_BOOK_BP)
              .reduce((t, part) => t + part.totalCents, 0)
          : 0)
      );
    }, 0),
  };
  const options: ShipmentOption[] = tariffs.modes.map((t) => ({
    mode: t.mode,
    carrierName: t.carrierName,
    deliveryConditions: t.deliveryConditions,
    estimatedDeliveryDate: addWorkingDays(planned.expectedShipmentDate, t.transitDays),
    priceCents: parcelFee(t, parcel, tariffs.freeThresholdCents),
  }));
  const choice = state.shipments[planned.key];
  // Nothing chosen yet (or a mode no longer offered): home delivery. Collecting in person (0 €) must be
  // chosen, or a shopper who never looks at the delivery step would pay no shipping.
  const chosen = options.find((o) => o.mode === choice?.mode) ?? options.find((o) => o.mode === DEFAULT_MODE) ?? options[0];
  return {
    key: planned.key,
    mode: chosen.mode,
    parcelShop: choice?.mode === chosen.mode ? choice.parcelShop : null,
    options,
    expectedExpeditionDate: planned.expectedShipmentDate,
    expectedDeliveryDate: chosen.estimatedDeliveryDate,
    lineIds: planned.lineIds,
    feeCents: chosen.priceCents,
  };
}

/**
 * Prices a cart for its buyer on a given day: splits the delivered lines into shipments, takes the
 * chosen mode of each (home delivery by default), adds their fees, then every total. Pure.
 */
export function priceCartView(state: CartState, terms: BuyerTerms, today: string, tariffs: ShippingTariffs = DEFAULT_TARIFFS): CartPricing {
  const shippable = state.lines.map((l) => ({ lineId: l.lineId, needsDelivery: l.product.needsDelivery, expectedShipmentDate: l.product.expectedShipmentDate }));
  const goodsOnly = priceCart(state, terms, 0);
  const priced = new Map(goodsOnly.lines.map((l) => [l.lineId, l]));
  const shipments = tariffs.modes.length === 0 ? [] : planShipments(shippable, today, state.bundle).map((p) => shipmentView(p, state, priced, tariffs));
  const shippingCents = shipments.reduce((s, sh) => s + sh.feeCents, 0);
  const delivered = new Set(shipments.flatMap((s) => s.lineIds));
  return {
    totals: priceCart(state, terms, shippingCents, delivered),
    shipments,
    expectedShipmentDates: planShipments(shippable, today, false).map((p) => p.expectedShipmentDate),
    needDelivery: shippable.some((l) => l.needsDelivery),
  };
}
