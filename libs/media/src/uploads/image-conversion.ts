import sharp from 'sharp';
import { sniffImage } from './image-type';
import { UPLOAD_MESSAGES as M } from './upload-messages';

/** 5 MB: the largest file the upload reads (the multipart parser stops there). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Each side of an uploaded image, in pixels. */
export const MAX_UPLOAD_SIDE = 6000;
/** The site's rendition: wide enough for a full-width banner on a dense screen. */
const WEBP_MAX_WIDTH = 2400;
const WEBP_QUALITY = 82;
/** The mails' rendition: mail clients show neither WebP nor SVG, and a mail is narrow. */
const PNG_MAX_WIDTH = 1200;

/** sharp's input options: decoding stops past the pixel bound (a decompression bomb never fills memory); one frame only. */
const INPUT = { limitInputPixels: MAX_UPLOAD_SIDE * MAX_UPLOAD_SIDE, animated: false, failOn: 'error' } as const;

export interface ConvertedImage {
  webp: Buffer;
  png: Buffer;
  /** Of the WebP rendition, the one the site shows. */
  width: number;
  height: number;
}

/** Why an upload was refused, as the French message of the `file` field. */
export class UploadRefused extends Error {}

/**
 * Checks an uploaded image and makes its two renditions. The kind comes from the bytes (signature,
 * then sharp's own reading must agree); each side is bounded; SVG is rasterised (no script or link
 * survives); EXIF orientation is applied and every metadata (EXIF, GPS, ICC comments) dropped,
 * which sharp does unless asked to keep them.
 */
export async function convertUpload(bytes: Buffer): Promise<ConvertedImage> {
  const kind = sniffImage(bytes);
  if (kind === null) throw new UploadRefused(M.wrongType);
  const metadata = await sharp(bytes, INPUT)
    .metadata()
    .catch((error: unknown) => {
      throw refusalOf(error);
    });
  if (metadata.format !== kind) throw new UploadRefused(M.wrongType);
  const { width, height } = metadata;
  if (!width || !height) throw new UploadRefused(M.unreadable);
  if (width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE) throw new UploadRefused(M.tooManyPixels);
  try {
    // rotate() without an angle applies the EXIF orientation, so the stored pixels stand upright.
    const upright = sharp(bytes, INPUT).rotate();
    const webp = await upright.clone().resize({ width: WEBP_MAX_WIDTH, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    const png = await upright.clone().resize({ width: PNG_MAX_WIDTH, withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
    return { webp: webp.data, png, width: webp.info.width, height: webp.info.height };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** sharp's errors on a client's bytes: past the pixel bound, or anything it could not decode. */
function refusalOf(error: unknown): UploadRefused {
  const message = error instanceof Error ? error.message : '';
  return new UploadRefused(/pixel limit/i.test(message) ? M.tooManyPixels : M.unreadable);
}
