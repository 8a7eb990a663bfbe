import { assertNever } from '@shop/common/kernel';
import type { CartEvent } from './cart.events';
import { CartLine, CartState, emptyCart } from './cart.types';
import { evolvePaymentAttempts } from './payment-attempt';
import { evolveParcelShopChange } from './parcel-shop-change';
import { evolveFulfilment } from './fulfilment';
import { evolveAfterSale } from './after-sale';

const mapLine = (state: CartState, lineId: string, change: (l: CartLine) => CartLine): CartState => ({
  ...state,
  lines: state.lines.map((l) => (l.lineId === lineId ? change(l) : l)),
});

/** Applies one event to the state. Pure and total: every event type is handled. */
export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartCreated':
      return {
        ...emptyCart(),
        exists: true,
        cartId: event.data.cartId,
        reference: event.data.reference ?? '',
        labelId: event.data.labelId,
        ownerId: event.data.ownerId,
      };
    case 'OwnerAssigned':
      return { ...state, ownerId: event.data.ownerId };
    case 'CartMergedInto':
      return { ...state, mergedInto: event.data.targetCartId };
    case 'LineAdded':
      return { ...state, lines: [...state.lines, event.data.line] };
    case 'LineQuantityChanged':
      return mapLine(state, event.data.lineId, (l) => ({
        ...l,
        quantity: event.data.quantity,
        dedications: l.product.dedication ? Array.from({ length: event.data.quantity }, (_, i) => l.dedications[i] ?? '') : [],
      }));
    case 'LineDedicationsChanged':
      return mapLine(state, event.data.lineId, (l) => ({ ...l, dedications: event.data.dedications }));
    case 'LineGiftChanged': {
      const gift = event.data.gift;
      return mapLine(state, event.data.lineId, ({ gift: _previous, ...l }) => (gift ? { ...l, gift } : l));
    }
    case 'LineRemoved': {
      const line = state.lines.find((l) => l.lineId === event.data.lineId);
      const contributions = state.contributions.map((c) =>
        line?.contributionId === c.contributionId ? { ...c, rewardLineIds: c.rewardLineIds.filter((id) => id !== event.data.lineId) } : c,
      );
      return { ...state, lines: state.lines.filter((l) => l.lineId !== event.data.lineId), contributions };
    }
    case 'ContributionAdded':
      return { ...state, contributions: [...state.contributions, event.data.contribution], lines: [...state.lines, ...event.data.rewardLines] };
    case 'ContributionRemoved':
      return {
        ...state,
        contributions: state.contributions.filter((c) => c.contributionId !== event.data.contributionId),
        lines: state.lines.filter((l) => l.contributionId !== event.data.contributionId),
      };
    case 'AddressesChosen':
      return { ...state, shippingAddressId: event.data.shippingAddressId, billingAddressId: event.data.billingAddressId };
    case 'BundleChosen':
      return { ...state, bundle: event.data.bundle };
    case 'ShipmentModeChosen': {
      const previous = state.shipments[event.data.shipmentKey];
      // A relay point belongs to its mode: changing mode forgets it.
      const parcelShop = previous?.mode === event.data.mode ? previous.parcelShop : null;
      return { ...state, shipments: { ...state.shipments, [event.data.shipmentKey]: { mode: event.data.mode, parcelShop } } };
    }
    case 'ParcelShopChosen': {
      const previous = state.shipments[event.data.shipmentKey];
      return { ...state, shipments: { ...state.shipments, [event.data.shipmentKey]: { mode: previous?.mode ?? 'mondial_relay', parcelShop: event.data.parcelShop } } };
    }
    case 'VoucherApplied':
      return { ...state, vouchers: [...state.vouchers, { usageId: event.data.usageId, code: event.data.code, amountCents: event.data.amountCents }] };
    case 'VoucherRemoved':
      return { ...state, vouchers: state.vouchers.filter((v) => v.usageId !== event.data.usageId) };
    case 'CartContentChanged': {
      const updated = new Map(event.data.updated.map((u) => [u.lineId, u.product]));
      const removed = new Set(event.data.removedLineIds);
      return {
        ...state,
        lines: state.lines.filter((l) => !removed.has(l.lineId)).map((l) => (updated.has(l.lineId) ? { ...l, product: updated.get(l.lineId)! } : l)),
        contributions: state.contributions.map((c) => ({ ...c, rewardLineIds: c.rewardLineIds.filter((id) => !removed.has(id)) })),
      };
    }
    case 'CartConfirmed':
      return { ...state, status: 1, confirmedTotalCents: event.data.totalCents, labelId: event.data.labelId ?? state.labelId };
    case 'CartUnconfirmed':
      return { ...state, status: 0, confirmedTotalCents: null };
    case 'PaymentMeansChosen':
      return { ...state, paymentMeans: event.data.means };
    case 'CartPaid':
      return { ...state, status: 2, paymentMeans: event.data.means, paidAt: event.data.paidAt };
    case 'InvoiceNumbered':
      return { ...state, invoiceNumber: event.data.number, invoiceDate: event.data.date };
    case 'PaymentAttemptStarted':
    case 'PaymentAttemptFailed':
      return { ...state, paymentAttempts: evolvePaymentAttempts(state.paymentAttempts, event) };
    case 'CreditNoteIssued':
      // The order itself is unchanged: its credit notes live in their own table (libs/cart/src/invoices).
      return state;
    case 'PaymentTermsGranted':
      return { ...state, paymentDueDate: event.data.dueDate };
    case 'PaymentSettled':
      return { ...state, settledAt: event.data.settledAt };
    case 'ParcelShopChangedAfterPayment':
      return evolveParcelShopChange(state, event);
    case 'ShipmentShipped':
    case 'ShipmentReadyForPickup':
    case 'ShipmentRescheduled':
      return evolveFulfilment(state, event);
    case 'OrderRefunded':
    case 'OrderCancelled':
    case 'ReturnRecorded':
    case 'CardRefundSettled':
    case 'CardRefundRetried':
      return evolveAfterSale(state, event);
    default:
      return assertNever(event);
  }
}
