import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CatalogueReader } from '@shop/catalogue';
import { CampaignBackingReader } from '@shop/crowdfunding';
import { randomUUID } from 'node:crypto';
import { mergeCommands } from '../domain/cart-merge';
import { CartLookup } from '../queries/cart-lookup.service';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { crowdfundingOpenByCampaign } from './campaign-sales';
import { CartCommandRunner } from './cart-runner.service';

/**
 * `PATCH api/carts/{id}/` with an empty body, after login: the anonymous cart becomes the user's.
 * When the user already has an open cart, the anonymous one's content moves into it (the merged
 * cart closes) and the answer is the user's cart, in one transaction.
 */
export class RegisterCartCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor & { userId: number },
    readonly cartId: string,
  ) {
    super();
  }
}

@CommandHandler(RegisterCartCommand)
export class RegisterCartHandler implements ICommandHandler<RegisterCartCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly lookup: CartLookup,
    private readonly campaigns: CampaignBackingReader,
    private readonly presenter: CartPresenter,
    private readonly catalogue: CatalogueReader,
  ) {}

  async execute({ actor, cartId }: RegisterCartCommand): Promise<unknown> {
    const source = await this.lookup.visible(cartId, actor.userId);
    if (source.owner_id === actor.userId) return this.presenter.cart(cartId, actor.userId);
    const target = await this.lookup.activeCartOf(actor.userId, cartId);
    if (target === null) {
      await this.runner.run(cartId, actor, () => ({ type: 'AssignOwner', ownerId: actor.userId }));
      return this.presenter.cart(cartId, actor.userId);
    }
    // What the contributions need is read before the transaction; the content itself is read in it.
    const campaignIds = [...new Set(source.state.contributions.map((c) => c.crowdfundingId))];
    const [rewards, campaigns, products] = await Promise.all([
      this.campaigns.rewards(source.state.lines.filter((l) => l.contributionId !== null).map((l) => l.product.productId)),
      Promise.all(campaignIds.map((id) => this.campaigns.campaign(id, new Date()))),
      this.catalogue.productFacts(source.state.lines.filter((l) => l.contributionId === null).map((l) => l.product.productId)),
    ]);
    const runningCampaigns = new Set(campaigns.filter((c) => c?.running).map((c) => c!.id));
    const open = await crowdfundingOpenByCampaign(this.catalogue, campaigns);
    const openCrowdfundings = new Set(campaignIds.filter((id) => open[id]));
    const labelSales = new Map([...products].map(([id, facts]) => [id, facts.labelSales]));
    // The anonymous cart closes and the user's takes its content as it was merged, both in one transaction.
    await this.runner.run(cartId, actor, () => ({ type: 'MergeInto', targetCartId: target }), {
      andThen: (merged) => ({
        cartId: target,
        build: () => ({
          type: 'TakeMergedContent',
          commands: mergeCommands(merged.state, { rewards, runningCampaigns, labelSales, openCrowdfundings, viewerIsBookseller: actor.isBookseller, newId: randomUUID }),
        }),
      }),
    });
    return this.presenter.cart(target, actor.userId);
  }
}
