import { Link } from 'react-router-dom';
import { DownloadLink } from '@/components/ui/download-link';
import { formatDate } from '@/lib/format';
import { PAYMENT_MEAN_NAMES } from '@/lib/order-money';
import type { Cart } from '@/types/api';

/**
 * What the confirmation says of a paid order besides its lines and money: its number and date,
 * how it was paid, the invoice (or when it comes) and where to find the order again.
 */
export function OrderFacts({ cart, orderHref }: { cart: Cart; orderHref: string }) {
  const means = cart.paid_with ? (PAYMENT_MEAN_NAMES[cart.paid_with] ?? cart.paid_with) : '—';
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
          {cart.payment_due_date ? `, à régler au plus tard le ${formatDate(cart.payment_due_date)}` : ''}
        </dd>
      </div>
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
