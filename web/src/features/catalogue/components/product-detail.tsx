import { useId, useRef, useState, type ReactNode } from 'react';
import { frenchSpacing } from '@shop/typography';
import { HtmlContent } from '@/components/ui/html-content';
import { Icon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/format';
import type { Product } from '@/types/api';
import { availability, canOrder, stockMessage } from '../utils/book-status';
import { ProductGallery } from './product-gallery';

/** Spec §5: the message when an option must be chosen first. */
export const CHOOSE_VARIANT = "Merci de sélectionner l'option qui vous désirez.";

/** What the page's cart button needs: the chosen variant, or why nothing can be added yet. */
export interface ProductSelection {
  variant: number | null;
  blocked: string | null;
  /** Points the visitor at the option to choose. */
  onBlocked: () => void;
  disabled: boolean;
}

/**
 * A shop product (spec §2 'boutique/produit'): photos, name, price, description and, when it has
 * variants, a select where those out of stock cannot be chosen.
 */
export function ProductDetail({ product, actions }: { product: Product; actions: (selection: ProductSelection) => ReactNode }) {
  const variants = product.variants ?? [];
  const status = availability(product);
  const stock = stockMessage(status);
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [variant, setVariant] = useState<number | null>(null);
  const [asked, setAsked] = useState(false);
  const optionName = product.attribute_types?.[0]?.name ?? 'Option';
  const allGone = variants.length > 0 && variants.every((v) => v.remaining_quantity <= 0);
  const missing = variants.length > 0 && variant === null;
  const errorId = `${selectId}-error`;

  return (
    <article className="product-page" aria-labelledby="product-title">
      <div className="product-page__top">
        <ProductGallery
          name={product.name}
          image={product.image}
          imageWebp={product.image_webp}
          images={product.images}
          shape="square"
          greyed={status.kind === 'out-of-stock' || allGone}
        />
        <div className="product-page__summary">
          <h1 id="product-title" className="product-page__title">
            {frenchSpacing(product.name)}
          </h1>
          <p className="product-page__price" data-testid="price">
            {formatPrice(product.price)}
            <span className="product-page__price-note"> TTC</span>
          </p>
          {stock && (
            <p className={`availability availability--${status.kind}`}>
              <Icon name="clock" size={20} />
              <span>{stock}</span>
            </p>
          )}
          {variants.length > 0 && (
            <div className={`field${asked && missing ? ' is-invalid' : ''}`}>
              <label htmlFor={selectId} className="field__label">
                {optionName}
              </label>
              <select
                ref={select}
                id={selectId}
                className="field__input field__select"
                value={variant ?? ''}
                onChange={(event) => setVariant(event.target.value ? Number(event.target.value) : null)}
                aria-invalid={asked && missing ? true : undefined}
                aria-describedby={asked && missing ? errorId : undefined}
              >
                <option value="">Choisissez…</option>
                {variants.map((v) => (
                  <option key={v.id} value={v.id} disabled={v.remaining_quantity <= 0}>
                    {v.remaining_quantity <= 0 ? `${v.name} — épuisé` : v.name}
                  </option>
                ))}
              </select>
              {asked && missing && (
                <p id={errorId} className="field__error">
                  {CHOOSE_VARIANT}
                </p>
              )}
            </div>
          )}
          {actions({
            variant,
            blocked: missing ? CHOOSE_VARIANT : null,
            onBlocked: () => {
              setAsked(true);
              select.current?.focus();
            },
            disabled: !canOrder(status) || allGone,
          })}
        </div>
      </div>
      {product.description && (
        <section className="product-page__section" aria-labelledby="product-description">
          <h2 id="product-description">Description</h2>
          <HtmlContent html={product.description} />
        </section>
      )}
    </article>
  );
}
