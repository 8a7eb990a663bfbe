export type { MediaTheme } from './theme';
export { bookCoverSvg, type BookCoverInput } from './book-cover';
export { productImageSvg, type ProductImageInput, type ProductKind } from './product-image';
// What a goodie is and what a reward holds, read from their names (and crowdfunding's facts).
export { GOODIE_KINDS, goodieKindOf, goodieKindsIn, type GoodieKind } from './goodie-kind';
export { rewardContents, type RewardContents, type RewardFacts } from './reward-contents';
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
  RESPONSIVE_WIDTHS,
  type MediaFormat,
  type MediaRendererOptions,
  type ParsedMediaPath,
  type RenderedMedia,
} from './media-renderer';
export { MediaModule } from './media.module';
export { sendMedia, sendImmutableMedia, etagMatches, type ImmutableMedia } from './send-media';
export { MediaUploadsModule, UploadedImagesModule } from './uploads/media-uploads.module';
export { UploadedImages } from './uploads/uploaded-images';
export { uploadUrl, type UploadFormat } from './uploads/upload-paths';
