import { Link } from 'react-router-dom';
import { DownloadLink } from '@/components/ui/download-link';
import { formatDate, formatPrice } from '@/lib/format';
import { useSeller } from '@/lib/seller';
import { PAYMENT_MEAN_NAMES } from '@/lib/order-money';
import type { Cart } from '@/types/api';

/**
 * What the confirmation says of a paid order besides its lines and money: its number and date,
 * how it was paid, the invoice (or when it comes) and where to find the order again.
 */
/** An unpaid wire order: the account to pay, the amount, the reference that matches the transfer to the order. */
function WireInstructions({ cart }: { cart: Cart }) {
  const { data: seller } = useSeller();
  if (!seller?.bank) return <dd>Les coordonnées bancaires figurent sur la facture.</dd>;
  return (
    <dd>
      <ul className="checkout-facts__wire">
        <li>Montant : {formatPrice(cart.remaining_to_pay)}</li>
        <li>Bénéficiaire : {seller.name}</li>
        <li>
          IBAN : <span className="checkout-facts__code">{seller.bank.iban}</span>
        </li>
        <li>
          BIC : <span className="checkout-facts__code">{seller.bank.bic}</span>
        </li>
        <li>
          Référence à indiquer : <span className="checkout-facts__code">{cart.reference}</span>
        </li>
      </ul>
    </dd>
  );
}

export function OrderFacts({ cart, orderHref }: { cart: Cart; orderHref: string }) {
  const means = cart.paid_with ? (PAYMENT_MEAN_NAMES[cart.paid_with] ?? cart.paid_with) : '—';
  const owed = cart.payment_due_date && !cart.paid && Number(cart.remaining_to_pay) > 0;
  return (
    <dl className="checkout-facts">
      <div>
        <dt>Commande</dt>
        <dd>
          n°{cart.reference}
          {cart.invoice_date ? ` du ${formatDate(cart.invoice_date)}` : ''}
        </dd>
      </div>
      <div>
        <dt>Moyen de paiement</dt>
        <dd>
          {means}
          {cart.payment_due_date
            ? cart.paid_with === 'sepa-debit'
              ? `, prélevé le ${formatDate(cart.payment_due_date)}`
              : `, à régler au plus tard le ${formatDate(cart.payment_due_date)}`
            : ''}
        </dd>
      </div>
      {owed && cart.paid_with === 'wire' && (
        <div className="checkout-facts__wire-row">
          <dt>Virement</dt>
          <WireInstructions cart={cart} />
        </div>
      )}
      <div>
        <dt>Facture</dt>
        <dd>
          {cart.invoice_file ? (
            <DownloadLink
              href={cart.invoice_file}
              filename={`facture-${cart.invoice_number ?? 'commande'}.pdf`}
              failure="La facture n’a pas pu être téléchargée. Veuillez réessayer."
            >
              Télécharger la facture{cart.invoice_number ? ` n°${cart.invoice_number}` : ''}
            </DownloadLink>
          ) : (
            'Elle sera disponible dans votre compte dès qu’elle sera prête.'
          )}
        </dd>
      </div>
      <div>
        <dt>Suivi</dt>
        <dd>
          <Link to={orderHref}>Voir ma commande dans mon compte</Link>
        </dd>
      </div>
    </dl>
  );
}
