import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditTrail } from '@shop/audit';
import { AccountReader, type AddressRepresentation } from '@shop/auth';
import { APP_CONFIG, parisDay, type AppConfig, type SellerIdentity } from '@shop/common';
import { PARCEL_SHOP_PROVIDER, type LabelParty, type ParcelShopProvider } from '@shop/shipping';
import { DataSource } from 'typeorm';
import { CART_MESSAGES as M, CartRefusal } from '../domain/cart-errors';
import { FULFILMENT_MESSAGES } from '../domain/fulfilment';
import { requireShipmentId } from '../domain/shipment-id';
import { ParcelsReader, type ParcelRepresentation } from './parcels.reader';

export const RELAY_LABEL_MESSAGES = {
  relayOnly: 'Seuls les colis Mondial Relay ont une étiquette Mondial Relay.',
  noRelayPoint: 'Ce colis n’a pas de point relais : le client doit en choisir un.',
  noLabel: 'Ce colis n’a pas encore d’étiquette.',
  parcelLeft: 'Ce colis est déjà parti sans étiquette : il n’en faut plus.',
} as const;

/**
 * The seller as sender, from its one-line registered office ('12 rue des Imprimeurs, 69002 Lyon,
 * France'): the street before the postal code, the town after it.
 */
export function senderOf(seller: SellerIdentity): LabelParty {
  const parts = seller.address.split(',').map((part) => part.trim());
  const at = parts.findIndex((part) => /^\d{5}\s+\S/.test(part));
  const [postalCode, ...town] = at >= 0 ? parts[at].split(/\s+/) : ['', ''];
  return {
    name: seller.name,
    street: (at > 0 ? parts.slice(0, at) : parts.slice(0, 1)).join(', '),
    postalCode,
    city: town.join(' '),
    country: 'FR',
    phone: seller.phone || null,
    email: seller.email || null,
  };
}

function recipientOf(address: AddressRepresentation | null, fallbackName: string, email: string | null): LabelParty {
  const name = (address && ([address.firstname, address.lastname].filter(Boolean).join(' ') || address.name)) || fallbackName;
  return {
    name,
    street: address?.address ?? '',
    postalCode: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country.code ?? 'FR',
    phone: address?.phone ?? null,
    email,
  };
}

/**
 * Mondial Relay labels of relay parcels. Each label is an expedition the carrier expects and bills,
 * so a parcel gets one: the creation holds a lock on the parcel, a second request (a double click,
 * another staff member) gets the label already made, and the PDF is kept to print it again.
 */
@Injectable()
export class RelayLabels {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly parcels: ParcelsReader,
    private readonly accounts: AccountReader,
    private readonly audit: AuditTrail,
    @Inject(PARCEL_SHOP_PROVIDER) private readonly carrier: ParcelShopProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 'Créer l’étiquette': the parcel with its label (the one already made, if any). */
  async create(staff: { userId: number }, id: string, weightGrams: number, now = new Date()): Promise<ParcelRepresentation> {
    const { cartId, key } = requireShipmentId(id);
    const parcel = await this.parcels.byId(id, now);
    if (!parcel) throw CartRefusal.detail(M.cartMissing, 404);
    if (parcel.mode !== 'mondial_relay') throw CartRefusal.detail(RELAY_LABEL_MESSAGES.relayOnly);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`parcel-label:${id}`]);
      const [made] = await tx.query<{ n: number }[]>('SELECT 1 AS n FROM parcel_labels WHERE cart_id = $1 AND shipment_key = $2', [cartId, key]);
      if (made) return;
      const current = (await this.parcels.byId(id, now)) ?? parcel;
      if (current.status === 'shipped') throw CartRefusal.detail(RELAY_LABEL_MESSAGES.parcelLeft, 409);
      if (current.expected_expedition_date > parisDay(now.toISOString())) throw CartRefusal.detail(FULFILMENT_MESSAGES.notYet(current.expected_expedition_date));
      if (!current.parcel_shop) throw CartRefusal.detail(RELAY_LABEL_MESSAGES.noRelayPoint);
      const [cart] = await tx.query<{ owner_id: number | null; address_id: string | null }[]>(
        `SELECT owner_id, coalesce(state->>'shippingAddressId', state->>'billingAddressId') AS address_id FROM carts WHERE id = $1`,
        [cartId],
      );
      const addressId = cart?.address_id ? Number(cart.address_id) : null;
      const address = addressId === null ? null : ((await this.accounts.addresses([addressId], tx)).get(addressId) ?? null);
      const label = await this.carrier.createLabel({
        reference: current.reference,
        customerNumber: cart?.owner_id === null || cart?.owner_id === undefined ? '' : String(cart.owner_id),
        sender: senderOf(this.config.seller),
        recipient: recipientOf(address, current.customer.name, current.customer.email),
        relay: { country: current.parcel_shop.country, id: current.parcel_shop.id, name: current.parcel_shop.name, address: current.parcel_shop.address },
        weightGrams,
      });
      await tx.query('INSERT INTO parcel_labels (cart_id, shipment_key, expedition_number, weight_grams, pdf, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        cartId,
        key,
        label.expeditionNumber,
        weightGrams,
        label.pdf,
        staff.userId,
        now,
      ]);
      await this.audit.record(tx, {
        entity: 'parcel',
        entityId: id,
        action: 'label_created',
        actorId: staff.userId,
        changes: { relay_label: { from: null, to: label.expeditionNumber }, weight_grams: { from: null, to: weightGrams } },
      });
    });
    return (await this.parcels.byId(id)) ?? parcel;
  }

  /** The label's PDF, as the carrier gave it. */
  async pdf(id: string): Promise<{ expeditionNumber: string; pdf: Buffer }> {
    const { cartId, key } = requireShipmentId(id);
    const [row] = await this.db.query<{ expedition_number: string; pdf: Buffer }[]>('SELECT expedition_number, pdf FROM parcel_labels WHERE cart_id = $1 AND shipment_key = $2', [
      cartId,
      key,
    ]);
    if (!row) throw CartRefusal.detail(RELAY_LABEL_MESSAGES.noLabel, 404);
    return { expeditionNumber: row.expedition_number, pdf: row.pdf };
  }

  /** The expedition number of the parcel's label, the tracking number to ship it with (null: no label). */
  async expeditionNumber(cartId: string, key: string): Promise<string | null> {
    const [row] = await this.db.query<{ expedition_number: string }[]>('SELECT expedition_number FROM parcel_labels WHERE cart_id = $1 AND shipment_key = $2', [cartId, key]);
    return row?.expedition_number ?? null;
  }
}
