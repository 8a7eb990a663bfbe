import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The path with the last segment naming `from` replaced by `to` (the rest of the path, the query
 * and the fragment kept); null when no segment names `from`.
 */
export function pathWithSlug(pathname: string, from: string, to: string): string | null {
  const segments = pathname.split('/');
  const index = segments.findLastIndex((segment) => segment === from || safeDecode(segment) === from);
  if (index < 0) return null;
  segments[index] = encodeURIComponent(to);
  return segments.join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page loaded by a slug the record had before (staff changed it) moves to its current one, in
 * place: the API answers old slugs with the record, whose `slug` is the current one.
 */
export function useCurrentSlug(urlSlug: string, currentSlug: string | undefined): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!currentSlug || currentSlug === urlSlug) return;
    const path = pathWithSlug(pathname, urlSlug, currentSlug);
    if (path !== null) navigate(`${path}${search}${hash}`, { replace: true });
  }, [urlSlug, currentSlug, pathname, search, hash, navigate]);
}
