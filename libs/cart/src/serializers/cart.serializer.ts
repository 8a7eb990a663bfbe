import type { AddressRepresentation } from '@shop/auth';
import type { ProductRepresentation } from '@shop/catalogue';
import type { CampaignSummary, CompensationRepresentation } from '@shop/crowdfunding';
import { euros, FieldTree, has, parisDay, sub, withoutVat } from '@shop/common';
import { cartMoney } from '../domain/cart-money';
import type { ShipmentOption, ShipmentView } from '../domain/cart-view';
import type { CartLine, CartState, Contribution, ParcelShop } from '../domain/cart.types';
import { fulfilmentOf, trackingUrl } from '../domain/fulfilment';
import { shipmentId } from '../domain/shipment-id';
import { vatBreakdown } from '../domain/vat-breakdown';
import type { CartRow } from './cart-row';

/** Every expansion a cart offers (`expand=`), dotted paths included. */
export const CART_EXPANDABLE = [
  'cart_lines',
  'cart_lines.product',
  'cart_lines.variant',
  'cart_lines.compensation',
  'shipping_address',
  'billing_address',
  'shipments',
  'shipments.options',
  'voucher_usages',
  'voucher_usages.voucher',
];

/** What expansions need beyond the row, loaded in batches by the presenter. */
export interface CartExpansions {
  products: Map<number, ProductRepresentation>;
  addresses: Map<number, AddressRepresentation>;
  vouchers: Map<string, { code: string; valueCents: number; remainingCents: number; expirationDate: string | null }>;
  /** Rewards of the reward lines, when `cart_lines.compensation` is expanded. */
  compensations?: Map<number, CompensationRepresentation>;
  /** Campaigns the cart's contributions back, by id (always loaded with the carts). */
  campaigns?: Map<number, CampaignSummary>;
}

// Built once: an Intl.NumberFormat costs far more to build than to use (every shipment option of every read).
const PRICE = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const PRICE_WITH_CENTS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** "Gratuit", "5 €" or "4,50 €": two decimals only when the amount has cents (spec section 1). */
export function displayedPrice(cents: number): string {
  if (cents === 0) return 'Gratuit';
  return (cents % 100 === 0 ? PRICE : PRICE_WITH_CENTS).format(cents / 100);
}

const serializeOption = (o: ShipmentOption) => ({
  mode: o.mode,
  carrier_name: o.carrierName,
  delivery_conditions: o.deliveryConditions,
  estimated_delivery_date: o.estimatedDeliveryDate,
  price_with_vat: euros(o.priceCents),
  displayed_price: displayedPrice(o.priceCents),
});

/** The relay point in the field names the SPA's relay widget uses (spec section 3, 'Parcel shop'). */
const serializeParcelShop = (p: ParcelShop) => ({
  ID: p.id,
  Nom: p.name,
  Adresse1: p.address1,
  Adresse2: p.address2,
  CP: p.postalCode,
  Ville: p.city,
  Pays: p.country,
  Lat: p.lat,
  Long: p.long,
  Nature: p.nature,
  Letter: p.letter,
});

/**
 * What became of a paid parcel: its carrier, the day it left and its tracking number, or the day it
 * was made ready to collect; all null while it waits.
 */
export function serializeFulfilment(state: CartState, key: string) {
  const done = fulfilmentOf(state, key);
  const shipped = done?.status === 'shipped' ? done : null;
  const ready = done?.status === 'ready_for_pickup' ? done : null;
  return {
    expedition_date: shipped ? parisDay(shipped.shippedAt) : null,
    tracking_number: shipped?.trackingNumber ?? null,
    carrier: shipped?.carrier ?? null,
    tracking_url: shipped ? trackingUrl(shipped.carrier, shipped.trackingNumber) : null,
    fulfilment_status: done?.status ?? ('pending' as const),
    ready_for_pickup_date: ready ? parisDay(ready.readyAt) : null,
  };
}

