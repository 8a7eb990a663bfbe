/**
 * The page to come back to after logging in, when it is one of this site's: a path starting with a
 * single '/' (never '//' or '/\', which browsers read as another site).
 */
export function safeReturnUrl(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}
