import { DrfValidationError, FieldErrorCollector } from '@shop/common';
import { isUuid } from '../commands/cart-actor';
import type { ContributionInput, RewardInput } from '../commands/contribute.handler';
import type { DeliveryChanges } from '../commands/update-delivery.handler';
import { CART_MESSAGES as M } from '../domain/cart-errors';

type Body = Record<string, unknown>;

/** A JSON object body (DRF: anything else is a 400 on non_field_errors). */
export function asBody(raw: unknown): Body {
  if (raw === undefined || raw === null || raw === '') return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw DrfValidationError.single('non_field_errors', 'Données invalides. Un objet JSON est attendu.');
  return raw as Body;
}

const isInt = (v: unknown) => (typeof v === 'number' && Number.isInteger(v)) || (typeof v === 'string' && /^-?\d{1,9}$/.test(v.trim()));

/** A related object given by id, or as an object with its id (both are seen from SPAs). */
const idOf = (v: unknown): number | null => {
  const id = v && typeof v === 'object' ? (v as Body).id : v;
  return isInt(id) ? Number(id) : null;
};

/** An integer field: undefined when absent, null when null (if allowed); an error otherwise. */
function integer(body: Body, field: string, errors: FieldErrorCollector, nullable = true): number | null | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (v === null || v === '') return nullable ? null : (errors.add(field, M.required), undefined);
  if (!isInt(v)) return errors.add(field, M.integer), undefined;
  return Number(v);
}

function boolean(body: Body, field: string, errors: FieldErrorCollector): boolean | null | undefined {
  const v = body[field];
  if (v === undefined || v === null) return v as undefined | null;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  return errors.add(field, M.boolean), undefined;
}

/** `[{text}]` as the SPA sends dedications (plain strings are taken too). */
function texts(raw: unknown, key: string): string[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((d) => (typeof d === 'string' ? d : d && typeof d === 'object' && typeof (d as Body)[key] === 'string' ? ((d as Body)[key] as string) : ''));
}

/** Euros as a number or a decimal string → cents; anything else is no amount (the rules say why). */
function cents(raw: unknown): number | null {
  const value = typeof raw === 'string' ? raw.trim().replace(',', '.') : raw;
  if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string' || !/^-?\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** What a `PATCH api/carts/{id}/` asks for, told apart by its fields (spec section 7). */
export type CartPatch = { kind: 'register' } | { kind: 'confirm' } | { kind: 'paid' } | { kind: 'delivery'; changes: DeliveryChanges };

export function parseCartPatch(raw: unknown): CartPatch {
  const body = asBody(raw);
  const errors = new FieldErrorCollector();
  if (body.status !== undefined) {
    const status = integer(body, 'status', errors, false);
    errors.throwIfAny();
    if (status === 1) return { kind: 'confirm' };
    if (status === 2) return { kind: 'paid' };
    throw DrfValidationError.single('status', `"${String(body.status)}" n'est pas un choix valide.`);
  }
  const changes: DeliveryChanges = {
    shippingAddressId: integer(body, 'shipping_address', errors),
    billingAddressId: integer(body, 'billing_address', errors),
    bundle: boolean(body, 'bundle', errors),
  };
  errors.throwIfAny();
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as DeliveryChanges;
  return Object.keys(given).length === 0 ? { kind: 'register' } : { kind: 'delivery', changes: given };
}

/** `POST api/carts/` may name the label (id or slug) whose look the order's mails take; the default label otherwise. */
export function parseNewCart(raw: unknown): { label: number | string | undefined } {
  const { label } = asBody(raw);
  if (label === undefined || label === null || label === '') return { label: undefined };
  if (isInt(label)) return { label: Number(label) };
  if (typeof label === 'string') return { label };
  throw DrfValidationError.single('label', M.integer);
}

export function parseAddProduct(raw: unknown): { cartId: string; productId: number; quantity: number; variantId: number | null } {
  const body = asBody(raw);
  const errors = new FieldErrorCollector();
  if (body.cart === undefined || body.cart === null) errors.add('cart', M.required);
  const productId = integer(body, 'product', errors, false);
  if (body.product === undefined) errors.add('product', M.required);
  const quantity = integer(body, 'quantity', errors, false);
  const variantId = integer(body, 'variant', errors);
  errors.throwIfAny();
  // A cart id that is no UUID names no cart: the command answers 404 as for someone else's cart.
  return { cartId: isUuid(body.cart) ? body.cart : String(body.cart), productId: productId!, quantity: quantity ?? 1, variantId: variantId ?? null };
}

export function parseLineChange(raw: unknown): { quantity: number | null; dedications: string[] } {
  const body = asBody(raw);
  const errors = new FieldErrorCollector();
  const quantity = integer(body, 'quantity', errors);
  errors.throwIfAny();
  return { quantity: quantity ?? null, dedications: texts(body.dedications, 'text') };
}

export function parseContribution(raw: unknown): ContributionInput {
  const body = asBody(raw);
  const errors = new FieldErrorCollector();
  const crowdfundingId = integer(body, 'crowdfunding', errors, false);
  if (body.crowdfunding === undefined) errors.add('crowdfunding', M.required);
  const noCompensation = boolean(body, 'no_compensation', errors) ?? false;
  const confirmGift = boolean(body, 'confirm_gift', errors) ?? false;
  if (body.compensations !== undefined && !Array.isArray(body.compensations)) errors.add('compensations', M.list);
  errors.throwIfAny();
  const rewards: RewardInput[] = (Array.isArray(body.compensations) ? body.compensations : []).map((item) => {
    const r = asBody(item);
    return {
      compensationId: idOf(r.compensation) ?? NaN,
      // The client's `price` is ignored: rewards are priced from the catalogue.
      quantity: isInt(r.quantity) ? Number(r.quantity) : NaN,
      variantId: idOf(r.variant),
      dedications: texts(r.dedications, 'text'),
      vouchers: texts(r.vouchers, 'code'),
    };
  });
  return { crowdfundingId: crowdfundingId!, amountCents: cents(body.contribution), noCompensation, confirmGift, rewards };
}

export function parseVoucherCode(raw: unknown): string {
  const body = asBody(raw);
  if (typeof body.code !== 'string' || body.code.trim() === '') throw DrfValidationError.single('code', M.required);
  return body.code.trim().toUpperCase();
}
