import { Module } from '@nestjs/common';
import { CartCommandsModule } from '../commands/cart-commands.module';
import { CartExpirer } from './cart-expirer.service';

/** The worker's side of confirmed carts left unpaid: the expirer, on the process's one cart command runner. */
@Module({
  imports: [CartCommandsModule],
  providers: [CartExpirer],
  exports: [CartExpirer],
})
export class CartExpiryModule {}
