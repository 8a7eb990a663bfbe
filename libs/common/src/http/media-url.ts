/** What serializers need to build absolute links and time-dependent fields. */
export interface SerializeContext {
  /** scheme://host[:port] of the request. */
  origin: string;
  /** The request's clock, passed in so derived fields are testable. */
  now: Date;
}

/** Absolute URL of a media path stored in the database ('products/x.svg'). */
export function mediaUrl(ctx: SerializeContext, path: string | null | undefined): string | null {
  return path ? `${ctx.origin}/media/${path}` : null;
}

/** The WebP rendition of the same media. */
export function mediaWebpUrl(ctx: SerializeContext, path: string | null | undefined): string | null {
  return path ? `${ctx.origin}/media/${path.replace(/\.svg$/, '.webp')}` : null;
}

/** Date-only column value ('2026-11-21') or null, as DRF's DateField. */
export function isoDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
