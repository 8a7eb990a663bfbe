/**
 * The widths the media routes render a generated picture at (`name.{width}w.webp`, listed by the
 * server's media module): a phone downloads the rendition it shows, not the desktop's.
 */
export const RESPONSIVE_WIDTHS: readonly number[] = [320, 480, 640, 960, 1280];

/** A picture the server generates (not an upload, which has one size), as WebP: its address without `.webp`. */
const GENERATED_WEBP = /^(.*\/media\/(?!uploads\/)[a-z0-9/-]+)\.webp$/;

/**
 * The `srcset` of a generated WebP picture `width` pixels wide: its narrower renditions and
 * itself; null for a picture that has no renditions (an upload, an SVG, a small picture).
 */
export function responsiveSrcSet(webp: string | null | undefined, width: number | undefined): string | null {
  const base = webp && width ? GENERATED_WEBP.exec(webp)?.[1] : undefined;
  if (!base || !width) return null;
  const narrower = RESPONSIVE_WIDTHS.filter((w) => w < width);
  if (narrower.length === 0) return null;
  return [...narrower.map((w) => `${base}.${w}w.webp ${w}w`), `${webp} ${width}w`].join(', ');
}

/** What a page preloads for its main picture: the same choice of rendition as its `<picture>` makes. */
export interface ImagePreload {
  preloadImage?: string;
  preloadImageSrcSet?: string;
  preloadImageSizes?: string;
}

/** The preload of a page's main picture (`webp` preferred, else `src`), responsive when it can be. */
export function imagePreload(webp: string | null | undefined, src: string | null | undefined, width: number, sizes: string): ImagePreload {
  const srcSet = responsiveSrcSet(webp, width);
  const preloadImage = webp ?? src ?? undefined;
  return srcSet ? { preloadImage, preloadImageSrcSet: srcSet, preloadImageSizes: sizes } : { preloadImage };
}

/**
 * How wide each kind of picture is shown (the `sizes` attribute), as the styles lay it out: measured
 * at 390 and 1,280 pixels wide (the page's gutters are 16 px a side on a phone). A little wider
 * than true costs a few bytes; narrower would blur.
 */
export const PICTURE_SIZES = {
  /** The campaign page's cover: the page's width on a phone, its main column (566 px) on a desktop. */
  campaignCover: '(min-width: 64rem) 36rem, 100vw',
  /** A campaign card: one a row on a phone, two (507 px) on a desktop. */
  campaignCard: '(min-width: 64rem) 32rem, 100vw',
  /** A book or product card: two a row on a phone (171 px), 219 to 297 px on a desktop. */
  card: '(min-width: 64rem) 19rem, 50vw',
  /** A book's or product's page picture: 320 to 358 px on a phone, 402 px on a desktop. */
  gallery: '(min-width: 64rem) 26rem, 100vw',
  /** A gallery's thumbnails. */
  thumbnail: '60px',
  /** A reward's picture in its card. */
  reward: '84px',
} as const;
