import { api } from '@/lib/api-client';
import type { PaymentMean } from '@/types/api';

/** A bookseller's address at sign-up (the API's address fields). */
export interface RegistrationAddress {
  firstname: string;
  lastname: string;
  address: string;
  address_line_2: string;
  postal_code: string;
  city: string;
  /** ISO code ('FR'). */
  country: string;
  phone: string;
}

/** Spec §3 registration payload; a bookseller adds their company, GLN, payment mean and address. */
export interface RegistrationPayload {
  email: string;
  password: string;
  password2: string;
  subscribed: boolean;
  acceptCgu: boolean;
  isBookseller: boolean;
  /** The label the visitor signs up from (the mails wear its colours). */
  label: string;
  company_name?: string;
  gln?: string;
  payment_mean?: PaymentMean;
  /** Required for direct debit ('sepa-debit'). */
  iban?: string;
  address?: RegistrationAddress;
}

/**
 * `POST users/register/`: the account is created inactive and a confirmation mail sent. A 400
 * carries `{field: [messages]}` (the address's nested under `address`).
 */
export function registerUser(payload: RegistrationPayload): Promise<unknown> {
  return api.post('users/register/', payload);
}
