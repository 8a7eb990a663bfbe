import { Link } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { forgetCartId } from '@/lib/cart/cart-id';
import { isGoneCart } from '@/lib/cart/get-cart';

/** What a checkout step shows without a cart to work on: an empty cart, a failed load, or a load under way. */
export function EmptyCheckout({ labelSlug }: { labelSlug: string }) {
  return (
    <div className="empty">
      <p>Votre panier est vide.</p>
      <Link to={paths.label.home.getHref(labelSlug)} className="button">
        Continuer mes achats
      </Link>
    </div>
  );
}

export function CheckoutLoadError({ error, onRetry, labelSlug }: { error: Error; onRetry: () => void; labelSlug: string }) {
  // Spec §4: a cart the API no longer knows is forgotten.
  if (isGoneCart(error)) {
    forgetCartId();
    return <EmptyCheckout labelSlug={labelSlug} />;
  }
  return <ErrorMessage message="Votre panier n'a pas pu être chargé." onRetry={onRetry} />;
}

export function CheckoutLoading() {
  return (
    <p className="checkout-loading" role="status">
      Chargement de votre commande…
    </p>
  );
}
