import { api } from '@/lib/api-client';

/** `POST users/confirm/resend/ {email}`: a new confirmation link (the old one stops working); the same answer for any address. */
export function resendConfirmation(email: string, label: string): Promise<unknown> {
  return api.post('users/confirm/resend/', { email: email.trim(), label });
}
