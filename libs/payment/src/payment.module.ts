import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountReadersModule } from '@shop/auth';
import { CartPaymentsModule } from '@shop/cart';
import { CatalogueModule } from '@shop/catalogue';
import { BankNotificationController, PaymentController } from './api/payment.controller';
import { PaymentTermsController } from './api/payment-terms.controller';
import { StaffPaymentsController } from './api/staff-payments.controller';
import { PayOnTermsHandler } from './commands/pay-on-terms.handler';
import { SettlePaymentHandler } from './commands/settle-payment.handler';
import { ListPaymentAnomaliesHandler } from './queries/payment-anomalies.query';
import { ListUnfinishedNotificationsHandler } from './queries/unfinished-notifications.query';
import { StaffBankNotificationsController } from './api/staff-bank-notifications.controller';
import { RecordBankNotificationHandler } from './commands/record-bank-notification.handler';
import { StartCardPaymentHandler } from './commands/start-card-payment.handler';

export const PAYMENT_COMMAND_HANDLERS = [StartCardPaymentHandler, RecordBankNotificationHandler, PayOnTermsHandler, SettlePaymentHandler];

/**
 * Card payments with Monetico (the sealed bank form of a cart, the bank's notifications), booksellers'
 * direct debit and wire, and staff's settlement and anomaly list.
 */
@Module({
  imports: [CqrsModule, AccountReadersModule, CartPaymentsModule, CatalogueModule],
  controllers: [PaymentController, BankNotificationController, PaymentTermsController, StaffPaymentsController, StaffBankNotificationsController],
  providers: [...PAYMENT_COMMAND_HANDLERS, ListPaymentAnomaliesHandler, ListUnfinishedNotificationsHandler],
})
export class PaymentModule {}
