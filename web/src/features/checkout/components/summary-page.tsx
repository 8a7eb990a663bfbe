import { Link, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartIsEmpty } from '@/lib/cart/cart-count';
import { useCartId } from '@/lib/cart/cart-id';
import { useCheckoutCart } from '@/lib/cart/get-checkout-cart';
import { useSession } from '@/lib/session';
import { isBillingComplete, isDeliveryComplete } from '../utils/delivery-step';
import { isBookseller } from '../utils/payment-terms';
import { BooksellerTerms } from './bookseller-terms';
import { CheckoutLoadError, CheckoutLoading, EmptyCheckout } from './checkout-state';
import { RecapAddresses, RecapLines, RecapShipments, RecapTotals } from './order-recap';
import { PaymentActions } from './payment-actions';

/** Spec §8: the bank sent the customer back with `?fail=1`. */
export const PAYMENT_FAILED = 'Une erreur est survenue lors du paiement. Vous pouvez réessayer.';

/** `checkout/summary` (spec §2): the order's recap, then the payment. */
export function SummaryPage({ labelSlug, failed }: { labelSlug: string; failed: boolean }) {
  const cartId = useCartId();
  const { profile } = useSession();
  const { data: cart, error, mutate: reload } = useCheckoutCart(cartId);
  const professional = isBookseller(profile);

  const failure = failed && (
    <p className="notice notice--error" role="alert">
      {PAYMENT_FAILED}
    </p>
  );
  if (!cartId)
    return (
      <>
        {failure}
        <EmptyCheckout labelSlug={labelSlug} />
      </>
    );
  if (error) return <CheckoutLoadError error={error} onRetry={() => void reload()} labelSlug={labelSlug} />;
  if (!cart) return <CheckoutLoading />;
  if (cartIsEmpty(cart)) return <EmptyCheckout labelSlug={labelSlug} />;
  if (cart.status === 2) return <Navigate to={paths.label.checkout.getCompleteHref(labelSlug, cart.id)} replace />;

  const step = cart.need_delivery ? 'livraison' : 'sans-livraison';
  const ready = cart.need_delivery ? isDeliveryComplete(cart) : isBillingComplete(cart);
  return (
    <div className="checkout-summary">
      {failure}
      {professional && profile && <BooksellerTerms profile={profile} />}
      <section className="checkout-section" aria-labelledby="recap-lines-title">
        <h2 id="recap-lines-title" className="checkout-section__title">
          Vos articles
        </h2>
        <RecapLines cart={cart} professional={professional} />
      </section>
      <section className="checkout-section" aria-labelledby="recap-delivery-title">
        <div className="checkout-section__head">
          <h2 id="recap-delivery-title" className="checkout-section__title">
            {cart.need_delivery ? 'Livraison et facturation' : 'Facturation'}
          </h2>
          <Link to={paths.label.checkout.getHref(labelSlug, step)} className="button button--small button--ghost">
            Modifier
          </Link>
        </div>
        <RecapAddresses cart={cart} />
        <RecapShipments cart={cart} />
      </section>
      <section className="checkout-section checkout-section--pay" aria-labelledby="recap-pay-title">
        <h2 id="recap-pay-title" className="checkout-section__title">
          Paiement
        </h2>
        <RecapTotals cart={cart} professional={professional} />
        {ready ? (
          <PaymentActions cart={cart} profile={profile} labelSlug={labelSlug} />
        ) : (
          <p className="notice">
            Il manque des informations de livraison ou de facturation. <Link to={paths.label.checkout.getHref(labelSlug, step)}>Compléter ma commande</Link>
          </p>
        )}
      </section>
    </div>
  );
}
