import { Cents, euros } from '@shop/common';
import { discountPercent } from '../domain/bookseller-terms';
import { maskIban } from '../domain/iban';
import type { Bookseller, User } from '../entities';

/** The bookseller part of the profile (§3), and what staff see after changing trade terms. */
export interface BooksellerRepresentation {
  id: number;
  /** The bookseller's company (shown in their area). */
  company_name: string;
  payment_mean: string;
  /** Days before a direct debit is taken. */
  sepa_term: number;
  invoice_mail: string;
  /** The IBAN with all but its first and last 4 characters hidden; null when none was given. */
  iban_masked: string | null;
  sepa_mandate_reference: string | null;
  /** SIRET (14 digits), null until given. */
  siret: string | null;
  /** Intra-EU VAT number ('FR' + key + SIREN), null until given. */
  vat_number: string | null;
  prisme_member: boolean;
  /** Trade discount in percent (30, 32.5). */
  discount: number;
}

/** §3 User profile, field for field. */
export interface ProfileRepresentation {
  id: number;
  email: string;
  nickname: string | null;
  subscribed: boolean;
  bookseller: BooksellerRepresentation | null;
  isBookseller: boolean;
  is_staff: boolean;
  total_usable_credit_note: string;
  total_usable_voucher: string;
}

export function serializeBookseller(b: Bookseller): BooksellerRepresentation {
  return {
    id: b.id,
    company_name: b.companyName,
    payment_mean: b.paymentMean,
    sepa_term: b.sepaTerm,
    invoice_mail: b.invoiceMail,
    iban_masked: b.iban ? maskIban(b.iban) : null,
    sepa_mandate_reference: b.sepaMandateReference ?? null,
    siret: b.siret ?? null,
    vat_number: b.vatNumber ?? null,
    prisme_member: b.prismeMember,
    discount: discountPercent(b.discountBp),
  };
}

export function serializeProfile(user: User, bookseller: Bookseller | null, usableVoucherCents: Cents, usableCreditNoteCents: Cents = 0): ProfileRepresentation {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    subscribed: user.subscribed,
    bookseller: bookseller ? serializeBookseller(bookseller) : null,
    isBookseller: bookseller !== null,
    is_staff: user.isStaff,
    // What is left on the user's credit notes (avoirs), as the wallet reads it (AccountHoldings).
    total_usable_credit_note: euros(usableCreditNoteCents),
    total_usable_voucher: euros(usableVoucherCents),
  };
}
