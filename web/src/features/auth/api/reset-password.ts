import { api } from '@/lib/api-client';

/** `POST users/password/reset {email, token, password}`: the mailed link's new password (single use, 1 hour). */
export function resetPassword(email: string, token: string, password: string): Promise<unknown> {
  return api.post('users/password/reset', { email, token, password });
}
