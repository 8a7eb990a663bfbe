import { api } from '@/lib/api-client';
import type { Cart } from '@/types/api';

/** The API's answer when the catalogue changed since the cart was filled (spec §8). */
export const CART_CONTENT_CHANGED = 'cart content changed';

/**
 * `PATCH carts/{id}/ {status: 1, terms_accepted: true}`: the prices are fixed before paying (spec §4),
 * once the customer ticked the CGV box. The server confirms nothing without it (400 on
 * `terms_accepted`) and records the acceptance on the cart (the shop's proof, L221-14).
 */
export function confirmCart(cartId: string, acceptance: { termsAccepted: true }, labelSlug?: string): Promise<Cart> {
  // The order belongs to the label the customer confirms on: its confirmation page and mails follow it.
  return api.patch<Cart>(`carts/${encodeURIComponent(cartId)}/`, { status: 1, terms_accepted: acceptance.termsAccepted, ...(labelSlug ? { label: labelSlug } : {}) });
}

/** The sealed bank form of `GET carts/{id}/payment/` (spec §3, 'Bank payment data'). */
export interface BankPaymentData {
  url: string;
  version: string;
  TPE: string;
  contexte_commande: string;
  date: string;
  montant: string;
  reference: string;
  MAC: string;
  url_retour_ok: string;
  url_retour_err: string;
  lgue: string;
  societe: string;
  mail: string;
  texte_libre: string;
}

export function getBankPayment(cartId: string): Promise<BankPaymentData> {
  return api.get<BankPaymentData>(`carts/${encodeURIComponent(cartId)}/payment/`);
}

/** Booksellers' payment means (contracts): the cart comes back paid later, with its due date. */
export function payByDirectDebit(cartId: string): Promise<Cart> {
  return api.post<Cart>(`carts/${encodeURIComponent(cartId)}/direct_debit/`, {});
}

export function payByWire(cartId: string): Promise<Cart> {
  return api.post<Cart>(`carts/${encodeURIComponent(cartId)}/wire/`, {});
}

/** `POST carts/{id}/pay_with_voucher/`: nothing left to pay, vouchers cover everything. */
export function payWithVoucher(cartId: string): Promise<Cart> {
  return api.post<Cart>(`carts/${encodeURIComponent(cartId)}/pay_with_voucher/`, {});
}
