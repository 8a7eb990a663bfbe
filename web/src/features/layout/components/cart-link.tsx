import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCartCount } from '@/lib/cart/use-cart-count';
import '../layout-extras.css';

/** The name of the cart link: its visible words ('Panier', then the count) first, as speech users say them (WCAG 2.5.3). */
export function cartLinkName(count: number): string {
  return `Panier, ${count} article${count > 1 ? 's' : ''}`;
}

/** The cart icon with its item count, linking to the cart (shown when the label sells: featureCart). */
export function CartLink({ labelSlug }: { labelSlug: string }) {
  const count = useCartCount();
  return (
    <Link to={paths.label.checkout.getHref(labelSlug)} className="header-action header-action--cart" aria-label={cartLinkName(count)}>
      <Icon name="cart" />
      <span className="header-action__text" aria-hidden="true">
        Panier
      </span>{' '}
      {/* After the word in the page's order, before it on screen (layout-extras.css). */}
      <span className="cart-badge" data-empty={count === 0} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
