import { Injectable, Module } from '@nestjs/common';
import { ConfirmedCartHolds, CreditNoteIssuer, InvoicesModule, RewardParcelDates, RewardParcelDatesModule } from '@shop/cart';
import { ContributionCreditNotes, PaidRewardParcels, RewardHolds } from '@shop/crowdfunding';
import type { EntityManager } from 'typeorm';

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

/** The cart's credit notes, issued in crowdfunding's refund transaction for a contribution's amount. */
@Injectable()
class CartContributionCreditNotes extends ContributionCreditNotes {
  constructor(private readonly issuer: CreditNoteIssuer) {
    super();
  }

  issue(tx: EntityManager, cartId: string, amountCents: number, reason: string, staff: { userId: number; requestId: string }) {
    return this.issuer.issueWithin(tx, cartId, { amountCents, reason }, staff);
  }
}

/** What CrowdfundingModule.forRoot takes as `creditNotes`: refunds of a failed campaign by credit notes. */
@Module({
  imports: [InvoicesModule],
  providers: [{ provide: ContributionCreditNotes, useClass: CartContributionCreditNotes }],
  exports: [ContributionCreditNotes],
})
export class ContributionCreditNotesModule {}

/** The cart's paid parcels, moved in crowdfunding's reward transaction when staff change its shipping date. */
@Injectable()
class CartPaidRewardParcels extends PaidRewardParcels {
  constructor(private readonly dates: RewardParcelDates) {
    super();
  }

  follow(tx: EntityManager, rewardId: number, staff: { userId: number; requestId: string }) {
    return this.dates.follow(tx, rewardId, staff);
  }
}

/** What CrowdfundingModule.forRoot takes as `parcels`: paid parcels that follow their rewards' shipping dates. */
@Module({
  imports: [RewardParcelDatesModule],
  providers: [{ provide: PaidRewardParcels, useClass: CartPaidRewardParcels }],
  exports: [PaidRewardParcels],
})
export class PaidRewardParcelsModule {}
