import { Module } from '@nestjs/common';
import { BankRecreditModule } from '@shop/payment';
import { BankRefundsProcessor } from './bank-refunds.processor';

/** The worker's consumer of the bank-refunds queue (the outbox relay produces its jobs, with BANK_REFUND_JOB_OPTIONS). */
@Module({
  imports: [BankRecreditModule],
  providers: [BankRefundsProcessor],
})
export class BankRefundsModule {}
