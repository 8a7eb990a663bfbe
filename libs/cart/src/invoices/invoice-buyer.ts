import type { AccountContact, AddressRepresentation } from '@shop/auth';
import type { Buyer } from './invoice-document';

/** What an invoice's buyer is made of, as the accounts give it. */
export interface InvoiceBuyerSources {
  /** The cart's billing address (absent: none chosen). */
  address: AddressRepresentation | undefined;
  /** The account's contact, used only without a billing address. */
  contact: Pick<AccountContact, 'nickname' | 'email'> | null;
  professional: boolean;
  identifiers: Pick<Buyer, 'siret' | 'vatNumber' | 'gln'>;
}

/**
 * The billing address's name and lines (the account's contact when there is none); a bookseller's
 * SIRET, VAT number and GLN as they stand, those given only. Pure.
 */
export function invoiceBuyer({ address, contact, professional, identifiers }: InvoiceBuyerSources): Buyer {
  if (!address) return { name: contact?.nickname || contact?.email || '', address: [], professional, ...identifiers };
  const person = `${address.firstname} ${address.lastname}`.trim();
  const lines = [address.address, address.address_line_2, address.address_line_3, `${address.postal_code} ${address.city}`.trim(), address.country.name];
  return {
    name: address.name || person,
    address: [...(address.name && person ? [person] : []), ...lines.filter((l) => l && l.trim() !== '')],
    professional,
    ...identifiers,
  };
}
