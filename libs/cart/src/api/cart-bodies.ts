import { isUuid } from '../commands/cart-actor';
import type { ContributionInput } from '../commands/contribute.handler';
import type { DeliveryChanges } from '../commands/update-delivery.handler';
import type { GiftNote } from '../domain/cart.types';
import type { AddProductDto, CartPatchDto, ContributionDto, LineChangeDto } from './cart.dto';

/** What a `PATCH api/carts/{id}/` asks for, told apart by its fields (spec section 7). */
export type CartPatch =
  { kind: 'register' } | { kind: 'confirm'; termsAccepted: boolean; label?: number | string } | { kind: 'paid' } | { kind: 'delivery'; changes: DeliveryChanges };

export function parseCartPatch(body: CartPatchDto): CartPatch {
  if (body.status === 1) return { kind: 'confirm', termsAccepted: body.terms_accepted === true, label: body.label };
  if (body.status === 2) return { kind: 'paid' };
  const changes: DeliveryChanges = { shippingAddressId: body.shipping_address, billingAddressId: body.billing_address, bundle: body.bundle };
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as DeliveryChanges;
  return Object.keys(given).length === 0 ? { kind: 'register' } : { kind: 'delivery', changes: given };
}

/** The gift note fields of a body; undefined when neither is sent (a line change then keeps its note). */
export function parseGiftNote(body: { gift_recipient_name?: string | null; gift_message?: string | null }): GiftNote | undefined {
  if (body.gift_recipient_name == null && body.gift_message == null) return undefined;
  return { recipientName: body.gift_recipient_name ?? '', message: body.gift_message ?? '' };
}

export function parseAddProduct(body: AddProductDto): { cartId: string; productId: number; quantity: number; variantId: number | null; gift: GiftNote | null } {
  // A cart id that is no UUID names no cart: the command answers 404 as for someone else's cart.
  return {
    cartId: isUuid(body.cart) ? body.cart : String(body.cart),
    productId: body.product,
    quantity: body.quantity ?? 1,
    variantId: body.variant ?? null,
    gift: parseGiftNote(body) ?? null,
  };
}

export function parseLineChange(body: LineChangeDto): { quantity: number | null; dedications: string[]; gift: GiftNote | undefined } {
  return { quantity: body.quantity ?? null, dedications: body.dedications ?? [], gift: parseGiftNote(body) };
}

/** Euros → cents; no amount when absent (the rules say why). */
export function parseContribution(body: ContributionDto): ContributionInput {
  return {
    crowdfundingId: body.crowdfunding,
    amountCents: typeof body.contribution === 'number' ? Math.round(body.contribution * 100) : null,
    noCompensation: body.no_compensation ?? false,
    confirmGift: body.confirm_gift ?? false,
    rewards: (body.compensations ?? []).map((r) => ({
      compensationId: r.compensation,
      quantity: r.quantity,
      variantId: r.variant ?? null,
      dedications: r.dedications ?? [],
      vouchers: r.vouchers ?? [],
    })),
  };
}
