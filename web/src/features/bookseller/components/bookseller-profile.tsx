import { formatPrice, formatDecimal } from '@/lib/format';
import { termsSentence } from '@/lib/payment-terms-wording';
import type { BooksellerTerms, UserProfile } from '@/types/api';
import { CompanyIdentifiersSection } from './company-identifiers-form';
import { IbanSection } from './iban-form';

/** Spec §9: how payment means are shown. */
const PAYMENT_MEANS: Record<string, string> = { wire: 'Virement', 'sepa-debit': 'Prélèvement', 'credit-card': 'CB', 'credit-cart': 'CB' };

/** What each payment mean means for the bookseller (spec §9: terms and the direct-debit note). */
function paymentNote(terms: BooksellerTerms): string {
  if (terms.payment_mean === 'sepa-debit') {
    return `${termsSentence('sepa-debit', terms.sepa_term)} Prélèvement automatique lorsqu'une commande dépasse ${formatPrice(50)}.`;
  }
  if (terms.payment_mean === 'wire') return termsSentence('wire', null);
  return 'Paiement par carte bancaire à la commande.';
}

/** Spec §2 'libraire/profile': the bookseller's company and trade terms, from the profile's `bookseller` object. */
export function BooksellerProfile({ profile }: { profile: UserProfile }) {
  const terms = profile.bookseller;
  if (!terms) return null;
  return (
    <>
      <section className="account-box bookseller-terms" aria-labelledby="bookseller-terms-title">
        <h2 id="bookseller-terms-title" className="account-card__title">
          {terms.company_name ?? 'Votre librairie'}
        </h2>
        <dl className="account-card__facts">
          <div>
            <dt>Adresse e-mail</dt>
            <dd>{profile.email}</dd>
          </div>
          <div>
            <dt>Remise sur les livres</dt>
            <dd>{formatDecimal(terms.discount)} %</dd>
          </div>
          <div>
            <dt>Mode de paiement</dt>
            <dd>{PAYMENT_MEANS[terms.payment_mean] ?? terms.payment_mean}</dd>
          </div>
          <div>
            <dt>Factures envoyées à</dt>
            <dd>{terms.invoice_mail ?? profile.email}</dd>
          </div>
          <div>
            <dt>Membre Prisme</dt>
            <dd>{terms.prisme_member ? 'Oui' : 'Non'}</dd>
          </div>
        </dl>
        <p className="account-card__meta">{paymentNote(terms)}</p>
        <p className="account-card__meta">Les commandes passées depuis l'espace libraire sont des ventes fermes.</p>
      </section>
      <CompanyIdentifiersSection terms={terms} />
      <IbanSection terms={terms} />
    </>
  );
}
