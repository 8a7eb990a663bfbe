import { companyLine, rcsMention, type AppConfig } from '@shop/common';
import { friendlyFormatIBAN } from 'ibantools';
import type { MailSeller } from './mail-context';

/** The seller of the mails' footer: the configured identity (SELLER_*), as the legal pages and invoices give it. */
export const mailSellerOf = ({ seller }: AppConfig): MailSeller => ({
  company: companyLine(seller),
  address: seller.address,
  rcs: rcsMention(seller),
  vatNumber: seller.vatNumber,
  email: seller.email,
  bank: { holder: seller.name, iban: friendlyFormatIBAN(seller.bank.iban) ?? seller.bank.iban, bic: seller.bank.bic },
});
