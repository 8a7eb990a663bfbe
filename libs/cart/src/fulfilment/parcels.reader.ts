import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AccountReader, type AddressRepresentation } from '@shop/auth';
import { CatalogueReader } from '@shop/catalogue';
import { ListQuery, ListQuerySpec, Page, paginate, parisDay } from '@shop/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ShipmentView } from '../domain/cart-view';
import type { CartState, ParcelShop } from '../domain/cart.types';
import { CARRIER_NAMES } from '../domain/fulfilment';
import { parseShipmentId, shipmentId } from '../domain/shipment-id';
import { serializeFulfilment } from '../serializers/cart.serializer';

/** `GET api/staff/parcels/`: by the day the parcels can leave (then their mode, the oldest order first). */
export const STAFF_PARCELS_SPEC: ListQuerySpec = {
  ordering: { expected_expedition_date: 'p.expected', paid_at: 'p.paid_at', reference: 'p.reference' },
  defaultOrdering: ['expected_expedition_date'],
  filters: { search: 'string' },
  defaultLimit: 25,
  maxLimit: 100,
};

export const PARCEL_STATUSES = ['to_ship', 'waiting', 'shipped'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
export const PARCEL_MODES = ['colissimo', 'mondial_relay', 'pickup'] as const;

export interface ParcelFilters {
  status?: ParcelStatus;
  mode?: string;
  /** A reference, or part of the customer's email. */
  search?: string;
  /** One parcel by its id (the 409's current state, the packing slip). */
  id?: { cartId: string; key: string };
}

/** A paid order's parcel as the staff list reads it. */
interface ParcelRow {
  cart_id: string;
  reference: string;
  label_id: number;
  owner_id: number | null;
  paid_at: Date | null;
  state: CartState;
  shipment: ShipmentView;
  /** The parcel's Mondial Relay label, when staff created one. */
  expedition_number: string | null;
  label_weight_grams: number | null;
  label_created_at: Date | null;
}

const COLUMNS = 'p.cart_id, p.reference, p.label_id, p.owner_id, p.paid_at, p.state, p.shipment, p.expedition_number, p.label_weight_grams, p.label_created_at';

/** Accounts a search by email may name at most (as the orders' list). */
const MAX_SEARCHED_OWNERS = 2000;

const MODE_NAMES: Record<string, string> = { ...CARRIER_NAMES, pickup: 'Retrait sur place' };

/** The relay point in one line, for mails and slips. */
export const relayPointLine = (p: ParcelShop) => [p.name, p.address1, p.address2, `${p.postalCode} ${p.city}`, p.country].filter((part) => part && part.trim()).join(', ');

/**
 * The parcels of paid orders, read from the carts' read model: each paid cart's stored pricing lists
 * its shipments (split and dated at payment), its state says what became of each. A parcel is to ship
 * once the day its content is out has come, waiting before, shipped (or ready to collect) after.
 */
@Injectable()
export class ParcelsReader {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountReader,
    private readonly catalogue: CatalogueReader,
  ) {}

  async page(list: ListQuery, filters: ParcelFilters, url: string, now = new Date()): Promise<Page<unknown>> {
    const search = typeof list.filters.search === 'string' ? list.filters.search.trim() : '';
    const owners = search ? await this.accounts.idsWithEmailContaining(search, MAX_SEARCHED_OWNERS) : [];
    const { from, params } = this.parcels({ ...filters, ...(search ? { search } : {}) }, now, owners);
    const order = list.ordering
      .map((o) => `${o.column} ${o.direction}`)
      .concat("p.shipment->>'mode' ASC", 'p.paid_at ASC', 'p.cart_id ASC', "p.shipment->>'key' ASC")
      .join(', ');
    const [{ count }] = await this.db.query<{ count: number }[]>(`SELECT count(*)::int AS count ${from}`, params);
    const rows = await this.db.query<ParcelRow[]>(`SELECT ${COLUMNS} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      list.limit,
      list.offset,
    ]);
    return paginate(url, count, await this.present(rows, now), list.limit, list.offset);
  }

  /** One parcel as the list shows it (null: no paid order has it). */
  async byId(id: string, now = new Date()) {
    const target = parseShipmentId(id);
    if (!target) return null;
    const { from, params } = this.parcels({ id: target }, now);
    const rows = await this.db.query<ParcelRow[]>(`SELECT ${COLUMNS} ${from}`, params);
    return (await this.present(rows, now))[0] ?? null;
  }

  /** The parcel's mode and day, as the order's stored pricing has them (null: no such parcel of a paid order). */
  async shipmentOf(cartId: string, key: string): Promise<{ mode: string; expectedExpeditionDate: string } | null> {
    const [row] = await this.db.query<{ shipment: ShipmentView | null }[]>(
      `SELECT s.value AS shipment FROM carts c CROSS JOIN LATERAL jsonb_array_elements(c.pricing->'shipments') s
        WHERE c.id = $1 AND c.status = 2 AND s.value->>'key' = $2`,
      [cartId, key],
    );
    return row?.shipment ? { mode: row.shipment.mode, expectedExpeditionDate: row.shipment.expectedExpeditionDate } : null;
  }

  /** The line ids of a paid order's parcel, read in the command's transaction. */
  async shipmentLines(tx: EntityManager, cartId: string, key: string): Promise<string[]> {
    const [row] = await tx.query<{ lines: string[] | null }[]>(
      `SELECT s.value->'lineIds' AS lines FROM carts c CROSS JOIN LATERAL jsonb_array_elements(c.pricing->'shipments') s WHERE c.id = $1 AND s.value->>'key' = $2`,
      [cartId, key],
    );
    return row?.lines ?? [];
  }

  private parcels(filters: ParcelFilters, now: Date, owners: number[] = []): { from: string; params: unknown[] } {
    const params: unknown[] = [parisDay(now.toISOString())];
    const where: string[] = [];
    const done = `p.state->'fulfilment'->(p.shipment->>'key')`;
    if (filters.status === 'to_ship') where.push(`${done} IS NULL AND p.expected <= p.today`);
    if (filters.status === 'waiting') where.push(`${done} IS NULL AND p.expected > p.today`);
    if (filters.status === 'shipped') where.push(`${done} IS NOT NULL`);
    if (filters.mode) where.push(`p.shipment->>'mode' = $${params.push(filters.mode)}`);
    if (filters.search) {
      where.push(`(p.reference ILIKE $${params.push(`%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)} OR p.owner_id = ANY($${params.push(owners)}::int[]))`);
    }
    if (filters.id) where.push(`p.cart_id = $${params.push(filters.id.cartId)}::uuid AND p.shipment->>'key' = $${params.push(filters.id.key)}`);
    // Orders on terms (debit, wire) ship before their money is in, as their terms say; a cancelled order's parcels no longer leave.
    const from = `FROM (
        SELECT c.id AS cart_id, c.reference, c.label_id, c.owner_id, c.paid_at, c.state, s.value AS shipment, s.value->>'expectedExpeditionDate' AS expected, $1::text AS today,
               l.expedition_number, l.weight_grams AS label_weight_grams, l.created_at AS label_created_at
          FROM carts c CROSS JOIN LATERAL jsonb_array_elements(c.pricing->'shipments') s
          LEFT JOIN parcel_labels l ON l.cart_id = c.id AND l.shipment_key = s.value->>'key'
         WHERE c.status = 2 AND c.state->>'mergedInto' IS NULL AND c.state->'afterSale'->>'cancelledAt' IS NULL
      ) p${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
    return { from, params };
  }

  private async present(rows: ParcelRow[], now: Date) {
    const today = parisDay(now.toISOString());
    const ownerIds = [...new Set(rows.flatMap((r) => (r.owner_id === null ? [] : [r.owner_id])))];
    const addressIds = [...new Set(rows.flatMap((r) => (r.state.shippingAddressId === null ? [] : [r.state.shippingAddressId])))];
    const productIds = [...new Set(rows.flatMap((r) => r.state.lines.filter((l) => l.variantId !== null).map((l) => l.product.productId)))];
    const [emails, addresses, products] = await Promise.all([
      this.accounts.emails(ownerIds),
      this.accounts.addresses(addressIds),
      productIds.length ? this.catalogue.cachedProductsByIds(productIds, { origin: '', now }) : new Map(),
    ]);
    return rows.map((r) => {
      const s = r.shipment;
      const choice = r.state.shipments[s.key];
      const parcelShop = choice && choice.mode === s.mode ? choice.parcelShop : s.parcelShop;
      const address = r.state.shippingAddressId === null ? null : (addresses.get(r.state.shippingAddressId) ?? null);
      const email = r.owner_id === null ? null : (emails.get(r.owner_id) ?? null);
      const fulfilment = serializeFulfilment(r.state, s.key);
      const status = fulfilment.fulfilment_status !== 'pending' ? fulfilment.fulfilment_status : s.expectedExpeditionDate <= today ? 'to_ship' : 'waiting';
      const id = shipmentId(r.cart_id, s.key);
      return {
        id,
        order: r.cart_id,
        reference: r.reference,
        label: r.label_id,
        paid_at: r.paid_at ? new Date(r.paid_at).toISOString() : null,
        customer: { name: customerName(address) ?? email ?? '', email },
        mode: s.mode,
        mode_name: MODE_NAMES[s.mode] ?? s.mode,
        status,
        shippable: s.expectedExpeditionDate <= today,
        expected_expedition_date: s.expectedExpeditionDate,
        shipping_address: s.mode === 'colissimo' ? address : null,
        parcel_shop:
          s.mode === 'mondial_relay' && parcelShop ? { id: parcelShop.id, country: parcelShop.country, name: parcelShop.name, address: relayPointLine(parcelShop) } : null,
        relay_label: r.expedition_number
          ? {
              expedition_number: r.expedition_number,
              weight_grams: r.label_weight_grams,
              created_at: r.label_created_at ? new Date(r.label_created_at).toISOString() : null,
              pdf: `/api/staff/parcels/${id}/label.pdf`,
            }
          : null,
        lines: r.state.lines
          .filter((l) => s.lineIds.includes(l.lineId))
          .map((l) => ({
            id: l.lineId,
            name: l.product.name,
            quantity: l.quantity,
            variant: l.variantId === null ? null : (products.get(l.product.productId)?.variants.find((v: { id: number }) => v.id === l.variantId)?.name ?? null),
            dedications: l.dedications.filter((d) => d.trim() !== ''),
          })),
        ...fulfilment,
        packing_slip: `/api/staff/parcels/${id}/packing-slip.pdf`,
      };
    });
  }
}

const customerName = (a: AddressRepresentation | null) => (a ? [a.firstname, a.lastname].filter(Boolean).join(' ') || a.name || null : null);

export type ParcelRepresentation = NonNullable<Awaited<ReturnType<ParcelsReader['byId']>>>;
