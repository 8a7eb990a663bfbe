import { Module } from '@nestjs/common';
import { AuditModule } from '@shop/audit';
import { AccountReadersModule } from '@shop/auth';
import { CartCommandsModule } from '../commands/cart-commands.module';
import { RewardParcelDates } from './reward-parcel-dates.service';

/** Paid parcels that follow their rewards' shipping dates, for crowdfunding's back office (wired by the API). */
@Module({
  imports: [CartCommandsModule, AccountReadersModule, AuditModule],
  providers: [RewardParcelDates],
  exports: [RewardParcelDates],
})
export class RewardParcelDatesModule {}
