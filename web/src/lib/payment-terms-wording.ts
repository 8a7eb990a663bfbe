/**
 * How a bookseller's terms are worded, the same on the profile, the checkout's banner and the firm
 * sale's recap (spec §9): a direct debit counts its days from the invoice's date (« date de
 * facture »), a wire runs to the end of the month those days end in (« fin de mois »).
 */
export function termWording(means: 'sepa-debit' | 'wire', sepaTermDays: number | null | undefined): string {
  return means === 'sepa-debit' ? `${sepaTermDays ?? 90} jours date de facture` : '90 jours fin de mois';
}

/** « Paiement par prélèvement à 90 jours date de facture. », « Paiement par virement à 90 jours fin de mois. » */
export function termsSentence(means: 'sepa-debit' | 'wire', sepaTermDays: number | null | undefined): string {
  return `Paiement par ${means === 'sepa-debit' ? 'prélèvement' : 'virement'} à ${termWording(means, sepaTermDays)}.`;
}
