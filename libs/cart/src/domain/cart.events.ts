import type { DomainEvent } from '@shop/event-store';
import type { CartLine, Contribution, ParcelShop, PaymentMeans, ProductSnapshot } from './cart.types';

type E<T extends string, D> = DomainEvent<T, D>;

/** Everything that can happen to a cart, as facts. Exhaustively handled by `evolve`. */
export type CartEvent =
  | E<'CartCreated', { cartId: string; labelId: number; ownerId: number | null; reference?: string }>
  | E<'OwnerAssigned', { ownerId: number }>
  | E<'CartMergedInto', { targetCartId: string }>
  | E<'LineAdded', { line: CartLine }>
  | E<'LineQuantityChanged', { lineId: string; quantity: number }>
  | E<'LineDedicationsChanged', { lineId: string; dedications: string[] }>
  | E<'LineRemoved', { lineId: string }>
  | E<'ContributionAdded', { contribution: Contribution; rewardLines: CartLine[] }>
  | E<'AddressesChosen', { shippingAddressId: number | null; billingAddressId: number | null }>
  | E<'BundleChosen', { bundle: boolean | null }>
  | E<'ShipmentModeChosen', { shipmentKey: string; mode: string }>
  | E<'ParcelShopChosen', { shipmentKey: string; parcelShop: ParcelShop }>
  | E<'VoucherApplied', { usageId: string; code: string; amountCents: number }>
  | E<'VoucherRemoved', { usageId: string }>
  /** Confirmation found the catalogue changed: the lines now carry the new snapshot (or are gone). */
  | E<'CartContentChanged', { updated: { lineId: string; product: ProductSnapshot }[]; removedLineIds: string[] }>
  | E<'CartConfirmed', { totalCents: number }>
  | E<'CartUnconfirmed', { reason: 'customer' | 'expired' }>
  | E<'PaymentMeansChosen', { means: PaymentMeans }>
  | E<'CartPaid', { means: PaymentMeans; amountCents: number; paidAt: string }>
  | E<'InvoiceNumbered', { number: string; date: string }>
  | E<'PaymentAttemptStarted', { reference: string; amountCents: number; startedAt: string }>
  | E<'PaymentAttemptFailed', { reference: string; code: string }>;

export type CartEventType = CartEvent['type'];
