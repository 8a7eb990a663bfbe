import { api } from '@/lib/api-client';

/** `POST users/password/forgot {email}`: mails a reset link; the same answer whether the address exists. */
export function forgotPassword(email: string, label: string): Promise<unknown> {
  return api.post('users/password/forgot', { email: email.trim(), label });
}
