import { DynamicModule, Module } from '@nestjs/common';
import { BankNotificationsModule } from '@shop/payment';
import { BankCallbacksProcessor } from './bank-callbacks.processor';
import { BANK_CALLBACKS_OPTIONS, BankCallbacksOptions, BankNotificationRelay } from './bank-notification-relay.service';

/** The worker's side of card payments: relay of the stored bank notifications, and their consumer. */
@Module({})
export class BankCallbacksModule {
  static forRoot(options: BankCallbacksOptions = {}): DynamicModule {
    return {
      module: BankCallbacksModule,
      imports: [BankNotificationsModule],
      providers: [{ provide: BANK_CALLBACKS_OPTIONS, useValue: options }, BankNotificationRelay, BankCallbacksProcessor],
      exports: [BankNotificationRelay, BankNotificationsModule],
    };
  }
}
