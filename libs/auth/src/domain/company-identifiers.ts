import { frenchVatNumberOf, isValidSiret } from '@shop/common/kernel';

/**
 * A bookseller's legal identifiers, named as the buyer's on their invoices: the SIRET (INSEE: 14
 * digits, Luhn key) and the French intra-EU VAT number ('FR', the key (12 + 3 × (SIREN mod 97)) mod
 * 97 on 2 digits, the SIREN). Typed with spaces, stored without; the same checks as the seller's own
 * (SELLER_SIRET, SELLER_VAT_NUMBER).
 */

/** Either one as typed: room for spaces between the groups and stray blanks. */
export const IDENTIFIER_TEXT_MAX_LENGTH = 32;

/** '441 234 564 00017' → '44123456400017'. */
export const normaliseSiret = (value: string): string => value.replace(/\s+/g, '');

/** 'fr 91 441 234 564' → 'FR91441234564'. */
export const normaliseVatNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** 14 digits once the spaces are gone, passing the SIRET's key. */
export function isValidSiretText(value: string): boolean {
  return isValidSiret(normaliseSiret(value));
}

/** 'FR', 2 digits, a 9-digit SIREN, the key being the SIREN's. */
export function isValidFrenchVatNumberText(value: string): boolean {
  const vat = normaliseVatNumber(value);
  return /^FR\d{11}$/.test(vat) && frenchVatNumberOf(vat.slice(4)) === vat;
}

/** The SIREN a VAT number names is the SIRET's first 9 digits (both stored or normalised). */
export const vatNumberMatchesSiret = (vatNumber: string, siret: string): boolean => normaliseVatNumber(vatNumber).slice(4) === normaliseSiret(siret).slice(0, 9);

/** Either field as stored: empty means none (null), anything else normalised. */
export const siretOrNone = (value: string | null): string | null => (value === null || value.trim() === '' ? null : normaliseSiret(value));
export const vatNumberOrNone = (value: string | null): string | null => (value === null || value.trim() === '' ? null : normaliseVatNumber(value));
