import { Module } from '@nestjs/common';
import { CartCommandsModule } from './commands/cart-commands.module';

/**
 * The cart's command handling for the payment module (the API's card form, the worker's bank
 * notifications): the one runner of the process (CartCommandsModule), and nothing of the cart's HTTP API.
 */
@Module({
  imports: [CartCommandsModule],
  exports: [CartCommandsModule],
})
export class CartPaymentsModule {}
