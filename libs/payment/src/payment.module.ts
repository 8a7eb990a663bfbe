import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountReadersModule } from '@shop/auth';
import { CartPaymentsModule } from '@shop/cart';
import { BankNotificationController, PaymentController } from './api/payment.controller';
import { RecordBankNotificationHandler } from './commands/record-bank-notification.handler';
import { StartCardPaymentHandler } from './commands/start-card-payment.handler';

export const PAYMENT_COMMAND_HANDLERS = [StartCardPaymentHandler, RecordBankNotificationHandler];

/** Card payments with Monetico: the sealed bank form of a cart and the bank's notifications. */
@Module({
  imports: [CqrsModule, AccountReadersModule, CartPaymentsModule],
  controllers: [PaymentController, BankNotificationController],
  providers: [...PAYMENT_COMMAND_HANDLERS],
})
export class PaymentModule {}
