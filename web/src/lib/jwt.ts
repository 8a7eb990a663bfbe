/**
 * Reads the `exp` claim of a JWT, without checking its signature (the server does): the client only
 * needs to know when to refresh. Returns the expiry in epoch milliseconds, or null when the token is
 * not a readable JWT.
 */
export function tokenExpiry(token: string | null | undefined): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    const exp = claims && typeof claims === 'object' ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
