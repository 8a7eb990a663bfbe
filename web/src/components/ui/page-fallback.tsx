import { useTrackLoading } from '@/lib/loading';

/** Shown while a page's code arrives: keeps the room of a page and counts in the shared loading state. */
export function PageFallback() {
  useTrackLoading();
  return <div className="page-fallback" aria-hidden="true" />;
}
