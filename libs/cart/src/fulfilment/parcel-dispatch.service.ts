import { HttpException, Injectable } from '@nestjs/common';
import { AuditTrail } from '@shop/audit';
import { AccountReader } from '@shop/auth';
import { enqueueInOutbox, parisDay, QUEUES, type EmailJob } from '@shop/common';
import type { EntityManager } from 'typeorm';
import { CartCommandRunner, type CartResult } from '../commands/cart-runner.service';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import type { CartEvent } from '../domain/cart.events';
import { CARRIER_NAMES, checkTrackingNumber, trackingUrl as trackingUrlOf, type Carrier } from '../domain/fulfilment';
import { requireShipmentId } from '../domain/shipment-id';
import { ParcelsReader, relayPointLine, type ParcelRepresentation } from './parcels.reader';
import { RelayLabels } from './relay-labels.service';
import { staffActor, type StaffMember } from './staff-member';

/** Who ships (the staff member and the request). */
export type Dispatcher = StaffMember;

/** One parcel of a bulk shipping and its number. */
export interface BulkParcel {
  id: string;
  trackingNumber: string | null;
}

/** What a bulk shipping did: the parcels that left, and those refused with the reason. */
export interface BulkOutcome {
  shipped: ParcelRepresentation[];
  refused: { id: string; status: number; detail: string | null; errors: Record<string, unknown> | null; current: ParcelRepresentation | null }[];
}

type Fulfilled = Extract<CartEvent, { type: 'ShipmentShipped' | 'ShipmentReadyForPickup' }>;

/**
 * Staff ship the parcels of paid orders, or make those to collect ready: the cart's decider rules,
 * and in the same transaction as the event the audit entry (kind `parcel`) and the customer's mail
 * in the outbox, so a parcel is announced once, and only if it was recorded.
 */
