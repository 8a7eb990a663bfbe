import { companyLine, rcsMention, type AppConfig } from '@shop/common';
import type { MailSeller } from './mail-context';

/** The seller of the mails' footer: the configured identity (SELLER_*), as the legal pages and invoices give it. */
export const mailSellerOf = ({ seller }: AppConfig): MailSeller => ({
  company: companyLine(seller),
  address: seller.address,
  rcs: rcsMention(seller),
  vatNumber: seller.vatNumber,
  email: seller.email,
});
