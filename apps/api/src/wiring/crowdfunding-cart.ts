import { Module } from '@nestjs/common';
import { ConfirmedCartHolds } from '@shop/cart';
import { RewardHolds } from '@shop/crowdfunding';

/**
 * The units of limited rewards that confirmed carts hold, read from the cart for crowdfunding's
 * back office (a limit never goes below paid + held): what CrowdfundingModule.forRoot takes as `holds`.
 * Crowdfunding may not import the cart (the cart imports crowdfunding); the API joins them here.
 */
@Module({
  providers: [ConfirmedCartHolds, { provide: RewardHolds, useExisting: ConfirmedCartHolds }],
  exports: [RewardHolds],
})
export class RewardHoldsModule {}
