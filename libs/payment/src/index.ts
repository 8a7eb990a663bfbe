export * from './domain/monetico-seal';
export * from './domain/monetico-form';
export * from './domain/payment-data';
export { merchantOf } from './commands/start-card-payment.handler';
export { PaymentModule } from './payment.module';
export * from './domain/bank-notification';
