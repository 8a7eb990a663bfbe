import { HttpException, Injectable } from '@nestjs/common';
import { AuditTrail } from '@shop/audit';
import { AccountReader } from '@shop/auth';
import { enqueueInOutbox, parisDay, QUEUES } from '@shop/common';
import { isVersionConflict } from '@shop/event-store';
import type { EntityManager } from 'typeorm';
import { CartCommandRunner } from '../commands/cart-runner.service';
import type { CartLine } from '../domain/cart.types';
import { parcelDay } from '../domain/parcel-day';
import { shipmentId } from '../domain/shipment-id';
import { staffActor, type StaffMember } from './staff-member';

const PARCELS_MOVED_MEANWHILE = 'Une commande de cette contrepartie a changé pendant l’enregistrement : rien n’a été modifié, enregistrez à nouveau.';

/** A paid parcel, not yet gone, that holds the reward: its day and what it holds. */
interface OpenParcel {
  cart_id: string;
  key: string;
  mode: string;
  day: string;
  line_ids: string[];
  lines: CartLine[];
}

/**
 * Paid parcels follow their rewards' shipping dates: when staff move a reward's date, every paid
 * parcel not yet gone that holds it gets its new day through the cart's decider (RescheduleShipment),
 * in the caller's transaction (the reward's change and its parcels commit together), each with
 * its audit entry (kind `parcel`) and a mail to the order's customer: it is their order, so the
 * mail goes whatever their preferences.
 */
@Injectable()
export class RewardParcelDates {
  constructor(
    private readonly runner: CartCommandRunner,
    private readonly accounts: AccountReader,
    private readonly audit: AuditTrail,
  ) {}

  /** Moves the parcels holding reward `rewardId` to the days their content is now available; the number of parcels moved. */
  async follow(tx: EntityManager, rewardId: number, staff: StaffMember): Promise<number> {
    const parcels = await tx.query<OpenParcel[]>(
      `SELECT c.id AS cart_id, s.value->>'key' AS key, s.value->>'mode' AS mode, s.value->>'expectedExpeditionDate' AS day, s.value->'lineIds' AS line_ids, c.state->'lines' AS lines
         FROM carts c CROSS JOIN LATERAL jsonb_array_elements(c.pricing->'shipments') s
        WHERE c.status = 2 AND c.state->>'mergedInto' IS NULL
          AND c.state->'fulfilment'->(s.value->>'key') IS NULL
          AND EXISTS (SELECT 1 FROM jsonb_array_elements(c.state->'lines') l
                       WHERE l->'product'->>'kind' = 'compensation' AND (l->'product'->>'productId')::int = $1 AND s.value->'lineIds' ? (l->>'lineId'))
        ORDER BY c.id, 2`,
      [rewardId],
    );
    if (parcels.length === 0) return 0;
    const rewardIds = [...new Set(parcels.flatMap((p) => p.lines.filter((l) => l.product.kind === 'compensation').map((l) => l.product.productId)))];
    const rows = await tx.query<{ id: number; release_date: string | null }[]>(
      `SELECT product_id AS id, to_char(release_date, 'YYYY-MM-DD') AS release_date FROM compensations WHERE product_id = ANY($1)`,
      [rewardIds],
    );
    const rewardDays = new Map(rows.map((r) => [r.id, r.release_date]));
    const today = parisDay(new Date().toISOString());
    const actor = staffActor(staff);
    let moved = 0;
    for (const parcel of parcels) {
      const lines = parcel.lines.filter((l) => parcel.line_ids.includes(l.lineId));
      const day = parcelDay(lines, rewardDays, parcel.day, today);
      const result = await this.runner
        .runWithin(tx, parcel.cart_id, actor, (_state, { at }) => ({
          type: 'RescheduleShipment',
          shipmentKey: parcel.key,
          shipment: { mode: parcel.mode, expectedExpeditionDate: parcel.day },
          expectedExpeditionDate: day,
          at,
          by: staff.userId,
        }))
        .catch((error: unknown) => {
          // An order changed meanwhile (its customer changed a relay point): nothing is saved, staff save again.
          if (isVersionConflict(error)) throw new HttpException({ detail: PARCELS_MOVED_MEANWHILE }, 409);
          throw error;
        });
      if (result.newEvents.length === 0) continue;
      moved++;
      await this.audit.record(tx, {
        entity: 'parcel',
        entityId: shipmentId(parcel.cart_id, parcel.key),
        action: 'rescheduled',
        actorId: staff.userId,
        changes: { expected_expedition_date: { from: parcel.day, to: day } },
      });
      const contact = result.state.ownerId === null ? null : await this.accounts.contact(result.state.ownerId, tx);
      if (!contact) continue;
      await enqueueInOutbox(
        tx,
        {
          queue: QUEUES.emails,
          name: 'send',
          data: {
            type: 'parcel-rescheduled',
            to: contact.email,
            labelId: result.state.labelId,
            cartId: parcel.cart_id,
            reference: result.state.reference,
            lines: lines.map((l) => ({ name: l.product.name, quantity: l.quantity })),
            expectedExpeditionDate: day,
            previousDate: parcel.day,
          },
        },
        staff.requestId,
      );
    }
    return moved;
  }
}
