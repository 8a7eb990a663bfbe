import { mediaUrl, mediaWebpUrl, SerializeContext } from '@shop/common';
import { Author, ShopEvent } from '../entities';
import { serializeAuthorSummary } from './author.serializer';

/** An agenda entry with its authors. */
export function serializeEvent(event: ShopEvent, labelSlug: string, authors: Author[], ctx: SerializeContext) {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    description: event.description,
    location: event.location,
    label: event.labelId,
    label_slug: labelSlug,
    start_date: event.startDate.toISOString(),
    end_date: event.endDate.toISOString(),
    poster: mediaUrl(ctx, event.poster),
    poster_webp: mediaWebpUrl(ctx, event.poster),
    authors: authors.map((a) => serializeAuthorSummary(a, ctx)),
  };
}
