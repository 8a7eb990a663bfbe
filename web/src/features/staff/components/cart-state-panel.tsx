import { MoneySummary } from '@/components/order/money-summary';
import { formatPrice } from '@/lib/format';
import type { Address, CartLine, Shipment, ShipmentOption } from '@/types/api';
import type { CartAsOf } from '../types';
import { isPaid, paymentMeansLabel, shipmentModeLabel, STATUS_LABELS } from '../utils/labels';

const isObject = <T,>(value: unknown): value is T => typeof value === 'object' && value !== null;

function AddressBlock({ title, address }: { title: string; address: unknown }) {
  return (
    <div className="staff-state__address">
      <dt>{title}</dt>
      <dd>
        <AddressLines address={address} />
      </dd>
    </div>
  );
}

/** The lines of an address, or 'Aucune'. */
function AddressLines({ address, none = 'Aucune' }: { address: unknown; none?: string }) {
  if (!isObject<Address>(address)) return <span className="staff-muted">{none}</span>;
  return (
    <>
      {[address.firstname, address.lastname].filter(Boolean).join(' ') || address.name}
      <br />
      {address.address}
      <br />
      {address.postal_code} {address.city}
    </>
  );
}

/**
 * How each parcel travels, as the totals count it: the mode the server prices (home delivery until
 * one is chosen) with its fee, then the relay or the home address.
 */
function DeliveryBlock({ state }: { state: CartAsOf }) {
  const shipments = state.shipments.filter((s): s is Shipment => isObject<Shipment>(s));
  return (
    <div className="staff-state__address">
      <dt>Livraison</dt>
      <dd>
        {shipments.length === 0 ? (
          <span className="staff-muted">Aucune</span>
        ) : (
          shipments.map((shipment) => {
            const option = shipment.options.find((o): o is ShipmentOption => isObject<ShipmentOption>(o) && o.mode === shipment.mode);
            const shop = shipment.parcel_shop;
            return (
              <p key={shipment.id} className="staff-state__shipment">
                {option?.carrier_name ?? shipmentModeLabel(shipment.mode)}
                {option && ` — ${formatPrice(option.price_with_vat)}`}
                <br />
                {shipment.mode === 'pickup' ? null : shop ? (
                  <>
                    Point relais {shop.Nom}
                    <br />
                    {shop.CP} {shop.Ville}
                  </>
                ) : (
                  <AddressLines address={state.shipping_address} none="Adresse pas encore choisie" />
                )}
              </p>
            );
          })
        )}
      </dd>
    </div>
  );
}

function productName(product: CartLine['product']): string {
  if (isObject<{ name?: string; full_name?: string }>(product)) return product.full_name || product.name || 'Produit';
  return product === null ? 'Produit supprimé' : `Produit n° ${product}`;
}

/** The cart as of one event: status, payment, lines, amounts and addresses, read-only. */
export function CartStatePanel({ state }: { state: CartAsOf }) {
  const lines = state.cart_lines.filter((line): line is CartLine => isObject<CartLine>(line));
  return (
    <div className="staff-state">
      <dl className="staff-state__facts">
        <div>
          <dt>Statut</dt>
          <dd>{STATUS_LABELS[state.status] ?? state.status}</dd>
        </div>
        <div>
          <dt>Paiement</dt>
          <dd>{state.status === 2 ? `${paymentMeansLabel(state.paid_with)} — ${isPaid(state) ? 'payée' : 'à encaisser'}` : 'Non payée'}</dd>
        </div>
        {state.invoice_number && (
          <div>
            <dt>Facture</dt>
            <dd>n° {state.invoice_number}</dd>
          </div>
        )}
      </dl>
      <h4 className="staff-state__title">Montants</h4>
      <MoneySummary cart={state} withDelivery alwaysDue className="staff-state__money" />
      <h4 className="staff-state__title">Articles ({lines.length})</h4>
      {lines.length === 0 ? (
        <p className="staff-muted">Le panier est vide à ce moment-là.</p>
      ) : (
        <ul className="staff-state__lines">
          {lines.map((line) => (
            <li key={line.id}>
              <span>
                {line.quantity} × {productName(line.product)}
              </span>
              <span>{formatPrice(line.total)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="staff-state__addresses">
        <DeliveryBlock state={state} />
        <AddressBlock title="Facturation" address={state.billing_address} />
      </dl>
    </div>
  );
}