@Injectable()
export class ParcelDispatch {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly parcels: ParcelsReader,
    private readonly accounts: AccountReader,
    private readonly audit: AuditTrail,
    private readonly labels: RelayLabels,
  ) {}

  /**
   * 'Marquer expédié': the parcel, as it now is. A relay parcel shipped without a number leaves
   * with its label's expedition number, the one the carrier tracks.
   */
  async ship(staff: Dispatcher, id: string, carrier: string | undefined, typedNumber: string | null): Promise<ParcelRepresentation> {
    const { cartId, key } = requireShipmentId(id);
    const shipment = await this.parcels.shipmentOf(cartId, key);
    const byRelay = (carrier ?? shipment?.mode) === 'mondial_relay';
    const trackingNumber = typedNumber ?? (byRelay ? await this.labels.expeditionNumber(cartId, key) : null);
    await this.withCurrent(id, () =>
      this.runner.run(
        cartId,
        staffActor(staff),
        (_state, { today, at }) => ({ type: 'ShipShipment', shipmentKey: key, shipment, carrier, trackingNumber, today, at, by: staff.userId }),
        { alongside: (tx, result) => this.announce(tx, staff, id, result) },
      ),
    );
    return this.current(id);
  }

  /** 'Prêt à être retiré': the parcel, as it now is. */
  async ready(staff: Dispatcher, id: string): Promise<ParcelRepresentation> {
    const { cartId, key } = requireShipmentId(id);
    const shipment = await this.parcels.shipmentOf(cartId, key);
    await this.withCurrent(id, () =>
      this.runner.run(cartId, staffActor(staff), (_state, { today, at }) => ({ type: 'MarkShipmentReady', shipmentKey: key, shipment, today, at, by: staff.userId }), {
        alongside: (tx, result) => this.announce(tx, staff, id, result),
      }),
    );
    return this.current(id);
  }

  /**
   * Several parcels by one carrier, each in its own transaction: the numbers are checked first (400
   * for the whole request, by index), then each parcel leaves or is refused on its own.
   */
  async shipMany(staff: Dispatcher, carrier: Carrier, parcels: BulkParcel[]): Promise<BulkOutcome> {
    const errors = parcels.map((p) => {
      try {
        checkTrackingNumber(carrier, p.trackingNumber);
        return {};
      } catch (error) {
        if (error instanceof CartRefusal && error.errors) return error.errors;
        throw error;
      }
    });
    if (errors.some((e) => Object.keys(e).length > 0)) throw new HttpException({ parcels: errors }, 400);
    const outcome: BulkOutcome = { shipped: [], refused: [] };
    for (const parcel of parcels) {
      try {
        outcome.shipped.push(await this.ship(staff, parcel.id, carrier, parcel.trackingNumber));
      } catch (error) {
        if (error instanceof CartRefusal)
          outcome.refused.push({ id: parcel.id, status: error.status, detail: error.detail, errors: error.errors, current: await this.parcels.byId(parcel.id) });
        else if (error instanceof HttpException && error.getStatus() === 409) {
          const body = error.getResponse() as { detail: string; current: ParcelRepresentation | null };
          outcome.refused.push({ id: parcel.id, status: 409, detail: body.detail, errors: null, current: body.current });
        } else throw error;
      }
    }
    return outcome;
  }

  private async current(id: string): Promise<ParcelRepresentation> {
    const parcel = await this.parcels.byId(id);
    if (!parcel) throw CartRefusal.detail(M.cartMissing, 404);
    return parcel;
  }

  /** A parcel already gone is a 409 that shows it as it is. */
  private async withCurrent(id: string, run: () => Promise<CartResult>): Promise<void> {
    try {
      await run();
    } catch (error) {
      if (error instanceof CartRefusal && error.status === 409 && error.detail) {
        throw new HttpException({ detail: error.detail, current: await this.parcels.byId(id) }, 409);
      }
      throw error;
    }
  }

  /** In the command's transaction: the audit entry, and the customer's mail through the outbox. */
  private async announce(tx: EntityManager, staff: Dispatcher, id: string, result: CartResult): Promise<void> {
    const event = result.newEvents
      .map((e) => ({ type: e.type, data: e.data }) as CartEvent)
      .find((e): e is Fulfilled => e.type === 'ShipmentShipped' || e.type === 'ShipmentReadyForPickup');
    if (!event) return;
    const { state } = result;
    const shipped = event.type === 'ShipmentShipped' ? event.data : null;
    await this.audit.record(tx, {
      entity: 'parcel',
      entityId: id,
      action: shipped ? 'shipped' : 'ready_for_pickup',
      actorId: staff.userId,
      changes: shipped
        ? { status: { from: 'pending', to: 'shipped' }, carrier: { from: null, to: shipped.carrier }, tracking_number: { from: null, to: shipped.trackingNumber } }
        : { status: { from: 'pending', to: 'ready_for_pickup' } },
    });
    const contact = state.ownerId === null ? null : await this.accounts.contact(state.ownerId, tx);
    if (!contact) return;
    const shipment = await this.parcels.shipmentLines(tx, state.cartId, event.data.shipmentKey);
    const lines = state.lines.filter((l) => shipment.includes(l.lineId)).map((l) => ({ name: l.product.name, quantity: l.quantity }));
    const base = { to: contact.email, labelId: state.labelId, cartId: state.cartId, reference: state.reference, lines };
    const choice = state.shipments[event.data.shipmentKey];
    const mail: EmailJob = shipped
      ? {
          type: 'parcel-shipped',
          ...base,
          carrierName: CARRIER_NAMES[shipped.carrier],
          trackingNumber: shipped.trackingNumber,
          trackingUrl: shipped.trackingNumber ? trackingUrlOf(shipped.carrier, shipped.trackingNumber) : null,
          shippedOn: parisDay(shipped.shippedAt),
          relayPoint: shipped.carrier === 'mondial_relay' && choice?.parcelShop ? relayPointLine(choice.parcelShop) : null,
        }
      : { type: 'parcel-ready', ...base };
    await enqueueInOutbox(tx, { queue: QUEUES.emails, name: 'send', data: mail }, staff.requestId);
  }
}
