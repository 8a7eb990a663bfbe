import { api } from '@/lib/api-client';

/** `POST users/unsubscribe/ {email}`: leaves the newsletter; the same answer whether the address exists. */
export function unsubscribe(email: string): Promise<{ detail?: string } | null> {
  return api.post('users/unsubscribe/', { email: email.trim() });
}
