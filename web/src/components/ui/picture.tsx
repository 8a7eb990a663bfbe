import { useState } from 'react';

interface PictureProps {
  src: string | null;
  /** The WebP rendition, preferred by browsers that read it. */
  webp?: string | null;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
}

/** An image with its WebP source; a missing or broken image leaves a neutral placeholder. */
export function Picture({ src, webp, alt, className, width, height }: PictureProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <span className={`${className ?? ''} picture--missing`} {...a11y} />;
  }
  return (
    <picture>
      {webp && <source srcSet={webp} type="image/webp" />}
      <img src={src} alt={alt} className={className} width={width} height={height} loading="lazy" decoding="async" onError={() => setBroken(true)} />
    </picture>
  );
}
