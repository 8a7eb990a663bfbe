import { formatDecimal } from '@/lib/format';
import type { UserProfile } from '@/types/api';
import { termsSentence } from '@/lib/payment-terms-wording';
import { FIRM_SALE_NOTE, PAYMENT_MEAN_LABELS, paymentMeanOf, SEPA_DEBIT_NOTE } from '../utils/payment-terms';

/** Spec §6, §9: the bookseller's banner with their discount, their payment mean and its terms. */
export function BooksellerTerms({ profile }: { profile: UserProfile }) {
  const mean = paymentMeanOf(profile);
  const terms = mean === 'sepa-debit' || mean === 'wire' ? termsSentence(mean, profile.bookseller?.sepa_term) : null;
  return (
    <div className="checkout-pro" data-testid="bookseller-terms">
      <p className="pro-banner">Espace libraire : vous bénéficiez d'une remise de {formatDecimal(profile.bookseller?.discount ?? 0)} % sur les livres.</p>
      <ul className="checkout-pro__notes">
        <li>
          Mode de paiement : <strong>{PAYMENT_MEAN_LABELS[mean]}</strong>
        </li>
        {terms && <li>{terms}</li>}
        {mean === 'sepa-debit' && <li>{SEPA_DEBIT_NOTE}</li>}
        <li>{FIRM_SALE_NOTE}</li>
      </ul>
    </div>
  );
}
