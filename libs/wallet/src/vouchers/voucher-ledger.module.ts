import { Module } from '@nestjs/common';
import { VoucherLedger } from './voucher-ledger';

/** The vouchers' ledger alone, for the wallet's API and the cart's commands: one instance per process. */
@Module({
  providers: [VoucherLedger],
  exports: [VoucherLedger],
})
export class VoucherLedgerModule {}
