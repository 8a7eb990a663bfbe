import { Injectable } from '@nestjs/common';
import { AccountHoldings, type HeldVoucher } from '@shop/auth';
import type { Cents } from '@shop/common';
import { CreditNoteReader } from '../credit-notes/credit-note-reader.service';
import { VoucherReader } from '../vouchers/voucher-reader.service';

/** The accounts' view of the wallet: the profile's balances and the vouchers a forgotten-vouchers mail lists. */
@Injectable()
export class WalletAccountHoldings extends AccountHoldings {
  constructor(
    private readonly vouchers: VoucherReader,
    private readonly creditNotes: CreditNoteReader,
  ) {
    super();
  }

  usableVoucherCents(userId: number, today: string): Promise<Cents> {
    return this.vouchers.totalUsableCents(userId, today);
  }

  usableCreditNoteCents(userId: number): Promise<Cents> {
    return this.creditNotes.totalUsableCents(userId);
  }

  usableVouchersOf(email: string, today: string, ownerUserId: number | null): Promise<HeldVoucher[]> {
    return this.vouchers.findForEmail(email, today, ownerUserId);
  }
}
