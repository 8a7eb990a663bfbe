import { Module } from '@nestjs/common';
import { CartPaymentsModule } from '../cart-payments.module';
import { CartExpirer } from './cart-expirer.service';

/** The worker's side of confirmed carts left unpaid: the expirer, on the cart's command handling. */
@Module({
  imports: [CartPaymentsModule],
  providers: [CartExpirer],
  exports: [CartExpirer],
})
export class CartExpiryModule {}
