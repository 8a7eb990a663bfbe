import { mediaUrl, mediaWebpUrl, SerializeContext } from '@shop/common';
import { Author } from '../entities';

/** The few author fields shown beside a book or a campaign. */
export function serializeAuthorSummary(author: Author, ctx: SerializeContext) {
  return {
    id: author.id,
    slug: author.slug,
    name: author.name,
    avatar: mediaUrl(ctx, author.avatar),
    avatar_webp: mediaWebpUrl(ctx, author.avatar),
  };
}

/** The author page: every field of the spec; `future_events` is filled by the caller. */
export function serializeAuthor(author: Author, labelSlug: string, ctx: SerializeContext, futureEvents: unknown[] = []) {
  const bannerMobile = author.banner ? author.banner.replace(/banner\.svg$/, 'banner-mobile.svg') : null;
  return {
    ...serializeAuthorSummary(author, ctx),
    banner: mediaUrl(ctx, author.banner),
    banner_webp: mediaWebpUrl(ctx, author.banner),
    banner_mobile: mediaUrl(ctx, bannerMobile),
    banner_mobile_webp: mediaWebpUrl(ctx, bannerMobile),
    name_handwritten: mediaUrl(ctx, `authors/${author.slug}/name.svg`),
    biography: author.biography,
    biography_text: author.biographyText,
    label_slug: labelSlug,
    future_events: futureEvents,
  };
}
