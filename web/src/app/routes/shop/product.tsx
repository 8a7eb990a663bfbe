import { Link, Navigate, useParams } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProduct } from '@/features/catalogue/api/get-product';
import { ProductDetail } from '@/features/catalogue/components/product-detail';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { excerpt } from '@/lib/format';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'boutique/produit/:slug': a goodie, its variants and the cart button. */
export function ProductRoute() {
  const label = useCurrentLabel();
  const slug = useParams().slug ?? '';
  const { data: product, error, mutate } = useProduct(slug);
  useDocumentMeta(product ? `${product.name} — ${label.name}` : null, product ? excerpt(product.description_text, 200) : null);

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  if (error) return <ErrorMessage message={`Ce produit n'a pas pu être chargé. ${error.message}`} onRetry={() => void mutate()} />;
  if (!product) return <div className="product-page product-page--loading" aria-hidden="true" />;

  return (
    <>
      <nav className="breadcrumb" aria-label="Fil d'Ariane">
        <Link to={paths.label.shop.getHref(label.slug)}>Boutique</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.name}</span>
      </nav>
      <ProductDetail
        product={product}
        actions={(selection) =>
          label.featureCart ? (
            <AddToCartButton
              addition={{ labelId: label.id, product: product.id, variant: selection.variant }}
              productName={product.name}
              labelSlug={label.slug}
              blocked={selection.blocked}
              onBlocked={selection.onBlocked}
              disabled={selection.disabled}
            />
          ) : null
        }
      />
    </>
  );
}
