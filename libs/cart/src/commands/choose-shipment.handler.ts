import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PARCEL_SHOP_PROVIDER, type ParcelShop as RelayPoint, type ParcelShopProvider } from '@shop/shipping';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { priceCartView } from '../domain/cart-view';
import type { CartCommand } from '../domain/cart.commands';
import type { CartState, ParcelShop } from '../domain/cart.types';
import { PARCEL_SHOP_CHANGE_MESSAGES as P, RELAY_MODE } from '../domain/parcel-shop-change';
import { parseShipmentId } from '../domain/shipment-id';
import { CartPresenter } from '../queries/cart-presenter.service';
import { parisDay, type CartActor } from './cart-actor';
import { CartCommandRunner, type BuildContext } from './cart-runner.service';

/** What a shipment PATCH may change: the mode, and the relay point named by its number. */
export interface ShipmentChanges {
  mode?: string;
  parcelShop?: { shopId: string; country: string };
}

/** `PATCH api/shipments/{id}/`: the delivery mode of one parcel, and its relay point. */
export class ChooseShipmentCommand extends Command<unknown> {
  constructor(readonly actor: CartActor, readonly shipmentId: string, readonly changes: ShipmentChanges) {
    super();
  }
}

/** The carrier's point as the cart stores it: the carrier's data only, never the client's copy. */
const fromCarrier = (p: RelayPoint): ParcelShop => ({
  id: p.ID, name: p.Nom, address1: p.Adresse1, address2: p.Adresse2, postalCode: p.CP, city: p.Ville, country: p.Pays,
  lat: p.Lat, long: p.Long, nature: p.Nature, letter: p.Letter,
});

@CommandHandler(ChooseShipmentCommand)
export class ChooseShipmentHandler implements ICommandHandler<ChooseShipmentCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly presenter: CartPresenter,
    @Inject(PARCEL_SHOP_PROVIDER) private readonly relays: ParcelShopProvider,
  ) {}

  async execute({ actor, shipmentId, changes }: ChooseShipmentCommand): Promise<unknown> {
    const target = parseShipmentId(shipmentId);
    if (!target) throw CartRefusal.detail(M.cartMissing, 404);
    const { cartId, key } = target;
    // The carrier is asked before the transaction: no network call while the stream is being written.
    const wanted = changes.parcelShop;
    const point = wanted ? await this.relays.findById(wanted.country, wanted.shopId) : null;
    if (wanted && (!point || !point.available)) throw CartRefusal.field('parcel_shop', M.parcelShopUnknown);
    await this.runner.run(cartId, actor, (state, ctx) => {
      // Delivery choices belong to the owner's cart only (the delivery step needs a login).
      if (!state.exists || state.ownerId === null || state.ownerId !== actor.userId) throw CartRefusal.detail(M.cartMissing, 404);
      if (state.status === 2) return paidOrderChanges(state, ctx, key, changes, point);
      const shipment = priceCartView(state, ctx.terms, ctx.today).shipments.find((s) => s.key === key);
      if (!shipment) throw CartRefusal.detail(M.cartMissing, 404);
      const mode = changes.mode ?? shipment.mode;
      if (!shipment.options.some((o) => o.mode === mode)) throw CartRefusal.field('mode', M.modeNotOffered(mode));
      if (point && mode !== RELAY_MODE) throw CartRefusal.field('parcel_shop', M.parcelShopWrongMode);
      const commands: CartCommand[] = [];
      if (state.shipments[key]?.mode !== mode) commands.push({ type: 'ChooseShipmentMode', shipmentKey: key, mode });
      if (point) commands.push({ type: 'ChooseParcelShop', shipmentKey: key, parcelShop: fromCarrier(point) });
      return commands;
    });
    return this.presenter.shipment(cartId, key, actor.userId);
  }
}

/**
 * 'Changer de point relais' on a paid order: another point for a Mondial Relay parcel, nothing else
 * (the mode sets the price already paid). Its parcels are the ones of the payment day.
 */
function paidOrderChanges(state: CartState, ctx: BuildContext, key: string, changes: ShipmentChanges, point: RelayPoint | null): CartCommand[] {
  const paidDay = parisDay(state.paidAt ?? ctx.at);
  const shipment = priceCartView(state, ctx.terms, paidDay).shipments.find((s) => s.key === key);
  if (!shipment) throw CartRefusal.detail(M.cartMissing, 404);
  if (changes.mode !== undefined && changes.mode !== shipment.mode) throw CartRefusal.detail(P.modeLocked);
  if (!point) return [];
  return [{ type: 'ChangeParcelShopAfterPayment', shipmentKey: key, parcelShop: fromCarrier(point) }];
}
