import type { PaymentMean, UserProfile } from '@/types/api';

/** Spec §9: the payment means as shown. */
export const PAYMENT_MEAN_LABELS: Record<PaymentMean, string> = {
  wire: 'Virement',
  'sepa-debit': 'Prélèvement',
  'credit-card': 'CB',
  'credit-cart': 'CB',
};

/** Spec §9: the terms of each mean, for the bookseller's summary. */
export const PAYMENT_TERMS: Partial<Record<PaymentMean, string>> = {
  'sepa-debit': 'Paiement par prélèvement à 90 jours.',
  wire: 'Paiement par virement à 90 jours fin de mois.',
};

/** Spec §9: booksellers paying by direct debit are debited automatically above this amount. */
export const SEPA_DEBIT_NOTE = 'Les commandes de plus de 50 euros sont prélevées automatiquement.';

/** Spec §6: booksellers buy as firm sales. */
export const FIRM_SALE_NOTE = 'Les commandes des libraires sont des ventes fermes : elles ne donnent lieu à aucun retour.';

export const isBookseller = (profile: UserProfile | null | undefined) => Boolean(profile?.isBookseller);

/** The bookseller's payment mean (card when unknown), with the old spelling made the new one. */
export function paymentMeanOf(profile: UserProfile | null | undefined): PaymentMean {
  const mean = profile?.bookseller?.payment_mean ?? 'credit-card';
  return mean === 'credit-cart' ? 'credit-card' : mean;
}
