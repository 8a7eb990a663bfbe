import { assertNever } from '@shop/common';
import type { Decider } from '@shop/event-store';
import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartCommand } from './cart.commands';
import type { CartEvent } from './cart.events';
import { CartLine, CartState, emptyCart, ProductSnapshot } from './cart.types';
import { checkContribution } from './contribution.rules';

const MAX_DEDICATION = 100;

function requireOpen(state: CartState): void {
  if (!state.exists) throw CartRefusal.detail(M.cartMissing, 404);
  if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
  if (state.status === 1) throw CartRefusal.detail(M.cartConfirmed);
}

function requireLine(state: CartState, lineId: string): CartLine {
  const line = state.lines.find((l) => l.lineId === lineId);
  if (!line) throw CartRefusal.detail(M.lineMissing, 404);
  return line;
}

/** Quantity and dedications of a line (spec section 5, 'Cart line'). */
function checkLine(product: ProductSnapshot, quantity: number | null, dedications: string[]): void {
  if (quantity === null || quantity === undefined) throw CartRefusal.field('quantity', M.quantityRequired);
  if (!Number.isInteger(quantity) || quantity < 1) throw CartRefusal.field('quantity', M.quantityMin);
  if (product.dedication) {
    const texts = dedications.slice(0, quantity).map((d) => d.trim());
    if (texts.length < quantity || texts.some((t) => t === '')) throw CartRefusal.field('dedications', M.lineDedicationRequired);
    if (texts.some((t) => t.length > MAX_DEDICATION)) throw CartRefusal.field('dedications', M.dedicationTooLong);
  }
}

/** Same product and variant, not a reward, no dedications: adding again raises the quantity. */
const mergeable = (l: CartLine, productId: number, variantId: number | null) =>
  l.product.productId === productId && l.variantId === variantId && l.contributionId === null && !l.product.dedication;

function sameSnapshot(a: ProductSnapshot, b: ProductSnapshot): boolean {
  return a.unitPriceCents === b.unitPriceCents && a.vatRateBp === b.vatRateBp && a.outOfStock === b.outOfStock && a.name === b.name;
}

