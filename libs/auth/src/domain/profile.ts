/** §9: minimum nickname length. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 150;

/** What a PATCH of the profile may change; absent keys are left alone. */
export interface ProfileChange {
  /** null clears the nickname. */
  nickname?: string | null;
  subscribed?: boolean;
  /** A new address: only applied once confirmed through the mailed link. */
  email?: string;
  /** A bookseller's own IBAN (electronic format); null removes it. */
  booksellerIban?: string | null;
  /** A bookseller's SIRET (14 digits); null removes it. */
  booksellerSiret?: string | null;
  /** A bookseller's intra-EU VAT number ('FR' + key + SIREN); null removes it. */
  booksellerVatNumber?: string | null;
}
