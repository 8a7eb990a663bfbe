import type { AddressInput } from './address';
import type { PaymentMean } from './bookseller-terms';

/** What a bookseller adds to the sign-up form. */
export interface BooksellerApplication {
  companyName: string;
  gln: string;
  paymentMean: PaymentMean;
  /** Electronic format; required for direct debit, null otherwise when not given. */
  iban: string | null;
  /** Where invoices go; the account's address when not given. */
  invoiceMail: string;
  address: AddressInput;
}

/** A valid registration (§3 payload), email normalized. */
export interface Registration {
  email: string;
  password: string;
  subscribed: boolean;
  /** Label the visitor registered from (id or slug), for the look of the mails. */
  label: number | string | undefined;
  bookseller: BooksellerApplication | null;
}
