import { Voucher } from './entities/voucher.entity';

export { Voucher };
export { CartVouchersModule } from './vouchers/cart-vouchers.module';
export { VoucherReader, type VoucherSummary } from './vouchers/voucher-reader.service';

/** Every entity the cart module owns, for TypeORM registration. */
export const CART_ENTITIES = [Voucher];
// Last: the cart module imports @shop/auth, which imports the vouchers module above (see libs/auth/src/index.ts).
export { CartModule } from './cart.module';
