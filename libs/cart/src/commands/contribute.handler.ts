import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CatalogueReader } from '@shop/catalogue';
import { CampaignBackingReader } from '@shop/crowdfunding';
import { VoucherLedger } from '@shop/wallet';
import { randomUUID } from 'node:crypto';
import type { RewardRequest } from '../domain/cart.commands';
import { normaliseVoucherCode } from '../domain/contribution.rules';
import { rewardSnapshot } from '../domain/product-snapshot';
import { CartPresenter } from '../queries/cart-presenter.service';
import { parisDay, type CartActor } from './cart-actor';
import { crowdfundingOpenByCampaign } from './campaign-sales';
import { CartCommandRunner } from './cart-runner.service';

/** One reward asked for; its price is never taken from the client. */
export interface RewardInput {
  compensationId: number;
  quantity: number;
  variantId: number | null;
  dedications: string[];
  vouchers: string[];
}

export interface ContributionInput {
  crowdfundingId: number;
  amountCents: number | null;
  noCompensation: boolean;
  confirmGift: boolean;
  rewards: RewardInput[];
}

/** `POST api/carts/{id}/contribute/`: backs a campaign with an amount and rewards, priced on the server. */
export class ContributeCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly cartId: string,
    readonly input: ContributionInput,
  ) {
    super();
  }
}

@CommandHandler(ContributeCommand)
export class ContributeHandler implements ICommandHandler<ContributeCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly campaigns: CampaignBackingReader,
    private readonly presenter: CartPresenter,
    private readonly ledger: VoucherLedger,
    private readonly catalogue: CatalogueReader,
  ) {}

  async execute({ actor, cartId, input }: ContributeCommand): Promise<unknown> {
    const [campaign, rewards, cheapest] = await Promise.all([
      this.campaigns.campaign(input.crowdfundingId, new Date()),
      this.campaigns.rewards(input.rewards.map((r) => r.compensationId)),
      this.campaigns.cheapestAvailableRewardCents(input.crowdfundingId, actor.isBookseller),
    ]);
    const wanted = input.noCompensation ? [] : input.rewards;
    // The rewards found; the decider refuses the request when one named is not.
    const requests: RewardRequest[] = wanted
      .filter((r) => rewards.has(r.compensationId))
      .map((r) => ({
        lineId: randomUUID(),
        reward: rewardSnapshot(rewards.get(r.compensationId)!),
        quantity: r.quantity,
        variantId: r.variantId,
        dedications: r.dedications,
        voucherCodes: r.vouchers,
      }));
    // The decider stays pure: the codes typed for voucher-locked rewards are looked up here.
    const lockingCodes = requests.filter((r) => r.reward.lockedByVoucher).flatMap((r) => r.voucherCodes.map(normaliseVoucherCode));
    const [vouchers, voucherHolders, crowdfundingOpen] = await Promise.all([
      this.ledger.states(lockingCodes, parisDay(new Date())),
      this.ledger.holders(lockingCodes),
      crowdfundingOpenByCampaign(this.catalogue, [campaign]),
    ]);
    const contributionId = randomUUID();
    await this.runner.run(cartId, actor, () => ({
      type: 'Contribute',
      contributionId,
      crowdfundingId: input.crowdfundingId,
      campaignFound: campaign !== null,
      campaignRunning: campaign?.running ?? false,
      crowdfundingOpen: crowdfundingOpen[input.crowdfundingId] ?? false,
      askedRewards: wanted.map((r) => ({ compensationId: r.compensationId, found: rewards.has(r.compensationId) })),
      amountCents: input.amountCents,
      noCompensation: input.noCompensation,
      confirmGift: input.confirmGift,
      rewards: requests,
      cheapestAvailableRewardCents: cheapest,
      viewerIsBookseller: actor.isBookseller,
      vouchers,
      voucherHolders,
    }));
    return this.presenter.cart(cartId, actor.userId);
  }
}
