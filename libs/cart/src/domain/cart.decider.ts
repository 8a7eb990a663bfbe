import { assertNever } from '@shop/common/kernel';
import type { Decider } from '@shop/event-store';
import { requireExisting } from './cart-access';
import { CART_MESSAGES as M, CartRefusal } from './cart-errors';
import type { CartCommand } from './cart.commands';
import type { CartEvent } from './cart.events';
import { CartLine, CartState, emptyCart, ProductSnapshot } from './cart.types';
import { evolve } from './cart.evolve';
import { checkGiftNote, sameGiftNote } from './gift-note';
import { checkContribution, checkContributionReferences, rewardUnlocks } from './contribution.rules';
import { lineQuantityMax } from './line-limits';
import { cardPaymentSteps, decidePaymentAttempt } from './payment-attempt';
import { voucherPaymentSteps } from './checkout-rules';
import { decidePaymentTerms } from './payment-terms';
import { decideParcelShopChange } from './parcel-shop-change';
import { decideFulfilment } from './fulfilment';
import { decideAfterSale } from './after-sale';
import { payOnTermsSteps } from './pay-on-terms';
import { checkoutConfirmationSteps } from './checkout-confirmation';
import { shipmentChoiceSteps } from './shipment-choice';
import { requireUsableVoucher } from './voucher-code';
import { closedSaleMessage } from './label-sales';

export { evolve };

const MAX_DEDICATION = 100;

function requireOpen(state: CartState): void {
  requireExisting(state);
  if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
  if (state.status === 1) throw CartRefusal.detail(M.cartConfirmed);
}

function requireLine(state: CartState, lineId: string): CartLine {
  const line = state.lines.find((l) => l.lineId === lineId);
  if (!line) throw CartRefusal.detail(M.lineMissing, 404);
  return line;
}

/** Quantity and dedications of a line (spec section 5, 'Cart line'). */
function checkLine(product: ProductSnapshot, quantity: number | null, dedications: string[], viewerIsBookseller: boolean): void {
  if (quantity === null || quantity === undefined) throw CartRefusal.field('quantity', M.quantityRequired);
  if (!Number.isInteger(quantity) || quantity < 1) throw CartRefusal.field('quantity', M.quantityMin);
  const max = lineQuantityMax(viewerIsBookseller);
  if (quantity > max) throw CartRefusal.field('quantity', M.quantityMax(max));
  if (product.dedication) {
    const texts = dedications.slice(0, quantity).map((d) => d.trim());
    if (texts.length < quantity || texts.some((t) => t === '')) throw CartRefusal.field('dedications', M.lineDedicationRequired);
    if (texts.some((t) => t.length > MAX_DEDICATION)) throw CartRefusal.field('dedications', M.dedicationTooLong);
  }
}

/**
 * Same product and variant, not a reward, no dedications, no gift note: adding again raises the
 * quantity. A gift card offered to someone keeps its own line (its note is for that person).
 */
const mergeable = (l: CartLine, productId: number, variantId: number | null) =>
  l.product.productId === productId && l.variantId === variantId && l.contributionId === null && !l.product.dedication && !l.gift;

function sameSnapshot(a: ProductSnapshot, b: ProductSnapshot): boolean {
  return (
    a.unitPriceCents === b.unitPriceCents &&
    a.vatRateBp === b.vatRateBp &&
    JSON.stringify(a.vatShares) === JSON.stringify(b.vatShares) &&
    a.outOfStock === b.outOfStock &&
    a.name === b.name
  );
}

/**
 * More units of a reward line: the contribution's amount pays for its rewards, so they must stay
 * within it, and a reward unlocked by voucher codes gets no unit without its code. Fewer units keep
 * the amount, the difference becoming a gift to the campaign.
 */
function checkMoreRewardUnits(state: CartState, line: CartLine, quantity: number): void {
  const contribution = state.contributions.find((c) => c.contributionId === line.contributionId);
  if (!contribution) return;
  if ((contribution.voucherCodes[line.lineId] ?? []).length > 0) throw CartRefusal.field('quantity', M.rewardQuantityUp);
  const rewardsCents = state.lines
    .filter((l) => l.contributionId === contribution.contributionId)
    .reduce((sum, l) => sum + l.product.unitPriceCents * (l.lineId === line.lineId ? quantity : l.quantity), 0);
  if (rewardsCents > contribution.amountCents) throw CartRefusal.field('quantity', M.rewardsAboveContribution);
}

