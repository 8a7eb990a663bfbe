import { useState } from 'react';
import { openModal } from '@/components/ui/modal';
import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import type { ProductImage } from '@/types/api';

interface ProductGalleryProps {
  name: string;
  image: string | null;
  imageWebp: string | null;
  images?: ProductImage[];
  /** Books are portrait covers; goodies are square photos. */
  shape: 'cover' | 'square';
  /** The cover of a book out of stock is greyed (spec §4). */
  greyed?: boolean;
}

/**
 * The spec's `preview` dialog: the image at full size, with what it shows as its title; closed with
 * Escape or its button, the focus back on the image that opened it.
 */
function openPreview(view: ProductImage, alt: string, width: number, height: number) {
  openModal({
    title: alt,
    body: (
      <div className="gallery-preview" data-modal="preview">
        <Picture src={view.image} webp={view.image_webp} alt={alt} className="gallery-preview__image" width={width} height={height} sizes="(max-width: 700px) 100vw, 640px" eager />
      </div>
    ),
  });
}

/** A product's main image with its other views as thumbnails that replace it; the image opens at full size. */
export function ProductGallery({ name, image, imageWebp, images = [], shape, greyed = false }: ProductGalleryProps) {
  const views = [{ image, image_webp: imageWebp }, ...images].filter((view): view is ProductImage => Boolean(view.image));
  const [shown, setShown] = useState(0);
  const current = views[shown] ?? { image: null, image_webp: null };
  const [width, height] = shape === 'cover' ? [600, 900] : [800, 800];
  const alt = shape === 'cover' ? `Couverture de « ${name} »` : name;
  return (
    <div className={`gallery gallery--${shape}${greyed ? ' is-greyed' : ''}`}>
      <div className="gallery__main">
        {current.image ? (
          <button type="button" className="gallery__zoom" onClick={() => openPreview(current, alt, width, height)}>
            <Picture
              key={current.image}
              src={current.image}
              webp={current.image_webp}
              alt={alt}
              className="gallery__image"
              width={width}
              height={height}
              sizes={PICTURE_SIZES.gallery}
              eager
            />
            <span className="visually-hidden"> : agrandir l’image</span>
          </button>
        ) : (
          <Picture key="none" src={null} webp={null} alt={alt} className="gallery__image" width={width} height={height} sizes={PICTURE_SIZES.gallery} eager />
        )}
      </div>
      {views.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Autres vues">
          {views.map((view, index) => (
            <li key={view.image}>
              <button type="button" className="gallery__thumb" aria-pressed={index === shown} onClick={() => setShown(index)}>
                <Picture src={view.image} webp={view.image_webp} alt="" width={width} height={height} sizes={PICTURE_SIZES.thumbnail} className="gallery__thumb-image" />
                <span className="visually-hidden">Afficher la vue {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
