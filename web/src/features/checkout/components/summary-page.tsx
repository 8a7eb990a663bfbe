import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Cart } from '@/types/api';
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
/** The bank's notification said it refused the card. */
export const PAYMENT_REFUSED = 'Votre banque a refusé le paiement : aucune somme n’a été débitée. Vous pouvez réessayer, avec une autre carte si besoin.';
/** The bank's notification said the customer cancelled on its page. */
export const PAYMENT_CANCELLED = 'Vous avez annulé le paiement : aucune somme n’a été débitée. Votre commande vous attend, vous pouvez réessayer.';

/**
 * What the customer is told back from the bank's page: a refused card is not a cancelled payment.
 * The bank's notification may come after the customer (DOMAIN: trust only the notification): until
 * it says, the specification's words.
 */
export function paymentFailure(cart: Pick<Cart, 'last_card_attempt'> | undefined): string {
  if (cart?.last_card_attempt === 'refused') return PAYMENT_REFUSED;
  if (cart?.last_card_attempt === 'cancelled') return PAYMENT_CANCELLED;
  return PAYMENT_FAILED;
}

/** How often, and how many times, the cart is read again for the bank's answer after `fail=1`. */
const BANK_ANSWER_POLL_MS = 1000;
const BANK_ANSWER_POLLS = 8;

/** Back with `fail=1` before the bank's notification: reads the cart again a few times until it tells. */
function useBankAnswer(waiting: boolean, reload: () => unknown) {
  const polls = useRef(0);
  useEffect(() => {
    if (!waiting || polls.current >= BANK_ANSWER_POLLS) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      void reload();
    }, BANK_ANSWER_POLL_MS);
    return () => window.clearTimeout(timer);
  });
}

/** `checkout/summary` (spec §2): the order's recap, then the payment. */
export function SummaryPage({ labelSlug, failed }: { labelSlug: string; failed: boolean }) {
  const cartId = useCartId();
  const { profile } = useSession();
  const { data: cart, error, mutate: reload } = useCheckoutCart(cartId);
  const professional = isBookseller(profile);
  useBankAnswer(failed && cart?.last_card_attempt === 'started', reload);

  const failure = failed && (
    <p className="notice notice--error" role="alert">
      {paymentFailure(cart)}
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
