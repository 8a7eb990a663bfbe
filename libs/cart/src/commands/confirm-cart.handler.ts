import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CatalogueReader } from '@shop/catalogue';
import { CampaignBackingReader } from '@shop/crowdfunding';
import type { CartLine, CartState, ProductSnapshot } from '../domain/cart.types';
import type { LabelSales } from '../domain/label-sales';
import { refuseChangedContent } from '../domain/checkout-rules';
import { productSnapshot, rewardSnapshot } from '../domain/product-snapshot';
import { CartLookup } from '../queries/cart-lookup.service';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { crowdfundingOpenByCampaign } from './campaign-sales';
import { CartFolds } from './cart-folds';
import { CartCommandRunner } from './cart-runner.service';

/**
 * `PATCH api/carts/{id}/ {status: 1}`: fixes the prices. Every line is snapshotted again from the
 * catalogue (rewards from their campaign); a change is committed as CartContentChanged and answered
 * 400 'cart content changed', so the SPA reloads the cart and shows it before anyone pays.
 * `termsAccepted`: the customer ticked the CGV box (required, and recorded on the confirmation for
 * the shop's proof). What each label sells now is read too: a switch turned off closes its sales.
 */
export class ConfirmCartCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor & { userId: number },
    readonly cartId: string,
    readonly termsAccepted = false,
    /** The label (id or slug) the customer confirms on: the order belongs to it from then on. */
    readonly label?: number | string,
  ) {
    super();
  }
}

/** What the catalogue says now of a line's product, on a given day (null: no longer sold), and what its label sells. */
interface Current {
  snapshot: (line: CartLine, today: string) => ProductSnapshot | null;
  labelSales: (line: CartLine) => LabelSales | undefined;
}

@CommandHandler(ConfirmCartCommand)
export class ConfirmCartHandler implements ICommandHandler<ConfirmCartCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly folds: CartFolds,
    private readonly lookup: CartLookup,
    private readonly catalogue: CatalogueReader,
    private readonly campaigns: CampaignBackingReader,
    private readonly presenter: CartPresenter,
  ) {}

  async execute({ actor, cartId, termsAccepted, label }: ConfirmCartCommand): Promise<unknown> {
    // An unknown label is a 400 on `label`, as at the cart's creation.
    const labelId = label === undefined ? null : await this.catalogue.resolveLabelFilter(label);
    // The products to look up: from the state this process kept for the cart, else from the read model.
    const known = this.folds.visible(cartId, actor) ?? (await this.lookup.visible(cartId, actor.userId)).state;
    const [current, crowdfundingOpen] = await Promise.all([this.currentSnapshots(known), this.crowdfundingOpen(known)]);
    const outcome = await this.runner.run(cartId, actor, (state, { terms, today }) => {
      const lineSales: Record<string, LabelSales> = {};
      for (const line of state.lines) {
        const sales = current.labelSales(line);
        if (sales) lineSales[line.lineId] = sales;
      }
      return {
        type: 'ConfirmCheckout',
        current: Object.fromEntries(state.lines.map((l) => [l.lineId, current.snapshot(l, today)])),
        terms,
        today,
        termsAccepted,
        lineSales,
        crowdfundingOpen,
        labelId,
      };
    });
    // Committed above: the new content is kept, and the shopper must look at it again.
    refuseChangedContent(outcome.newEvents);
    return this.presenter.cart(cartId, actor.userId, undefined, undefined, outcome.row);
  }

  /** What the catalogue and the campaigns say now of each line's product (null: no longer sold). */
  private async currentSnapshots(state: CartState): Promise<Current> {
    const rewardIds = state.lines.filter((l) => l.contributionId !== null).map((l) => l.product.productId);
    const productIds = state.lines.filter((l) => l.contributionId === null).map((l) => l.product.productId);
    const [products, rewards] = await Promise.all([this.catalogue.productFacts(productIds), this.campaigns.rewards(rewardIds)]);
    const looked = new Set([...productIds, ...rewardIds]);
    return {
      snapshot: (line, today) => {
        const id = line.product.productId;
        // A line added since the lookup (another tab) was snapshotted just now: keep it as it is.
        if (!looked.has(id)) return line.product;
        if (line.contributionId !== null) {
          const reward = rewards.get(id);
          return reward ? rewardSnapshot(reward).product : null;
        }
        const product = products.get(id);
        return product ? productSnapshot(product, line.variantId, today) : null;
      },
      labelSales: (line) => (line.contributionId === null ? products.get(line.product.productId)?.labelSales : undefined),
    };
  }

  /** Whether the label of each campaign the cart backs takes contributions now. */
  private async crowdfundingOpen(state: CartState): Promise<Record<number, boolean>> {
    const ids = [...new Set(state.contributions.map((c) => c.crowdfundingId))];
    if (ids.length === 0) return {};
    const campaigns = await Promise.all(ids.map((id) => this.campaigns.campaign(id, new Date())));
    return crowdfundingOpenByCampaign(this.catalogue, campaigns);
  }
}
