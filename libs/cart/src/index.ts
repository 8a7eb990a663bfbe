import { Voucher } from './entities/voucher.entity';

export { Voucher };
export { CartVouchersModule } from './vouchers/cart-vouchers.module';
export { VoucherReader, type VoucherSummary } from './vouchers/voucher-reader.service';

/** Every entity the cart module owns, for TypeORM registration. */
export const CART_ENTITIES = [Voucher];
// Last: the cart module imports @shop/auth, which imports the vouchers module above (see libs/auth/src/index.ts).
export { CartModule } from './cart.module';
// Card payments (libs/payment, the worker's bank callbacks) run cart commands through these.
export { CartPaymentsModule } from './cart-payments.module';
export { CartCommandRunner } from './commands/cart-runner.service';
export { completePayment, type Payment } from './commands/complete-payment';
export type { CartActor } from './commands/cart-actor';
export { CartRefusal } from './domain/cart-errors';
export type { CartState } from './domain/cart.types';
export { leftToPayAfterVouchers } from './domain/checkout-rules';
export type { PaymentAttemptInfo } from './domain/payment-attempt';
