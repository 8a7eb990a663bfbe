import { Module } from '@nestjs/common';
import { CartCommandsModule } from './commands/cart-commands.module';
import { CartOfPaymentAttemptReader } from './queries/cart-of-payment-attempt.reader';

/**
 * The cart's command handling for the payment module (the API's card form, the worker's bank
 * notifications): the one runner of the process (CartCommandsModule), the cart of a payment
 * attempt, and nothing of the cart's HTTP API.
 */
@Module({
  imports: [CartCommandsModule],
  providers: [CartOfPaymentAttemptReader],
  exports: [CartCommandsModule, CartOfPaymentAttemptReader],
})
export class CartPaymentsModule {}