/** Decides what happens to a cart: every rule lives here, pure, given the command's inputs. */
export function decide(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'CreateCart':
      if (state.exists) return [];
      return [{ type: 'CartCreated', data: { cartId: command.cartId, labelId: command.labelId, ownerId: command.ownerId } }];
    case 'AssignOwner':
      if (!state.exists) throw CartRefusal.detail(M.cartMissing, 404);
      if (state.ownerId === command.ownerId) return [];
      if (state.ownerId !== null) throw CartRefusal.detail(M.cartMissing, 404);
      return [{ type: 'OwnerAssigned', data: { ownerId: command.ownerId } }];
    case 'AddProduct': {
      requireOpen(state);
      const { product, variantId, quantity } = command;
      if (product.outOfStock) throw CartRefusal.detail(M.outOfStock);
      if (product.booksellerOnly && !command.viewerIsBookseller) throw CartRefusal.detail(M.booksellerOnly);
      if (product.variantIds.length > 0 && (variantId === null || !product.variantIds.includes(variantId))) {
        throw CartRefusal.field('variant', variantId === null ? M.variantRequired : M.unknownVariant);
      }
      if (!Number.isInteger(quantity) || quantity < 1) throw CartRefusal.field('quantity', M.quantityMin);
      const existing = state.lines.find((l) => mergeable(l, product.productId, variantId));
      if (existing) return [{ type: 'LineQuantityChanged', data: { lineId: existing.lineId, quantity: existing.quantity + quantity } }];
      // A line with dedications starts with empty texts, one per unit, for the shopper to fill.
      const dedications = product.dedication ? Array.from({ length: quantity }, () => '') : [];
      return [{ type: 'LineAdded', data: { line: { lineId: command.lineId, product, variantId, quantity, dedications, contributionId: null } } }];
    }
    case 'ChangeLine': {
      requireOpen(state);
      const line = requireLine(state, command.lineId);
      checkLine(line.product, command.quantity, command.dedications);
      const quantity = command.quantity as number;
      const dedications = line.product.dedication ? command.dedications.slice(0, quantity).map((d) => d.trim()) : [];
      const events: CartEvent[] = [];
      if (quantity !== line.quantity) events.push({ type: 'LineQuantityChanged', data: { lineId: line.lineId, quantity } });
      if (JSON.stringify(dedications) !== JSON.stringify(line.dedications)) {
        events.push({ type: 'LineDedicationsChanged', data: { lineId: line.lineId, dedications } });
      }
      return events;
    }
    case 'RemoveLine':
      requireOpen(state);
      requireLine(state, command.lineId);
      return [{ type: 'LineRemoved', data: { lineId: command.lineId } }];
    case 'Contribute': {
      requireOpen(state);
      checkContribution(command);
      const rewards = command.noCompensation ? [] : command.rewards;
      const rewardLines: CartLine[] = rewards.map((r) => ({
        lineId: r.lineId,
        product: r.reward.product,
        variantId: r.variantId,
        quantity: r.quantity,
        dedications: r.reward.product.dedication ? r.dedications.slice(0, r.quantity).map((d) => d.trim()) : [],
        contributionId: command.contributionId,
      }));
      return [
        {
          type: 'ContributionAdded',
          data: {
            contribution: {
              contributionId: command.contributionId,
              crowdfundingId: command.crowdfundingId,
              amountCents: command.amountCents as number,
              noCompensation: command.noCompensation,
              confirmGift: command.confirmGift,
              rewardLineIds: rewardLines.map((l) => l.lineId),
              voucherCodes: Object.fromEntries(rewards.map((r) => [r.lineId, r.voucherCodes.slice(0, r.quantity).map((c) => c.trim().toUpperCase())])),
            },
            rewardLines,
          },
        },
      ];
    }
    case 'ChooseAddresses':
      requireOpen(state);
      return [{ type: 'AddressesChosen', data: { shippingAddressId: command.shippingAddressId, billingAddressId: command.billingAddressId } }];
    case 'ChooseBundle':
      requireOpen(state);
      return state.bundle === command.bundle ? [] : [{ type: 'BundleChosen', data: { bundle: command.bundle } }];
    case 'ChooseShipmentMode':
      requireOpen(state);
      return [{ type: 'ShipmentModeChosen', data: { shipmentKey: command.shipmentKey, mode: command.mode } }];
    case 'ChooseParcelShop':
      requireOpen(state);
      return [{ type: 'ParcelShopChosen', data: { shipmentKey: command.shipmentKey, parcelShop: command.parcelShop } }];
    case 'ApplyVoucher': {
      requireOpen(state);
      if (state.vouchers.some((v) => v.code === command.code)) return [];
      const amountCents = Math.min(command.availableCents, command.remainingToPayCents);
      if (amountCents <= 0) return [];
      return [{ type: 'VoucherApplied', data: { usageId: command.usageId, code: command.code, amountCents } }];
    }
    case 'RemoveVoucher':
      requireOpen(state);
      if (!state.vouchers.some((v) => v.usageId === command.usageId)) throw CartRefusal.detail(M.cartMissing, 404);
      return [{ type: 'VoucherRemoved', data: { usageId: command.usageId } }];
    case 'Confirm': {
      requireOpen(state);
      if (state.lines.length === 0 && state.contributions.length === 0) throw CartRefusal.detail(M.emptyCart);
      const updated: { lineId: string; product: ProductSnapshot }[] = [];
      const removedLineIds: string[] = [];
      for (const line of state.lines) {
        const now = command.current[line.lineId];
        if (!now || now.outOfStock) removedLineIds.push(line.lineId);
        else if (!sameSnapshot(now, line.product)) updated.push({ lineId: line.lineId, product: now });
      }
      // The shopper must see the new content before paying: record it, and the handler says so.
      if (updated.length || removedLineIds.length) return [{ type: 'CartContentChanged', data: { updated, removedLineIds } }];
      return [{ type: 'CartConfirmed', data: { totalCents: command.totalCents } }];
    }
    case 'Unconfirm':
      if (!state.exists) throw CartRefusal.detail(M.cartMissing, 404);
      if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
      return state.status === 1 ? [{ type: 'CartUnconfirmed', data: { reason: command.reason } }] : [];
    case 'ChoosePaymentMeans':
      if (!state.exists) throw CartRefusal.detail(M.cartMissing, 404);
      if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
      return [{ type: 'PaymentMeansChosen', data: { means: command.means } }];
    case 'MarkPaid':
      if (!state.exists) throw CartRefusal.detail(M.cartMissing, 404);
      if (state.status === 2) return []; // paying twice changes nothing (a notification may come again)
      if (state.status !== 1) throw CartRefusal.detail(M.notConfirmed);
      return [{ type: 'CartPaid', data: { means: command.means, amountCents: command.amountCents, paidAt: command.paidAt } }];
    default:
      return assertNever(command);
  }
}

const mapLine = (state: CartState, lineId: string, change: (l: CartLine) => CartLine): CartState => ({
  ...state,
  lines: state.lines.map((l) => (l.lineId === lineId ? change(l) : l)),
});

/** Applies one event to the state. Pure and total: every event type is handled. */
export function evolve(state: CartState, event: CartEvent): CartState {
  switch (event.type) {
    case 'CartCreated':
      return { ...emptyCart(), exists: true, cartId: event.data.cartId, labelId: event.data.labelId, ownerId: event.data.ownerId };
    case 'OwnerAssigned':
      return { ...state, ownerId: event.data.ownerId };
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
    case 'LineRemoved': {
      const line = state.lines.find((l) => l.lineId === event.data.lineId);
      const contributions = state.contributions.map((c) =>
        line?.contributionId === c.contributionId ? { ...c, rewardLineIds: c.rewardLineIds.filter((id) => id !== event.data.lineId) } : c,
      );
      return { ...state, lines: state.lines.filter((l) => l.lineId !== event.data.lineId), contributions };
    }
    case 'ContributionAdded':
      return { ...state, contributions: [...state.contributions, event.data.contribution], lines: [...state.lines, ...event.data.rewardLines] };
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
      return { ...state, status: 1, confirmedTotalCents: event.data.totalCents };
    case 'CartUnconfirmed':
      return { ...state, status: 0, confirmedTotalCents: null };
    case 'PaymentMeansChosen':
      return { ...state, paymentMeans: event.data.means };
    case 'CartPaid':
      return { ...state, status: 2, paymentMeans: event.data.means, paidAt: event.data.paidAt };
    default:
      return assertNever(event);
  }
}

/** The cart's decider, as the event store's command handling expects it. */
export const cartDecider: Decider<CartCommand, CartState, CartEvent> = { initialState: emptyCart, decide, evolve };
