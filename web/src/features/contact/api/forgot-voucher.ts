import { api } from '@/lib/api-client';

/** `POST forgot-voucher {email}`: mails the address's gift voucher codes; the same answer whether it has some. */
export function forgotVoucher(email: string, label: string): Promise<unknown> {
  return api.post('forgot-voucher', { email: email.trim(), label });
}
