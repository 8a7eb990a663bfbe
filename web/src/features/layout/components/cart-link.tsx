import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCartCount } from '@/lib/cart';

/** The cart icon with its item count, linking to the cart (shown when the label sells: featureCart). */
export function CartLink({ labelSlug }: { labelSlug: string }) {
  const count = useCartCount();
  const name = count === 0 ? 'Panier, vide' : `Panier, ${count} article${count > 1 ? 's' : ''}`;
  return (
    <Link to={paths.label.checkout.getHref(labelSlug)} className="header-action header-action--cart" aria-label={name}>
      <Icon name="cart" />
      <span className="cart-badge" data-empty={count === 0} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="header-action__text" aria-hidden="true">
        Panier
      </span>
    </Link>
  );
}
