import type { PaymentMean, UserProfile } from '@/types/api';

/** Spec §9: the payment means as shown. */
export const PAYMENT_MEAN_LABELS: Record<PaymentMean, string> = {
  wire: 'Virement',
  'sepa-debit': 'Prélèvement',
  'credit-card': 'CB',
  'credit-cart': 'CB',
};

/** Spec §9: booksellers paying by direct debit are debited automatically above this amount. */
export const SEPA_DEBIT_NOTE = 'Les commandes de plus de 50 euros sont prélevées automatiquement.';

/** Spec §9's threshold in cents: an order of 50 € or less is not debited (the API refuses it too). */
export const DIRECT_DEBIT_ABOVE_CENTS = 5000;
export const DEBIT_BELOW_MINIMUM = 'Seules les commandes de plus de 50 € sont prélevées : réglez celle-ci par virement ou par carte bancaire.';

/** Spec §6: booksellers buy as firm sales. */
export const FIRM_SALE_NOTE = 'Les commandes des libraires sont des ventes fermes : elles ne donnent lieu à aucun retour.';

export const isBookseller = (profile: UserProfile | null | undefined) => Boolean(profile?.isBookseller);

/** The bookseller's payment mean (card when unknown), with the old spelling made the new one. */
export function paymentMeanOf(profile: UserProfile | null | undefined): PaymentMean {
  const mean = profile?.bookseller?.payment_mean ?? 'credit-card';
  return mean === 'credit-cart' ? 'credit-card' : mean;
}

/** Days of a bookseller's terms unless staff agreed others (spec §9). */
export const DEFAULT_TERM_DAYS = 90;

/**
 * The due date an order placed on `today` (YYYY-MM-DD) will get, for the recap before it is placed:
 * a direct debit `days` later, a wire at the end of the month in which those days end ('90 jours
 * fin de mois'). The server dates the order with the same rule when it places it.
 */
export function plannedDueDate(means: 'sepa-debit' | 'wire', today: string, days = DEFAULT_TERM_DAYS): string {
  const [year, month, day] = today.split('-').map(Number);
  const due = new Date(Date.UTC(year, month - 1, day + days));
  const end = means === 'wire' ? new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)) : due;
  return end.toISOString().slice(0, 10);
}
