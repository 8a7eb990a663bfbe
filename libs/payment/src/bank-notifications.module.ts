import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CartPaymentsModule } from '@shop/cart';
import { BankNotificationProcessing } from './commands/process-bank-notification.service';

/**
 * The processing of stored bank notifications, for the worker's bank-callbacks queue: the matching
 * with the attempt's cart and the payment through the cart's commands, without the payment's HTTP API.
 */
@Module({
  imports: [AccountReadersModule, CartPaymentsModule],
  providers: [BankNotificationProcessing],
  exports: [BankNotificationProcessing],
})
export class BankNotificationsModule {}
