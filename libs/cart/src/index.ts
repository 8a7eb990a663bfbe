import { Voucher } from './entities/voucher.entity';

export { Voucher };
export { CartVouchersModule } from './vouchers/cart-vouchers.module';
export { VoucherReader, type VoucherSummary } from './vouchers/voucher-reader.service';

/** Every entity the cart module owns, for TypeORM registration. */
export const CART_ENTITIES = [Voucher];
