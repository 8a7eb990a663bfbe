import { moneticoAmount } from './monetico-form';
import { notificationKind } from './payment-data';

/** What became of a notification (bank_notifications.outcome). */
export type BankOutcome = 'paid' | 'already-paid' | 'cancelled' | 'anomaly';

/**
 * Why a notification was not acted upon (payment_anomalies.kind): a reference no cart knows, another
 * TPE, a return code the shop does not handle, another amount than the attempt asked, or the cart
 * refusing the payment.
 */
export type AnomalyKind = 'unknown-reference' | 'tpe' | 'code' | 'amount' | 'refused';

/** An anomaly as staff read it: its kind and a French sentence. */
export interface PaymentAnomaly {
  kind: AnomalyKind;
  detail: string;
}

/** What the matching reads of a notification: its reference, return code and fields as received. */
export interface NotificationToMatch {
  reference: string;
  code_retour: string;
  fields: Record<string, string>;
}

/** The cart the reference points to, with the attempt as the cart recorded it. */
export interface CartToMatch {
  cartId: string;
  attempt: { amountCents: number };
}

/** Nothing is paid: staff are told (cartId: the attempt's cart, when one was found). */
export interface FlaggedNotification {
  action: 'flag';
  cartId: string | null;
  anomaly: PaymentAnomaly;
}

/** What to do with a notification (`cart`: the one given to the matching, passed on as it came). */
export type BankMatch<C extends CartToMatch = CartToMatch> =
  | FlaggedNotification
  /** The bank's 'Annulation': the cart records the attempt as failed. */
  | { action: 'fail-attempt'; cart: C }
  /** The bank took what the attempt asked: the cart is paid by card with that amount. */
  | { action: 'pay'; cart: C; amountCents: number };

const flag = (cartId: string | null, kind: AnomalyKind, detail: string): FlaggedNotification => ({ action: 'flag', cartId, anomaly: { kind, detail } });

/**
 * Matches a notification with the cart of its reference (null: no cart has it) and the shop's TPE.
 * The checks go in this order: the cart exists, the TPE is ours, then the return code; an
 * 'Annulation' is recorded whatever its amount, a payment only when its amount is the attempt's.
 */
export function matchBankNotification<C extends CartToMatch>(notification: NotificationToMatch, cart: C | null, shopTpe: string): BankMatch<C> {
  const { reference, code_retour: code, fields } = notification;
  if (!cart) return flag(null, 'unknown-reference', `Aucun panier pour la référence ${reference}`);
  if (fields.TPE !== shopTpe) return flag(cart.cartId, 'tpe', `TPE reçu « ${fields.TPE} », attendu « ${shopTpe} »`);
  const kind = notificationKind(code);
  if (kind === 'cancelled') return { action: 'fail-attempt', cart };
  if (kind === 'other') return flag(cart.cartId, 'code', `Code retour non pris en charge : ${code}`);
  const expected = moneticoAmount(cart.attempt.amountCents);
  if (fields.montant !== expected) return flag(cart.cartId, 'amount', `Montant reçu « ${fields.montant} », attendu « ${expected} »`);
  return { action: 'pay', cart, amountCents: cart.attempt.amountCents };
}

/**
 * The cart refused what the notification asked (unconfirmed since the form was sent…): money may
 * have been taken, staff must see it.
 */
export const refusedByCart = (reason: string): PaymentAnomaly => ({ kind: 'refused', detail: `Le panier refuse : ${reason}` });

/** A card payment the cart accepted: paid now, or paid before (the same notification again, another copy). */
export const cardPaymentOutcome = (newEventTypes: readonly string[]): BankOutcome => (newEventTypes.includes('CartPaid') ? 'paid' : 'already-paid');
