import { Module } from '@nestjs/common';
import { CartPaymentsModule } from '@shop/cart';
import { BankRecreditClient } from './bank-recredit.client';
import { CardRefunds } from './card-refunds.service';

/**
 * The bank's card refunds (Monetico recredit_paiement.cgi), for the worker's bank-refunds queue:
 * the client, and the refund's card part asked of the bank and recorded on the order through the
 * cart's commands. APP_CONFIG comes from the global ConfigModule, as for PaymentModule.
 */
@Module({
  imports: [CartPaymentsModule],
  providers: [BankRecreditClient, CardRefunds],
  exports: [BankRecreditClient, CardRefunds],
})
export class BankRecreditModule {}
