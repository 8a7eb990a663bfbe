import { Module } from '@nestjs/common';
import { VoucherReader } from './voucher-reader.service';

/** The vouchers part of the cart module other modules may import (accounts show the usable total). */
@Module({
  providers: [VoucherReader],
  exports: [VoucherReader],
})
export class CartVouchersModule {}
