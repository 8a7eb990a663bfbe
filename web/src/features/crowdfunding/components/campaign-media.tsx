import { Picture } from '@/components/ui/picture';
import { PICTURE_SIZES } from '@/lib/responsive-image';
import type { Crowdfunding } from '@/types/api';
import { videoSource } from '../utils/video';

/** The campaign's video when it has one, otherwise its cover (WebP with an SVG fallback). */
export function CampaignMedia({ campaign }: { campaign: Pick<Crowdfunding, 'title' | 'video' | 'cover' | 'cover_webp'> }) {
  const video = campaign.video ? videoSource(campaign.video) : null;
  return (
    <div className="campaign-media">
      {video?.kind === 'file' && <video className="campaign-media__frame" src={video.src} poster={campaign.cover ?? undefined} controls preload="none" width={1200} height={675} />}
      {video?.kind === 'embed' && (
        <iframe
          className="campaign-media__frame"
          src={video.src}
          title={`Vidéo du projet « ${campaign.title} »`}
          width={1200}
          height={675}
          loading="lazy"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {!video && (
        <Picture
          src={campaign.cover}
          webp={campaign.cover_webp}
          alt={`Visuel du projet « ${campaign.title} »`}
          className="campaign-media__cover"
          width={1200}
          height={675}
          sizes={PICTURE_SIZES.campaignCover}
          eager
        />
      )}
    </div>
  );
}
