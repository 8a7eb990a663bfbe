export type { MediaTheme } from './theme';
export { bookCoverSvg, type BookCoverInput } from './book-cover';
export { productImageSvg, type ProductImageInput, type ProductKind } from './product-image';
export { avatarSvg, type AvatarInput } from './avatar';
export { bannerSvg, type BannerInput } from './banner';
export { handwrittenNameSvg, type HandwrittenNameInput } from './handwritten-name';
export { campaignCoverSvg, type CampaignCoverInput } from './campaign-cover';
export { eventPosterSvg, type EventPosterInput } from './event-poster';
export { labelLogoSvg, type LabelLogoInput, type LabelLogoVariant } from './label-logo';
export { labelEmblemSvg, type LabelEmblemInput } from './label-emblem';
export { completionPieSvg } from './completion-pie';
export {
  MediaRenderer,
  MEDIA_RENDERER_OPTIONS,
  parseMediaPath,
  type MediaFormat,
  type MediaRendererOptions,
  type ParsedMediaPath,
  type RenderedMedia,
} from './media-renderer';
export { MediaModule } from './media.module';
export { sendMedia } from './send-media';
