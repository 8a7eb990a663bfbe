import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { Product } from '@/types/api';

/** A linked product's page: a book's page, or the shop's product page. */
function hrefOf(product: Product, labelSlug: string): string {
  return product.type === 'book' ? paths.label.book.getHref(labelSlug, product.slug) : paths.label.product.getHref(labelSlug, product.slug);
}

/** 'Avec ce livre': the products linked to a book (`expand=linked_products`), as small cards. */
export function LinkedProducts({ products, labelSlug }: { products: (number | Product)[] | undefined; labelSlug: string }) {
  const linked = (products ?? []).filter((p): p is Product => typeof p === 'object' && p !== null);
  if (linked.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="linked-title">
      <h2 id="linked-title">Avec ce livre</h2>
      <ul className="linked" role="list">
        {linked.map((product) => (
          <li key={product.id} className="linked__item">
            <Picture src={product.image} webp={product.image_webp} alt="" className="linked__image" width={160} height={160} />
            <div className="linked__body">
              <Link to={hrefOf(product, labelSlug)} className="linked__link">
                {frenchSpacing(product.name)}
              </Link>
              <span className="linked__price">{formatPrice(product.price)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
