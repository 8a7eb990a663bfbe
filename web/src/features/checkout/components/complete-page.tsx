import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { MoneySummary } from '@/components/order/money-summary';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { forgetCartId, getCartId } from '@/lib/cart/cart-id';
import { useSession } from '@/lib/session';
import { useWaitForPayment } from '../api/wait-for-payment';
import { isBookseller } from '../utils/payment-terms';
import { CommentForms } from './comment-forms';
import { OrderFacts } from './order-facts';
import { RecapAddresses, RecapLines, RecapShipments } from './order-recap';

/**
 * `checkout/complete/{id}` (spec §2): only for a paid cart (status 2), else back to the summary,
 * once a payment under way has had its chance to be confirmed by the bank. The thanks, then the
 * order's recap (number, payment, invoice, lines, addresses, parcels, money), the comments for the
 * campaigns it backs, and the way to the order in the account.
 */
export function CompletePage({ labelSlug, cartId }: { labelSlug: string; cartId: string }) {
  const wait = useWaitForPayment(cartId);
  const { profile } = useSession();
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
  const professional = isBookseller(profile);
  // Booksellers find their orders in their own area (the reader's account sends them there).
  const orderHref = professional
    ? `${paths.label.bookseller.getHref(labelSlug)}/commandes/${encodeURIComponent(cart.id)}`
    : `${paths.label.account.getHref(labelSlug, 'orders')}/${encodeURIComponent(cart.id)}`;
  return (
    <div className="checkout-complete">
      <div className="checkout-complete__message" role="status">
        <p className="checkout-complete__title">Votre commande n°{cart.reference} a bien été enregistrée, merci de votre confiance.</p>
        <p>Vous serez informé·e par e-mail de son avancement : la confirmation de votre commande vient de vous être envoyée.</p>
      </div>
      <section className="checkout-section" aria-labelledby="complete-recap-title">
        <h2 id="complete-recap-title" className="checkout-section__title">
          Récapitulatif de votre commande
        </h2>
        <OrderFacts cart={cart} orderHref={orderHref} />
        <RecapLines cart={cart} professional={professional} />
        <RecapAddresses cart={cart} />
        <RecapShipments cart={cart} />
        <MoneySummary cart={cart} professional={professional} className="checkout-complete__money" />
      </section>
      <CommentForms cartId={cart.id} />
      <div className="checkout-complete__actions">
        <Link to={orderHref} className="button">
          Voir ma commande
        </Link>
        <Link to={paths.label.home.getHref(labelSlug)} className="button button--ghost">
          Revenir à l'accueil
        </Link>
      </div>
    </div>
  );
}
