import useSWR from 'swr';
import { api } from './api-client';
import { formatPrice } from './format';

/** The seller's identity (`GET api/seller/`), the same the invoices and the mails print. */
export interface Seller {
  name: string;
  legal_form: string;
  /** Euros with two decimals: '10000.00'. */
  share_capital: string;
  address: string;
  siren: string;
  siret: string;
  rcs_city: string;
  /** 'RCS Lyon 912 345 675' */
  rcs: string;
  vat_number: string;
  publication_director: string;
  email: string;
  phone: string;
  host: { name: string; address: string; phone: string };
  /** Where trade customers pay by wire (IBAN in groups of four). */
  bank?: { iban: string; bic: string };
}

export const SELLER_KEY = 'seller/';

/** Set when the API starts: read once per visit. */
export function useSeller() {
  return useSWR<Seller, Error>(SELLER_KEY, (key: string) => api.get<Seller>(key), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** '912 345 675 00017' */
export const formatSiret = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');

/** 'SAS au capital de 10 000 €' */
export const companyForm = (seller: Seller) => `${seller.legal_form} au capital de ${formatPrice(seller.share_capital)}`;
