import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { CartPaymentsModule } from '@shop/cart';
import { BankNotificationProcessing } from './commands/process-bank-notification.service';
import { BankNotificationOutbox } from './outbox/bank-notification-outbox';

/**
 * The processing of stored bank notifications, for the worker's bank-callbacks queue: the matching
 * with the attempt's cart and the payment through the cart's commands, without the payment's HTTP API;
 * and the stored notifications as an outbox, for the worker's relay and reconciler.
 */
@Module({
  imports: [AccountReadersModule, CartPaymentsModule],
  providers: [BankNotificationProcessing, BankNotificationOutbox],
  exports: [BankNotificationProcessing, BankNotificationOutbox],
})
export class BankNotificationsModule {}