/**
 * A command that comes to several of the cart's own commands: each decided on the state the
 * previous ones left. `skipRefused`: a refused one is left out instead of refusing them all.
 */
function decideInTurn(commands: CartCommand[], state: CartState, skipRefused = false): CartEvent[] {
  const events: CartEvent[] = [];
  let current = state;
  for (const command of commands) {
    let decided: CartEvent[];
    try {
      decided = decide(command, current);
    } catch (error) {
      if (skipRefused && error instanceof CartRefusal) continue;
      throw error;
    }
    events.push(...decided);
    current = decided.reduce(evolve, current);
  }
  return events;
}

/** Only the caller's own addresses go on a cart, and only on the caller's own cart. */
function requireOwnAddresses(command: Extract<CartCommand, { type: 'ChooseAddresses' }>, state: CartState): void {
  const chosen = [command.shippingAddressId, command.billingAddressId].filter((id): id is number => typeof id === 'number');
  // Someone else's address does not exist for the caller (404), as in the address book.
  if (chosen.some((id) => !command.ownedAddressIds.includes(id))) throw CartRefusal.detail(M.cartMissing, 404);
  // An anonymous cart is readable by anyone holding its id: addresses need the caller's own cart.
  if (chosen.length > 0 && state.ownerId !== command.callerId) throw CartRefusal.detail(M.cartMissing, 404);
}

/** The voucher usage a removal names, by id or by the code typed (404: not on this cart). */
function requireVoucherUsage(state: CartState, usage: { usageId: string } | { code: string }) {
  const found = state.vouchers.find((v) => ('usageId' in usage ? v.usageId === usage.usageId : v.code === usage.code.trim().toUpperCase()));
  if (!found) throw CartRefusal.detail(M.cartMissing, 404);
  return found;
}

/**
 * The product to add, as the catalogue knows it: an unknown id is DRF's 'invalid primary key', and a
 * reward comes with its contribution (POST carts/{id}/contribute/), never alone. Checked first.
 */
function requireProductSoldAlone(product: ProductSnapshot | null, productId: number): ProductSnapshot {
  if (!product) throw CartRefusal.field('product', M.invalidPk(productId));
  if (product.kind === 'compensation') throw CartRefusal.field('product', M.notSoldAlone);
  return product;
}

/**
 * Decides what happens to a cart: every rule lives here, pure, given the command's inputs. Handlers
 * load the facts a rule needs (who asks, what the catalogue, the carrier, the address book or the
 * bank says) and pass them in the command; a new rule goes here, with its given/when/then test.
 */
