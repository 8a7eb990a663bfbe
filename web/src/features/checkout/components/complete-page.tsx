import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { forgetCartId, getCartId } from '@/lib/cart-id';
import { useWaitForPayment } from '../api/wait-for-payment';
import { CommentForms } from './comment-forms';

/**
 * `checkout/complete/{id}` (spec §2): only for a paid cart (status 2), else back to the summary,
 * once a payment under way has had its chance to be confirmed by the bank.
 */
export function CompletePage({ labelSlug, cartId }: { labelSlug: string; cartId: string }) {
  const wait = useWaitForPayment(cartId);
  const paid = wait.state === 'paid';

  // The order is placed: the next visit starts a new cart.
  useEffect(() => {
    if (paid && getCartId() === cartId) forgetCartId();
  }, [paid, cartId]);

  if (wait.state === 'unpaid') return <Navigate to={paths.label.checkout.getHref(labelSlug, 'summary')} replace />;
  if (wait.state === 'error') return <ErrorMessage message={wait.message} onRetry={() => window.location.reload()} />;
  if (wait.state === 'loading' || wait.state === 'waiting') {
    return (
      <p className="checkout-waiting" role="status">
        <span className="checkout-waiting__spinner" aria-hidden="true" />
        {wait.state === 'waiting' ? 'Paiement en cours de confirmation…' : 'Chargement de votre commande…'}
      </p>
    );
  }
  const { cart } = wait;
  return (
    <div className="checkout-complete">
      <div className="checkout-complete__message" role="status">
        <p className="checkout-complete__title">Votre commande n°{cart.reference} a bien été enregistrée, merci de votre confiance.</p>
        <p>Vous serez informé·e par e-mail de son avancement : la confirmation de votre commande vient de vous être envoyée.</p>
      </div>
      <CommentForms cartId={cart.id} />
      <div className="checkout-complete__actions">
        <Link to={paths.label.home.getHref(labelSlug)} className="button">
          Revenir à l'accueil
        </Link>
      </div>
    </div>
  );
}
