import { useState } from 'react';
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

/** A product's main image with its other views as thumbnails that replace it. */
export function ProductGallery({ name, image, imageWebp, images = [], shape, greyed = false }: ProductGalleryProps) {
  const views = [{ image, image_webp: imageWebp }, ...images].filter((view): view is ProductImage => Boolean(view.image));
  const [shown, setShown] = useState(0);
  const current = views[shown] ?? { image: null, image_webp: null };
  const [width, height] = shape === 'cover' ? [600, 900] : [800, 800];
  return (
    <div className={`gallery gallery--${shape}${greyed ? ' is-greyed' : ''}`}>
      <div className="gallery__main">
        <Picture
          key={current.image ?? 'none'}
          src={current.image}
          webp={current.image_webp}
          alt={shape === 'cover' ? `Couverture de « ${name} »` : name}
          className="gallery__image"
          width={width}
          height={height}
          sizes={PICTURE_SIZES.gallery}
          eager
        />
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
