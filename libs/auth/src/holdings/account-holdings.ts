import type { Cents } from '@shop/common';

/** A voucher as the forgotten-vouchers mail lists it. Dates are YYYY-MM-DD (the shop's calendar day, Paris time). */
export interface HeldVoucher {
  code: string;
  valueCents: Cents;
  remainingCents: Cents;
  expirationDate: string | null;
}

/**
 * What an account holds that the accounts module does not keep: vouchers (gift cards) and credit
 * notes. The profile shows their usable totals and a forgotten-vouchers request mails the codes.
 * Accounts import no business module: the module keeping those holdings (the wallet) provides this
 * reader, and the application hands its module to AuthModule.forRoot.
 */
export abstract class AccountHoldings {
  /** Sum of what is left on the user's vouchers still valid on `today`. */
  abstract usableVoucherCents(userId: number, today: string): Promise<Cents>;

  /** What is left to use on the user's credit notes. */
  abstract usableCreditNoteCents(userId: number): Promise<Cents>;

  /**
   * Vouchers with something left, valid on `today`, bought by `email` (or owned by `ownerUserId`,
   * the account of that email when there is one): what a customer who lost the codes gets by mail.
   */
  abstract usableVouchersOf(email: string, today: string, ownerUserId: number | null): Promise<HeldVoucher[]>;
}
