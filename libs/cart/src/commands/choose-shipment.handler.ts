import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PARCEL_SHOP_PROVIDER, type ParcelShop as RelayPoint, type ParcelShopProvider } from '@shop/shipping';
import type { ParcelShop } from '../domain/cart.types';
import { requireShipmentId } from '../domain/shipment-id';
import type { RelayPointFound } from '../domain/shipment-choice';
import { CartPresenter } from '../queries/cart-presenter.service';
import type { CartActor } from './cart-actor';
import { CartCommandRunner } from './cart-runner.service';

/** What a shipment PATCH may change: the mode, and the relay point named by its number. */
export interface ShipmentChanges {
  mode?: string;
  parcelShop?: { shopId: string; country: string };
}

/** `PATCH api/shipments/{id}/`: the delivery mode of one parcel, and its relay point. */
export class ChooseShipmentCommand extends Command<unknown> {
  constructor(
    readonly actor: CartActor,
    readonly shipmentId: string,
    readonly changes: ShipmentChanges,
  ) {
    super();
  }
}

/** The carrier's point as the cart stores it: the carrier's data only, never the client's copy. */
const fromCarrier = (p: RelayPoint): ParcelShop => ({
  id: p.ID,
  name: p.Nom,
  address1: p.Adresse1,
  address2: p.Adresse2,
  postalCode: p.CP,
  city: p.Ville,
  country: p.Pays,
  lat: p.Lat,
  long: p.Long,
  nature: p.Nature,
  letter: p.Letter,
});

@CommandHandler(ChooseShipmentCommand)
export class ChooseShipmentHandler implements ICommandHandler<ChooseShipmentCommand> {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly presenter: CartPresenter,
    @Inject(PARCEL_SHOP_PROVIDER) private readonly relays: ParcelShopProvider,
  ) {}

  async execute({ actor, shipmentId, changes }: ChooseShipmentCommand): Promise<unknown> {
    const { cartId, key } = requireShipmentId(shipmentId);
    // The carrier is asked before the transaction: no network call while the stream is being written.
    const relayPoint = changes.parcelShop ? await this.relayPoint(changes.parcelShop) : undefined;
    await this.runner.run(cartId, actor, (_state, { terms, at }) => ({
      type: 'ChooseShipment',
      shipmentKey: key,
      callerId: actor.userId,
      ...(changes.mode !== undefined ? { mode: changes.mode } : {}),
      ...(relayPoint !== undefined ? { relayPoint } : {}),
      terms,
      at,
    }));
    return this.presenter.shipment(cartId, key, actor.userId);
  }

  /** The point as the carrier knows it now (null: no such point). */
  private async relayPoint(wanted: { shopId: string; country: string }): Promise<RelayPointFound | null> {
    const point = await this.relays.findById(wanted.country, wanted.shopId);
    return point ? { parcelShop: fromCarrier(point), available: point.available } : null;
  }
}
