export * from './domain/monetico-seal';
export * from './domain/monetico-form';
// Card refunds: the sealed recredit request and the bank's answer, posted by the client.
export * from './domain/monetico-recredit';
export * from './domain/payment-data';
export { merchantOf } from './commands/start-card-payment.handler';
export { PaymentModule } from './payment.module';
export * from './domain/bank-notification';
// The worker's bank-callbacks queue acts on the stored notifications through these.
export * from './domain/bank-matching';
export { BankNotificationsModule } from './bank-notifications.module';
export { BankNotificationProcessing } from './commands/process-bank-notification.service';
// The ops counters of the API's metrics.
export { BANK_NOTIFICATION_COUNTS_SQL } from './queries/bank-notification-counts';
export { BankNotificationOutbox, type NotificationToRelay, type UnfinishedNotification } from './outbox/bank-notification-outbox';
export { BankRecreditClient, BANK_RECREDIT_TIMEOUT_MS } from './refunds/bank-recredit.client';
export { BankRecreditModule } from './refunds/bank-recredit.module';
export { CardRefunds, type CardRefundOutcome } from './refunds/card-refunds.service';
