import { Module } from '@nestjs/common';
import { AccountHoldings } from '@shop/auth';
import { CreditNotesModule } from '../credit-notes/credit-notes.module';
import { VoucherReader } from '../vouchers/voucher-reader.service';
import { WalletAccountHoldings } from './wallet-account-holdings';

/**
 * The wallet's answer to the accounts' AccountHoldings (usable voucher and credit-note totals,
 * vouchers by buyer's email): the application hands this module to AuthModule.forRoot.
 */
@Module({
  imports: [CreditNotesModule],
  providers: [VoucherReader, { provide: AccountHoldings, useClass: WalletAccountHoldings }],
  exports: [AccountHoldings],
})
export class AccountHoldingsModule {}
