import { useConsent } from '@/lib/consent';

/**
 * The campaign owner's Facebook pixel (spec §2), when the campaign has one and the visitor accepted
 * audience measurement: the only request of the shop that leaves the site, only on campaign pages,
 * never before the choice (the server renders none).
 */
export function TrackingPixel({ pixelId }: { pixelId: string | null }) {
  const { measure } = useConsent();
  if (!pixelId || !measure) return null;
  // Low priority: the server renderer would otherwise announce it at the top of the page, ahead of the cover.
  return (
    <img
      className="tracking-pixel"
      fetchPriority="low"
      src={`https://www.facebook.com/tr?id=${encodeURIComponent(pixelId)}&ev=PageView&noscript=1`}
      width={1}
      height={1}
      alt=""
      aria-hidden="true"
    />
  );
}
