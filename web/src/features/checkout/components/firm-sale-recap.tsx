import { closeModal, openModal } from '@/components/ui/modal';
import { formatDate, formatPrice, parisToday } from '@/lib/format';
import { termWording } from '@/lib/payment-terms-wording';
import type { Seller } from '@/lib/seller';
import type { Cart, UserProfile } from '@/types/api';
import { DEFAULT_TERM_DAYS, FIRM_SALE_NOTE, plannedDueDate } from '../utils/payment-terms';

/**
 * Before a bookseller places a firm sale on terms, the terms it commits to: the amount, when it is
 * due (the debit's day, or the wire's deadline), and from which account or to which one.
 */
export function openFirmSaleRecap({
  means,
  cart,
  profile,
  seller,
  onConfirm,
}: {
  means: 'sepa-debit' | 'wire';
  cart: Cart;
  profile: UserProfile | null;
  seller: Seller | undefined;
  onConfirm: () => void;
}): void {
  const days = means === 'sepa-debit' ? (profile?.bookseller?.sepa_term ?? DEFAULT_TERM_DAYS) : DEFAULT_TERM_DAYS;
  const due = formatDate(plannedDueDate(means, parisToday(), days));
  const amount = formatPrice(cart.remaining_to_pay);
  openModal({
    title: means === 'sepa-debit' ? 'Commander par prélèvement' : 'Commander par virement',
    body: (
      <div data-modal="firm-sale-recap" className="firm-sale-recap">
        <dl className="firm-sale-recap__facts">
          <div>
            <dt>Montant</dt>
            <dd>{amount}</dd>
          </div>
          {means === 'sepa-debit' ? (
            <>
              <div>
                <dt>Prélèvement</dt>
                <dd>
                  le {due} ({termWording('sepa-debit', days)})
                </dd>
              </div>
              <div>
                <dt>Compte prélevé</dt>
                <dd className="firm-sale-recap__code">{profile?.bookseller?.iban_masked ?? '—'}</dd>
              </div>
              {profile?.bookseller?.sepa_mandate_reference && (
                <div>
                  <dt>Mandat (RUM)</dt>
                  <dd className="firm-sale-recap__code">{profile.bookseller.sepa_mandate_reference}</dd>
                </div>
              )}
            </>
          ) : (
            <>
              <div>
                <dt>À régler avant le</dt>
                <dd>
                  {due} ({termWording('wire', days)})
                </dd>
              </div>
              <div>
                <dt>Virement à</dt>
                <dd>
                  {seller?.bank ? (
                    <>
                      {seller.name}
                      <br />
                      IBAN <span className="firm-sale-recap__code">{seller.bank.iban}</span>
                      <br />
                      BIC <span className="firm-sale-recap__code">{seller.bank.bic}</span>
                    </>
                  ) : (
                    'Les coordonnées bancaires figureront sur la facture.'
                  )}
                </dd>
              </div>
              <div>
                <dt>Référence à indiquer</dt>
                <dd className="firm-sale-recap__code">{cart.reference}</dd>
              </div>
            </>
          )}
        </dl>
        <p>{FIRM_SALE_NOTE}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={closeModal}>
            Revenir au récapitulatif
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              closeModal();
              onConfirm();
            }}
          >
            Confirmer la commande
          </button>
        </div>
      </div>
    ),
  });
}
