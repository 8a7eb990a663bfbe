import { Injectable } from '@nestjs/common';
import { AccountReader } from '@shop/auth';
import { CatalogueReader } from '@shop/catalogue';
import { CampaignBackingReader, RewardPresenter } from '@shop/crowdfunding';
import { has, SerializeContext, shapeOne, ShapeQuery, sub } from '@shop/common';
import { VoucherLedger } from '@shop/wallet';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { CartExpansions, CartLineRepresentation, serializeCart, serializeCartLine, serializeShipment } from '../serializers/cart.serializer';
import type { CartRow } from '../serializers/cart-row';
import { CartLookup } from './cart-lookup.service';

/** The default shape of a command's answer: the cart without expansions. */
export const PLAIN: ShapeQuery = { fields: null, omit: null, expand: {} };

/** Serializes carts with the expansions asked for, loading products, addresses and vouchers in batches. */
@Injectable()
export class CartPresenter {
  constructor(
    private readonly lookup: CartLookup,
    private readonly catalogue: CatalogueReader,
    private readonly accounts: AccountReader,
    private readonly vouchers: VoucherLedger,
    private readonly rewards: RewardPresenter,
    private readonly campaigns: CampaignBackingReader,
  ) {}

  /** A cart as its viewer may see it, read after the command committed (or as its transaction wrote it: `written`). */
  async cart(
    cartId: string,
    viewerId: number | null,
    shape: ShapeQuery = PLAIN,
    ctx: SerializeContext = { origin: '', now: new Date() },
    written?: CartRow | null,
  ): Promise<unknown> {
    return (await this.many([await this.lookup.visible(cartId, viewerId, written)], shape, ctx))[0];
  }

  async many(rows: CartRow[], shape: ShapeQuery, ctx: SerializeContext): Promise<unknown[]> {
    const x = await this.expansions(rows, shape.expand, ctx);
    return rows.map((row) => shapeOne(serializeCart(row, shape.expand, x), shape));
  }

  /** One line of a cart, product and variant as ids (the answer of the line endpoints). */
  async line(cartId: string, lineId: string, viewerId: number | null, written?: CartRow | null): Promise<CartLineRepresentation | null> {
    const row = await this.lookup.visible(cartId, viewerId, written);
    const line = row.state.lines.find((l) => l.lineId === lineId);
    return line ? serializeCartLine(row, line, {}, { products: new Map(), addresses: new Map(), vouchers: new Map() }) : null;
  }

  /** One shipment of a cart, options expanded (the answer of the shipment endpoint). */
  async shipment(cartId: string, key: string, viewerId: number | null): Promise<unknown> {
    const row = await this.lookup.visible(cartId, viewerId);
    const shipment = row.pricing.shipments.find((s) => s.key === key);
    if (!shipment) throw CartRefusal.detail(M.cartMissing, 404);
    return serializeShipment(row.state, row.id, shipment, { options: {} });
  }

  private async expansions(rows: CartRow[], expand: ShapeQuery['expand'], ctx: SerializeContext): Promise<CartExpansions> {
    const lines = sub(expand, 'cart_lines');
    const wantsProducts = has(lines, 'product') || has(lines, 'variant');
    const addressIds = rows.flatMap((r) => [
      ...(has(expand, 'shipping_address') && r.state.shippingAddressId !== null ? [r.state.shippingAddressId] : []),
      ...(has(expand, 'billing_address') && r.state.billingAddressId !== null ? [r.state.billingAddressId] : []),
    ]);
    const rewardIds = has(lines, 'compensation') ? rows.flatMap((r) => r.state.lines.filter((l) => l.contributionId !== null).map((l) => l.product.productId)) : [];
    // Products are public and the same for everyone: through the catalogue's short-lived cache.
    // Addresses and vouchers are the viewer's own: always read.
    const [products, addresses, vouchers, compensations, campaigns] = await Promise.all([
      wantsProducts
        ? this.catalogue.cachedProductsByIds(
            rows.flatMap((r) => r.state.lines.map((l) => l.product.productId)),
            ctx,
          )
        : new Map(),
      this.accounts.addresses(addressIds),
      has(sub(expand, 'voucher_usages'), 'voucher') ? this.vouchers.byCodes(rows.flatMap((r) => r.state.vouchers.map((v) => v.code))) : new Map(),
      this.rewards.compensations(rewardIds, ctx),
      // Contributions always name their campaign: one query for all the carts of the page.
      this.campaigns.summaries(rows.flatMap((r) => r.state.contributions.map((c) => c.crowdfundingId))),
    ]);
    return { products, addresses, vouchers, compensations, campaigns };
  }
}
