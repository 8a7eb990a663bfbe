import { api } from '@/lib/api-client';

/** Whether the newsletter was left, or a mail was sent to confirm it (the address alone proves nothing). */
export type UnsubscribeOutcome = 'left' | 'mailed';

/**
 * Leaves the newsletter: with the token of a newsletter's link, `POST newsletter/unsubscribe/
 * {email, token}` (a bad token is refused); without one, `POST users/unsubscribe/ {email, label}`
 * mails the signed link to the address (the same answer whether the address exists).
 */
export async function unsubscribe(email: string, token: string | undefined, label: string): Promise<UnsubscribeOutcome> {
  if (token) {
    await api.post('newsletter/unsubscribe/', { email: email.trim(), token });
    return 'left';
  }
  await api.post('users/unsubscribe/', { email: email.trim(), label });
  return 'mailed';
}
