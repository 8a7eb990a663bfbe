/**
 * Paid orders for integration tests (see cart-fixtures.ts): a user's cart
 * filled by the caller, collected in person, paid by a voucher of its own, as the SPA does it.
 */
import type { QueryRunner } from './accounts';
import type { ServedApi } from './api-client';
import { cartClient, createAddress, createVoucher } from './cart-fixtures';

export interface Buyer {
  id: number;
  access: string;
}

/**
 * Creates the buyer's cart, lets `fill` put things in it (its answer is checked), then confirms and
 * pays it; fails the test on any refusal. `sql`: the database of a suite of its own (its address and voucher).
 */
export async function paidCart(
  api: ServedApi,
  buyer: Buyer,
  fill: (cartId: string) => Promise<unknown>,
  sql?: QueryRunner,
): Promise<{ id: string; reference: string; invoice_number: string }> {
  const carts = cartClient(api);
  const cart = (await carts.create(buyer.access)).body;
  const filled = (await fill(cart.id)) as { status?: number; body?: unknown } | undefined;
  if (filled?.status !== undefined && filled.status >= 300) throw new Error(`panier refusé (${filled.status}) : ${JSON.stringify(filled.body)}`);
  const address = await createAddress(buyer.id, sql);
  await carts.patch(cart.id, { shipping_address: address, billing_address: address, bundle: false }, buyer.access);
  await carts.pickup(cart.id, buyer.access);
  await carts.applyVoucher(cart.id, await createVoucher({ remainingCents: 1_000_000 }, sql), buyer.access);
  const confirmed = await carts.patch(cart.id, { status: 1, terms_accepted: true }, buyer.access);
  if (confirmed.status !== 200) throw new Error(`validation refusée (${confirmed.status}) : ${JSON.stringify(confirmed.body)}`);
  const paid = await carts.payWithVoucher(cart.id, buyer.access);
  if (paid.status !== 200) throw new Error(`paiement refusé (${paid.status}) : ${JSON.stringify(paid.body)}`);
  return paid.body;
}

/** A contribution body as the SPA's form sends it. */
export function contribution(crowdfunding: number, contribution: number, compensations: Record<string, unknown>[] = [], extra: Record<string, unknown> = {}) {
  return { crowdfunding, contribution, no_compensation: compensations.length === 0, confirm_gift: true, compensations, ...extra };
}
