/**
 * The same page under the campaign's current slug, when it was opened under an old one (the API
 * answers old slugs with the campaign); null when the address already has it. The label, the tab and
 * the rest of the path stay: `/<label>/financement-participatif/<slug>/…`.
 */
export function currentSlugPath(pathname: string, urlSlug: string, currentSlug: string): string | null {
  if (urlSlug === currentSlug) return null;
  const segments = pathname.split('/');
  // ['', label, 'financement-participatif' | 'crowdfunding', slug, …]
  if (segments.length < 4 || safeDecode(segments[3]) !== urlSlug) return null;
  segments[3] = encodeURIComponent(currentSlug);
  return segments.join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
