import { useRef, useState } from 'react';
import { frenchSpacing } from '@shop/typography';
import { Link, useParams } from 'react-router-dom';
import { Navigate } from '@/components/ui/navigate';
import { ErrorMessage } from '@/components/ui/error-message';
import { GiftNoteFields, giftNoteOf, giftNoteProblem, type GiftNoteDraft } from '@/components/ui/gift-note-fields';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useProduct } from '@/features/catalogue/api/get-product';
import { DraftBanner } from '@/features/catalogue/components/draft-banner';
import { ProductDetail, type ProductSelection } from '@/features/catalogue/components/product-detail';
import '@/features/catalogue/gift-cards.css';
import { useCurrentSlug } from '@/hooks/use-current-slug';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { imagePreload, PICTURE_SIZES } from '@/lib/responsive-image';
import { excerpt } from '@/lib/format';
import { useSiteOrigin } from '@/lib/ssr/server-render';
import { breadcrumbs, offer, sharePicture, StructuredData } from '@/lib/structured-data';
import type { Label, Product } from '@/types/api';
import { useCurrentLabel } from '../label-layout';

/** Spec §2 'boutique/produit/:slug': a goodie, its variants and the cart button; a gift card, offered with a name and a message. */
export function ProductRoute() {
  const label = useCurrentLabel();
  const slug = useParams().slug ?? '';
  const { data: product, error, mutate } = useProduct(slug);
  useCurrentSlug(slug, product?.slug);
  const origin = useSiteOrigin();
  useDocumentMeta(product ? `${product.name} — ${label.name}` : null, product ? excerpt(product.description_text, 200) : null, {
    image: sharePicture(product?.image),
    type: 'product',
    ...imagePreload(product?.image_webp, product?.image, 800, PICTURE_SIZES.gallery),
  });

  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.label.notFound.getHref(label.slug)} replace />;
  if (error) return <ErrorMessage message="Ce produit n'a pas pu être chargé." onRetry={() => void mutate()} />;
  if (!product) return <div className="product-page product-page--loading" aria-hidden="true" />;

  const giftCard = product.type === 'giftcard';
  return (
    <>
      {product.draft && <DraftBanner />}
      <nav className="breadcrumb" aria-label="Fil d'Ariane">
        <Link to={paths.label.shop.getHref(label.slug)}>Boutique</Link>
        <span aria-hidden="true"> / </span>
        {giftCard && (
          <>
            <Link to={paths.label.giftCards.getHref(label.slug)}>Cartes cadeaux</Link>
            <span aria-hidden="true"> / </span>
          </>
        )}
        <span aria-current="page">{frenchSpacing(product.name)}</span>
      </nav>
      <ProductDetail
        product={product}
        actions={(selection) =>
          // A draft (staff's preview) is not for sale: no cart button.
          !label.featureCart || product.draft ? null : giftCard ? (
            <GiftCardActions product={product} label={label} selection={selection} />
          ) : (
            <AddToCartButton
              addition={{ labelId: label.id, product: product.id, variant: selection.variant }}
              productName={product.name}
              labelSlug={label.slug}
              blocked={selection.blocked}
              onBlocked={selection.onBlocked}
              disabled={selection.disabled}
            />
          )
        }
      />
      {!product.draft && <StructuredData data={productData(product, label, origin)} />}
    </>
  );
}

/** A gift card's cart button, with the recipient's name and message it may carry. */
function GiftCardActions({ product, label, selection }: { product: Product; label: Label; selection: ProductSelection }) {
  const [draft, setDraft] = useState<GiftNoteDraft>({ recipientName: '', message: '' });
  const [asked, setAsked] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const problem = giftNoteProblem(draft);
  return (
    <>
      <GiftNoteFields ref={nameField} value={draft} onChange={setDraft} error={asked ? problem : null} />
      <AddToCartButton
        addition={{ labelId: label.id, product: product.id, variant: selection.variant, gift: giftNoteOf(draft) }}
        productName={product.name}
        labelSlug={label.slug}
        blocked={selection.blocked ?? problem}
        onBlocked={() => {
          if (selection.blocked) return selection.onBlocked();
          setAsked(true);
          nameField.current?.focus();
        }}
        disabled={selection.disabled}
      />
    </>
  );
}

/** The goodie for search engines: schema.org Product with the shop's offer, and the trail to it. */
function productData(product: Product, label: Label, origin: string): Record<string, unknown>[] {
  const path = paths.label.product.getHref(label.slug, product.slug);
  return [
    {
      '@type': 'Product',
      name: product.name,
      url: `${origin}${path}`,
      ...(product.image ? { image: sharePicture(product.image) } : {}),
      description: excerpt(product.description_text, 200),
      brand: { '@type': 'Brand', name: label.name },
      offers: offer(origin, path, product.price, product.out_of_stock ? 'OutOfStock' : 'InStock'),
    },
    breadcrumbs(origin, [
      [label.name, paths.label.home.getHref(label.slug)],
      ['Boutique', paths.label.shop.getHref(label.slug)],
      [product.name, path],
    ]),
  ];
}