/** A shipment (spec section 3); its id is what `PATCH api/shipments/{id}/` takes. */
export function serializeShipment(state: CartState, cartId: string, s: ShipmentView, expand: FieldTree) {
  const fulfilment = serializeFulfilment(state, s.key);
  return {
    id: shipmentId(cartId, s.key),
    mode: s.mode,
    options: has(expand, 'options') ? s.options.map(serializeOption) : s.options.map((o) => o.mode),
    parcel_shop: s.parcelShop ? serializeParcelShop(s.parcelShop) : null,
    expedition_date: fulfilment.expedition_date,
    expected_expedition_date: s.expectedExpeditionDate,
    expected_delivery_date: s.expectedDeliveryDate,
    tracking_number: fulfilment.tracking_number,
    carrier: fulfilment.carrier,
    tracking_url: fulfilment.tracking_url,
    fulfilment_status: fulfilment.fulfilment_status,
    ready_for_pickup_date: fulfilment.ready_for_pickup_date,
    cart_lines: s.lineIds,
  };
}

/** A cart line (spec section 3): prices for the buyer, product and variant as ids or expanded. */
export function serializeCartLine(row: CartRow, line: CartLine, expand: FieldTree, x: CartExpansions) {
  const priced = row.pricing.totals.lines.find((l) => l.lineId === line.lineId);
  const unit = priced?.unitPriceCents ?? line.product.unitPriceCents;
  const product = x.products.get(line.product.productId);
  const shipment = row.pricing.shipments.find((s) => s.lineIds.includes(line.lineId));
  return {
    id: line.lineId,
    quantity: line.quantity,
    price: euros(unit),
    // Orders priced before the unit without VAT was kept have it from their unit with VAT.
    price_no_vat: euros(priced?.unitNoVatCents ?? withoutVat(unit, line.product.vatRateBp)),
    total: euros(priced?.totalCents ?? unit * line.quantity),
    total_no_vat: euros(priced?.totalNoVatCents ?? withoutVat(unit * line.quantity, line.product.vatRateBp)),
    product: has(expand, 'product') ? (product ?? null) : line.product.productId,
    variant: has(expand, 'variant') ? (product?.variants.find((v) => v.id === line.variantId) ?? null) : line.variantId,
    dedications: line.dedications.map((text) => ({ text })),
    expected_shipment_date: shipment?.expectedExpeditionDate ?? line.product.expectedShipmentDate,
    // A gift card bought as a gift: who it is for and the buyer's message (null on every other line).
    gift_recipient_name: line.gift?.recipientName ?? null,
    gift_message: line.gift?.message ?? null,
    // Only when expanded (drf-flex-fields): the reward of a campaign's line, null for other lines.
    ...(has(expand, 'compensation') ? { compensation: line.contributionId === null ? null : (x.compensations?.get(line.product.productId) ?? null) } : {}),
  };
}

/** A contribution of the cart: its campaign, its amount (rewards included) and the ids of its reward lines. */
export function serializeContribution(row: CartRow, c: Contribution, x: CartExpansions) {
  const campaign = x.campaigns?.get(c.crowdfundingId);
  return {
    id: c.contributionId,
    crowdfunding: c.crowdfundingId,
    crowdfunding_title: campaign?.title ?? '',
    crowdfunding_slug: campaign?.slug ?? '',
    crowdfunding_label_slug: campaign?.labelSlug ?? '',
    amount: euros(c.amountCents),
    no_compensation: c.noCompensation,
    confirm_gift: c.confirmGift,
    cart_lines: row.state.lines.filter((l) => l.contributionId === c.contributionId).map((l) => l.lineId),
  };
}