export function decide(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'CreateCart': {
      if (state.exists) return [];
      const { cartId, labelId, ownerId, reference } = command;
      return [{ type: 'CartCreated', data: reference ? { cartId, labelId, ownerId, reference } : { cartId, labelId, ownerId } }];
    }
    case 'AssignOwner':
      requireExisting(state);
      if (state.ownerId === command.ownerId) return [];
      if (state.ownerId !== null) throw CartRefusal.detail(M.cartMissing, 404);
      return [{ type: 'OwnerAssigned', data: { ownerId: command.ownerId } }];
    case 'MergeInto':
      requireExisting(state);
      // Paid or waiting for its payment alike: only an open cart moves into another.
      if (state.status !== 0) throw CartRefusal.detail(M.cartConfirmed);
      if (command.targetCartId === state.cartId) throw CartRefusal.detail(M.cartMissing, 404);
      return [{ type: 'CartMergedInto', data: { targetCartId: command.targetCartId } }];
    case 'TakeMergedContent':
      // The owner's cart was confirmed meanwhile: nothing may move into it; the caller tries again.
      if (state.status !== 0) throw CartRefusal.detail(M.concurrency, 409);
      return decideInTurn(command.commands, state, true);
    case 'AddProduct': {
      const product = requireProductSoldAlone(command.product, command.productId);
      requireOpen(state);
      const { variantId, quantity } = command;
      const closed = command.labelSales ? closedSaleMessage(product.kind, command.labelSales) : null;
      if (closed) throw CartRefusal.field('product', closed);
      if (product.outOfStock) throw CartRefusal.detail(M.outOfStock);
      if (product.booksellerOnly && !command.viewerIsBookseller) throw CartRefusal.detail(M.booksellerOnly);
      if (product.variantIds.length > 0 && (variantId === null || !product.variantIds.includes(variantId))) {
        throw CartRefusal.field('variant', variantId === null ? M.variantRequired : M.unknownVariant);
      }
      if (!Number.isInteger(quantity) || quantity < 1) throw CartRefusal.field('quantity', M.quantityMin);
      const gift = command.gift ? checkGiftNote(product, command.gift) : null;
      const existing = gift ? undefined : state.lines.find((l) => mergeable(l, product.productId, variantId));
      const max = lineQuantityMax(command.viewerIsBookseller);
      if ((existing?.quantity ?? 0) + quantity > max) throw CartRefusal.field('quantity', M.quantityMax(max));
      if (existing) return [{ type: 'LineQuantityChanged', data: { lineId: existing.lineId, quantity: existing.quantity + quantity } }];
      // A line with dedications starts with empty texts, one per unit, for the shopper to fill.
      const dedications = product.dedication ? Array.from({ length: quantity }, () => '') : [];
      const line: CartLine = { lineId: command.lineId, product, variantId, quantity, dedications, contributionId: null, ...(gift ? { gift } : {}) };
      return [{ type: 'LineAdded', data: { line } }];
    }
    case 'ChangeLine': {
      requireOpen(state);
      const line = requireLine(state, command.lineId);
      checkLine(line.product, command.quantity, command.dedications, command.viewerIsBookseller);
      const quantity = command.quantity as number;
      if (line.contributionId !== null && quantity > line.quantity) checkMoreRewardUnits(state, line, quantity);
      const gift = command.gift === undefined ? (line.gift ?? null) : checkGiftNote(line.product, command.gift);
      const dedications = line.product.dedication ? command.dedications.slice(0, quantity).map((d) => d.trim()) : [];
      const events: CartEvent[] = [];
      if (quantity !== line.quantity) events.push({ type: 'LineQuantityChanged', data: { lineId: line.lineId, quantity } });
      if (JSON.stringify(dedications) !== JSON.stringify(line.dedications)) {
        events.push({ type: 'LineDedicationsChanged', data: { lineId: line.lineId, dedications } });
      }
      if (!sameGiftNote(gift, line.gift)) events.push({ type: 'LineGiftChanged', data: { lineId: line.lineId, gift } });
      return events;
    }
    case 'RemoveLine':
      requireOpen(state);
      requireLine(state, command.lineId);
      return [{ type: 'LineRemoved', data: { lineId: command.lineId } }];
    case 'Contribute': {
      checkContributionReferences(command);
      requireOpen(state);
      checkContribution(
        command,
        rewardUnlocks(state).map((u) => u.code),
        state.ownerId,
      );
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
    case 'RemoveContribution': {
      requireOpen(state);
      const contribution = state.contributions.find((c) => c.contributionId === command.contributionId);
      if (!contribution) throw CartRefusal.detail(M.contributionMissing, 404);
      const rewardLineIds = state.lines.filter((l) => l.contributionId === contribution.contributionId).map((l) => l.lineId);
      return [{ type: 'ContributionRemoved', data: { contributionId: contribution.contributionId, rewardLineIds } }];
    }
    case 'ChooseAddresses': {
      requireOwnAddresses(command, state);
      requireOpen(state);
      const shippingAddressId = command.shippingAddressId !== undefined ? command.shippingAddressId : state.shippingAddressId;
      const billingAddressId = command.billingAddressId !== undefined ? command.billingAddressId : state.billingAddressId;
      return [{ type: 'AddressesChosen', data: { shippingAddressId, billingAddressId } }];
    }
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
      const { voucher } = command;
      requireUsableVoucher(voucher, state.ownerId);
      requireOpen(state);
      if (state.vouchers.some((v) => v.code === voucher.code)) return [];
      const amountCents = Math.min(voucher.remainingCents, command.remainingToPayCents);
      if (amountCents <= 0) return [];
      return [{ type: 'VoucherApplied', data: { usageId: command.usageId, code: voucher.code, amountCents } }];
    }
    case 'RemoveVoucher': {
      const { usageId } = requireVoucherUsage(state, command.usage);
      requireOpen(state);
      return [{ type: 'VoucherRemoved', data: { usageId } }];
    }
    case 'Confirm': {
      if (command.termsAccepted !== true) throw CartRefusal.field('terms_accepted', M.termsRequired);
      requireOpen(state);
      if (state.lines.length === 0 && state.contributions.length === 0) throw CartRefusal.detail(M.emptyCart);
      // A contribution stays the backer's to take back: the cart does not drop it on its own.
      if (state.contributions.some((c) => command.crowdfundingOpen[c.crowdfundingId] === false)) throw CartRefusal.detail(M.crowdfundingClosedInCart);
      const updated: { lineId: string; product: ProductSnapshot }[] = [];
      const removedLineIds: string[] = [];
      for (const line of state.lines) {
        const now = command.current[line.lineId];
        const sales = line.contributionId === null ? command.lineSales[line.lineId] : undefined;
        // A product its label no longer sells (a switch turned off) goes as one no longer listed.
        if (!now || now.outOfStock || (sales && closedSaleMessage(line.product.kind, sales))) removedLineIds.push(line.lineId);
        else if (!sameSnapshot(now, line.product)) updated.push({ lineId: line.lineId, product: now });
      }
      // The shopper must see the new content before paying: record it, and the handler says so.
      if (updated.length || removedLineIds.length) return [{ type: 'CartContentChanged', data: { updated, removedLineIds } }];
      // Confirmed on another label than the one it was started on: the order is that label's from now on.
      const movesLabel = typeof command.labelId === 'number' && command.labelId !== state.labelId;
      return [{ type: 'CartConfirmed', data: { totalCents: command.totalCents, termsAccepted: true, ...(movesLabel ? { labelId: command.labelId as number } : {}) } }];
    }
    case 'ConfirmCheckout':
      return decideInTurn(checkoutConfirmationSteps(command, state), state);
    case 'Unconfirm':
      requireExisting(state);
      if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
      return state.status === 1 ? [{ type: 'CartUnconfirmed', data: { reason: command.reason } }] : [];
    case 'ChoosePaymentMeans':
      requireExisting(state);
      if (state.status === 2) throw CartRefusal.detail(M.cartPaid);
      return [{ type: 'PaymentMeansChosen', data: { means: command.means } }];
    case 'MarkPaid':
      requireExisting(state);
      if (state.status === 2) return []; // paying twice changes nothing (a notification may come again)
      if (state.status !== 1) throw CartRefusal.detail(M.notConfirmed);
      return [{ type: 'CartPaid', data: { means: command.means, amountCents: command.amountCents, paidAt: command.paidAt } }];
    case 'PayWithVouchers':
      return decideInTurn(voucherPaymentSteps(command, state), state);
    case 'PayByCard':
      return decideInTurn(cardPaymentSteps(command, state), state);
    case 'NumberInvoice':
      requireExisting(state);
      if (state.status !== 2) throw CartRefusal.detail(M.notPaid);
      // A number is given once: the series must stay gapless, so a second draw is never recorded.
      return state.invoiceNumber ? [] : [{ type: 'InvoiceNumbered', data: { number: command.number, date: command.date } }];
    case 'StartPaymentAttempt':
    case 'FailPaymentAttempt':
      return decidePaymentAttempt(command, state);
    case 'GrantPaymentTerms':
    case 'SettlePayment':
      return decidePaymentTerms(command, state);
    case 'ChangeParcelShopAfterPayment':
      return decideParcelShopChange(command, state);
    case 'ShipShipment':
    case 'MarkShipmentReady':
    case 'RescheduleShipment':
      return decideFulfilment(command, state);
    case 'ChooseShipment':
      return decideInTurn(shipmentChoiceSteps(command, state), state);
    case 'PayOnTerms':
      return decideInTurn(payOnTermsSteps(command, state), state);
    case 'RefundOrder':
    case 'CancelOrder':
    case 'RecordReturn':
    case 'SettleCardRefund':
    case 'RetryCardRefund':
    case 'IssueCreditNote':
      return decideAfterSale(command, state);
    default:
      return assertNever(command);
  }
}

/** The cart's decider, as the event store's command handling expects it. */
export const cartDecider: Decider<CartCommand, CartState, CartEvent> = { initialState: emptyCart, decide, evolve };
