import { Module } from '@nestjs/common';
import { BankRecreditClient } from './bank-recredit.client';

/**
 * The bank's card refunds (Monetico recredit_paiement.cgi) for whoever refunds, a worker's queue
 * for one. APP_CONFIG comes from the global ConfigModule, as for PaymentModule: nothing to import.
 */
@Module({
  providers: [BankRecreditClient],
  exports: [BankRecreditClient],
})
export class BankRecreditModule {}
