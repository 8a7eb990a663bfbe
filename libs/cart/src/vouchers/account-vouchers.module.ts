import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { AccountVouchersController } from './account-vouchers.controller';
import { AccountVouchers } from './account-vouchers.service';
import { VoucherClaimLimiter } from './voucher-claim.limiter';

/** `api/vouchers/`: an account's vouchers, and codes attached to it (throttled). */
@Module({
  imports: [AccountReadersModule],
  controllers: [AccountVouchersController],
  providers: [AccountVouchers, VoucherClaimLimiter],
  // The cart's voucher field counts wrong codes in the same counters.
  exports: [VoucherClaimLimiter],
})
export class AccountVouchersModule {}
