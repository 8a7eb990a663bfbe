import { Inject, Injectable, Optional } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** SVG and WebP for the site; PNG for mail clients, which show neither. */
export type MediaFormat = 'svg' | 'webp' | 'png';

export interface RenderedMedia {
  body: Buffer;
  contentType: string;
}

export interface MediaRendererOptions {
  /** Upper bound of the cache, counted in bytes of SVG, WebP and PNG bodies (default 64 MB). */
  maxBytes?: number;
  /** WebP quality, 1..100 (default 82). */
  webpQuality?: number;
}

/** Nest token to configure the renderer; without it the defaults apply. */
export const MEDIA_RENDERER_OPTIONS = 'MEDIA_RENDERER_OPTIONS';

const CONTENT_TYPES: Record<MediaFormat, string> = {
  svg: 'image/svg+xml; charset=utf-8',
  webp: 'image/webp',
  png: 'image/png',
};

type SvgSource = () => Promise<string | null> | string | null;

/**
 * Turns generated SVG into response bodies. Each key's SVG is made once and kept, with its WebP,
 * in an LRU bounded by bytes; concurrent requests for the same key share one rendering.
 * Keys must change when the image's inputs do (e.g. include an updated-at stamp).
 */
@Injectable()
export class MediaRenderer {
  private readonly cache: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  private readonly quality: number;

  constructor(@Optional() @Inject(MEDIA_RENDERER_OPTIONS) options?: MediaRendererOptions) {
    this.quality = options?.webpQuality ?? 82;
    this.cache = new LRUCache<string, Buffer>({
      maxSize: options?.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (body) => Math.max(1, body.length),
    });
  }

  /**
   * The body for `key` in `format`, or null when makeSvg says the subject does not exist (answer 404).
   * `width` (a raster format only, one of the responsive widths) scales the picture down to it,
   * never up: a narrow screen downloads the rendition it shows.
   */
  async render(key: string, format: MediaFormat, makeSvg: SvgSource, width?: number): Promise<RenderedMedia | null> {
    const svg = () =>
      this.once(`svg:${key}`, async () => {
        const text = await makeSvg();
        return text === null ? null : Buffer.from(text, 'utf8');
      });
    const body =
      format === 'svg'
        ? await svg()
        : await this.once(`${format}${width ? `@${width}` : ''}:${key}`, async () => {
            const source = await svg();
            if (source === null) return null;
            const image = width ? sharp(source).resize({ width, withoutEnlargement: true }) : sharp(source);
            return format === 'webp' ? image.webp({ quality: this.quality }).toBuffer() : image.png({ compressionLevel: 9 }).toBuffer();
          });
    return body === null ? null : { body, contentType: CONTENT_TYPES[format] };
  }

  /** Drops every rendition of `key`, for when its subject changed under the same key. */
  forget(key: string): void {
    for (const format of Object.keys(CONTENT_TYPES)) {
      this.cache.delete(`${format}:${key}`);
      for (const width of RESPONSIVE_WIDTHS) this.cache.delete(`${format}@${width}:${key}`);
    }
  }

  /**
   * Cached value, or the in-flight promise, or a new production. Null results are not cached:
   * a subject missing now may be created a second later.
   */
  private once(cacheKey: string, produce: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const hit = this.cache.get(cacheKey);
    if (hit) return Promise.resolve(hit);
    const running = this.pending.get(cacheKey);
    if (running) return running;
    const job = produce()
      .then((body) => {
        if (body !== null) this.cache.set(cacheKey, body);
        return body;
      })
      .finally(() => this.pending.delete(cacheKey));
    this.pending.set(cacheKey, job);
    return job;
  }
}

export interface ParsedMediaPath {
  /** Folders before the file, e.g. ['labels', 'exemplaire']. */
  segments: string[];
  /** File name without its extension nor width, e.g. 'emblem-40'. */
  name: string;
  format: MediaFormat;
  /** The width asked by a responsive name (`cover.640w.webp`), in pixels; absent for the picture's own size. */
  width?: number;
}

/**
 * The widths a raster picture may be asked at (`name.{width}w.webp`), for `srcset`: a few fixed
 * sizes, so that a client cannot make the server render and keep one picture per pixel.
 */
export const RESPONSIVE_WIDTHS: readonly number[] = [320, 480, 640, 960, 1280];

const PART = /^[a-z0-9-]+$/;
const FILE = /^([a-z0-9-]+)(?:\.([1-9]\d{2,3})w)?\.(svg|webp|png)$/;

/**
 * Parses the part of a URL after /media/ ('labels/exemplaire/emblem-40.webp', '…/logo.png', '…/cover.640w.webp'). The path comes from the
 * client: only lower-case letters, digits and hyphens between single slashes are accepted, so '..',
 * encoded characters, empty or leading/trailing slashes and other extensions all give null.
 */
export function parseMediaPath(path: string): ParsedMediaPath | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > 300) return null;
  const parts = path.split('/');
  if (parts.length > 8) return null;
  const file = FILE.exec(parts.pop() as string);
  if (!file || !parts.every((p) => PART.test(p))) return null;
  const format = file[3] as MediaFormat;
  if (file[2] === undefined) return { segments: parts, name: file[1], format };
  const width = Number(file[2]);
  // A vector picture has no width to choose; an unlisted width is no file.
  if (format === 'svg' || !RESPONSIVE_WIDTHS.includes(width)) return null;
  return { segments: parts, name: file[1], format, width };
}