/** A cart with exactly the fields of spec section 3, money as euros strings, DRF expansions. */
export function serializeCart(row: CartRow, expand: FieldTree, x: CartExpansions) {
  const { state, pricing } = row;
  const t = pricing.totals;
  // Voucher usages, the total after them and what is left to pay, from the state as it is now (a
  // settled order owes nothing), for the total it was priced at: the figures every screen shows.
  const money = cartMoney(state, t.totalCents);
  const address = (id: number | null, name: string) => (id === null ? null : has(expand, name) ? (x.addresses.get(id) ?? null) : id);
  const lines = sub(expand, 'cart_lines');
  const shipments = sub(expand, 'shipments');
  const usages = sub(expand, 'voucher_usages');
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    need_delivery: pricing.needDelivery,
    cart_lines: has(expand, 'cart_lines') ? state.lines.map((l) => serializeCartLine(row, l, lines, x)) : state.lines.map((l) => l.lineId),
    contributions: state.contributions.map((c) => serializeContribution(row, c, x)),
    shipping_address: address(state.shippingAddressId, 'shipping_address'),
    billing_address: address(state.billingAddressId, 'billing_address'),
    bundle: state.bundle,
    shipments: has(expand, 'shipments') ? pricing.shipments.map((s) => serializeShipment(state, row.id, s, shipments)) : pricing.shipments.map((s) => shipmentId(row.id, s.key)),
    expected_shipment_dates: pricing.expectedShipmentDates,
    sub_total_price: euros(t.subTotalCents),
    // The part of contributions above their rewards, in the sub-total and on no line (outside VAT).
    donations_amount: euros(t.donationsCents),
    // A bookseller's sub-total: its lines without VAT and the gifts (total HT less the shipping HT).
    sub_total_no_vat: euros(t.totalNoVatCents - t.shippingNoVatCents),
    expedition_price: euros(t.shippingCents),
    expedition_price_no_vat: euros(t.shippingNoVatCents),
    total_price: euros(t.totalCents),
    total_no_vat: euros(t.totalNoVatCents),
    vat_amount: euros(t.vatCents),
    vat_breakdown: vatBreakdown(pricing).map((v) => ({ rate: (v.rateBp / 100).toFixed(2), base: euros(v.baseCents), amount: euros(v.vatCents) })),
    vouchers_amount: euros(money.vouchersCents),
    total_after_vouchers: euros(money.totalAfterVouchersCents),
    remaining_to_pay: euros(money.remainingToPayCents),
    voucher_usages: has(expand, 'voucher_usages')
      ? money.usages.map((v) => {
          const voucher = x.vouchers.get(v.code);
          return {
            id: v.usageId,
            amount: euros(v.usedCents),
            voucher:
              has(usages, 'voucher') && voucher
                ? { code: voucher.code, value: euros(voucher.valueCents), expiration_date: voucher.expirationDate, remaining_amount: euros(voucher.remainingCents) }
                : { code: v.code },
          };
        })
      : money.usages.map((v) => v.usageId),
    invoice_date: row.invoice_date,
    // An invoiced cart's PDF (owner or staff): libs/cart/src/invoices.
    invoice_file: row.invoice_number ? `/api/carts/${row.id}/invoice/` : null,
    invoice_number: row.invoice_number,
    paid_with: row.paid_with,
    paid: row.paid,
    payment_due_date: row.payment_due_date,
    // What the customer is told back from the bank's page: a refusal is not a cancellation.
    last_card_attempt: lastCardAttempt(state),
    owner: row.owner_id,
  };
}

/**
 * The latest card attempt: sent without an answer yet, cancelled by the customer on the bank's page
 * (the bank's reason 'Annulation'), or refused by the bank (any other reason).
 */
function lastCardAttempt(state: CartState): 'started' | 'cancelled' | 'refused' | null {
  const attempts = state.paymentAttempts ?? [];
  const last = attempts[attempts.length - 1];
  if (!last) return null;
  if (last.status === 'started') return 'started';
  return last.failure?.toLowerCase() === 'annulation' ? 'cancelled' : 'refused';
}

export type CartRepresentation = ReturnType<typeof serializeCart>;
export type CartLineRepresentation = ReturnType<typeof serializeCartLine>;
