import { CartView } from '@/features/cart/components/cart-view';
import '@/features/cart/cart.css';
import { useDocumentMeta } from '@/lib/document-meta';
import { useCurrentLabel } from '../label-layout';

/** The cart page (spec §2, 'checkout/cart'). */
export function CartRoute() {
  const label = useCurrentLabel();
  useDocumentMeta(`Votre panier — ${label.name}`);
  return (
    <section className="cart" aria-labelledby="cart-title">
      <header className="page-head cart__head">
        <p className="page-head__eyebrow">Commande</p>
        <h1 id="cart-title">Votre panier</h1>
      </header>
      <CartView labelSlug={label.slug} />
    </section>
  );
}
