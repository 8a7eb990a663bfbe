import { Link } from 'react-router-dom';
import { frenchSpacing } from '@shop/typography';
import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { Product } from '@/types/api';
import { availability, stockMessage } from '../utils/book-status';

/** A shop product on a grid: photo, name, price; out of stock greyed (spec §4), its options counted. */
export function ProductCard({ product, labelSlug }: { product: Product; labelSlug: string }) {
  const status = availability(product);
  const note = stockMessage(status);
  const choices = (product.variants ?? []).filter((v) => v.remaining_quantity > 0).length;
  const titleId = `product-${product.id}-title`;
  return (
    <article className={`book-card product-card${status.kind === 'out-of-stock' ? ' is-unavailable' : ''}`} aria-labelledby={titleId}>
      <div className="book-card__cover-box product-card__photo-box">
        <Picture src={product.image} webp={product.image_webp} alt="" className="book-card__cover" width={800} height={800} sizes={PICTURE_SIZES.card} />
      </div>
      <div className="book-card__body">
        <h3 className="book-card__title" id={titleId}>
          <Link to={paths.label.product.getHref(labelSlug, product.slug)} className="book-card__link">
            {frenchSpacing(product.name)}
          </Link>
        </h3>
        <p className="book-card__price">{formatPrice(product.price)}</p>
        {choices > 1 && <p className="book-card__author">{choices} choix disponibles</p>}
        {note && <p className="book-card__stock">{note}</p>}
      </div>
    </article>
  );
}

/** The shop's products in four columns (two on phones). */
export function ProductGrid({ products, labelSlug }: { products: Product[]; labelSlug: string }) {
  return (
    <ul className="grid grid--4 grid--books" role="list">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} labelSlug={labelSlug} />
        </li>
      ))}
    </ul>
  );
}
