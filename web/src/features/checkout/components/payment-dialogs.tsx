import { closeModal, openModal } from '@/components/ui/modal';

/** The 'cart-content-changed' dialog (spec §8): prices or availability changed, the cart was reloaded. */
export function openCartContentChanged(): void {
  openModal({
    title: 'Votre panier a changé',
    body: (
      <div data-modal="cart-content-changed">
        <p>
          Le contenu de votre panier a changé depuis que vous l'avez rempli : un prix ou une disponibilité a été mis à jour. Vérifiez le récapitulatif de votre commande avant de
          payer.
        </p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={closeModal}>
            Vérifier ma commande
          </button>
        </div>
      </div>
    ),
  });
}

/** The 'error-payment' dialog (spec §8): the order could not be confirmed or paid. */
export function openPaymentError(detail?: string | null): void {
  openModal({
    title: 'Paiement impossible',
    body: (
      <div data-modal="error-payment">
        <p>Une erreur est survenue lors de la validation de votre commande. Veuillez réessayer dans quelques instants.</p>
        {detail && <p className="checkout-dialog__detail">{detail}</p>}
        <div className="modal__actions">
          <button type="button" className="button" onClick={closeModal}>
            Fermer
          </button>
        </div>
      </div>
    ),
  });
}
