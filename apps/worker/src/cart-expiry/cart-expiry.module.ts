import { Module } from '@nestjs/common';
import { CartExpiryModule } from '@shop/cart';
import { CartExpiryProcessor } from './cart-expiry.processor';

/** The worker's consumer of the cart-expiry queue (the outbox relay produces its jobs). */
@Module({
  imports: [CartExpiryModule],
  providers: [CartExpiryProcessor],
})
export class CartExpiryWorkerModule {}
