import { useState, type ReactNode } from 'react';
import { responsiveSrcSet } from '@/lib/responsive-image';

interface PictureProps {
  src: string | null;
  /** The WebP rendition, preferred by browsers that read it. */
  webp?: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Shown instead of a missing or broken image; by default a neutral placeholder of the same box. */
  fallback?: ReactNode;
  /** For the image that makes the page (above the fold): load it at once. */
  eager?: boolean;
  /**
   * The width the picture is shown at, as the `sizes` attribute says it (`(min-width: 60rem) 24rem, 50vw`):
   * with it, a generated WebP picture offers its narrower renditions (`width` is its own).
   */
  sizes?: string;
}

/** An image with its WebP source, degrading to a fallback when the file is missing or broken. */
export function Picture({ src, webp, alt, className, width, height, fallback, eager = false, sizes }: PictureProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    if (fallback !== undefined) return <>{fallback}</>;
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <span className={`${className ?? ''} picture--missing`} {...a11y} />;
  }
  return (
    <picture>
      {webp && <WebpSource webp={webp} width={width} sizes={sizes} />}
      <img src={src} alt={alt} className={className} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setBroken(true)} />
    </picture>
  );
}

function WebpSource({ webp, width, sizes }: { webp: string; width?: number; sizes?: string }) {
  const srcSet = sizes ? responsiveSrcSet(webp, width) : null;
  return srcSet ? <source srcSet={srcSet} sizes={sizes} type="image/webp" /> : <source srcSet={webp} type="image/webp" />;
}
