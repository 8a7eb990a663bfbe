import { formatShareCapital, formatSiret, rcsMention, type AppConfig } from '@shop/common';
import type { Seller } from './invoice-document';

/** The seller of every invoice, from the configured identity (SELLER_*), as the documents print it. */
export const sellerOf = ({ seller }: AppConfig): Seller => ({
  name: seller.name,
  legalForm: seller.legalForm,
  shareCapital: formatShareCapital(seller.shareCapital),
  address: seller.address,
  siret: formatSiret(seller.siret),
  rcs: rcsMention(seller),
  vatNumber: seller.vatNumber,
  bank: { ...seller.bank },
});
