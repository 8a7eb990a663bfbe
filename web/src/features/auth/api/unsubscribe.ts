import { api } from '@/lib/api-client';

/**
 * Leaves the newsletter: with the token of a newsletter's link, `POST newsletter/unsubscribe/
 * {email, token}` (a bad token is refused); without one, `POST users/unsubscribe/ {email}` (the
 * same answer whether the address exists).
 */
export function unsubscribe(email: string, token?: string): Promise<{ detail?: string } | null> {
  if (token) return api.post('newsletter/unsubscribe/', { email: email.trim(), token });
  return api.post('users/unsubscribe/', { email: email.trim() });
}
