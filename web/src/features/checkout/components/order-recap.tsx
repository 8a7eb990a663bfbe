import { GiftNote } from '@/components/ui/gift-note';
import { formatDate, formatPrice } from '@/lib/format';
import type { Cart, CartLine } from '@/types/api';
import { MoneySummary } from '@/components/order/money-summary';
import { expandedAddress, expandedLines, expandedOptions, lineName } from '../utils/cart-view';
import { expandedShipments } from '../utils/delivery-step';
import { AddressLines } from './address-lines';

/** The public price of a line's product (with and without VAT), for the bookseller's columns. */
function publicPrices(line: CartLine): { ttc: string; ht: string } {
  const product = typeof line.product === 'object' && line.product ? line.product : null;
  return { ttc: product?.price ?? line.price, ht: product?.price_no_vat ?? line.price_no_vat };
}

/**
 * The lines: name, quantity, price, total; booksellers also see public and purchase prices with and
 * without VAT (spec §6), and their lines' totals without VAT only (unit HT × quantity = total HT; the
 * VAT is counted per rate, on the totals: docs/pricing.md).
 */
export function RecapLines({ cart, professional }: { cart: Cart; professional: boolean }) {
  const lines = expandedLines(cart);
  return (
    <div className="checkout-table-wrap">
      <table className="checkout-table">
        <caption className="visually-hidden">Articles de la commande</caption>
        <thead>
          <tr>
            <th scope="col">Article</th>
            <th scope="col">Quantité</th>
            {professional ? (
              <>
                <th scope="col">Prix public HT</th>
                <th scope="col">Prix public TTC</th>
                <th scope="col">Prix d'achat HT</th>
                <th scope="col">Prix d'achat TTC</th>
                <th scope="col">Total HT</th>
              </>
            ) : (
              <>
                <th scope="col">Prix</th>
                <th scope="col">Total TTC</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                {lineName(line)}
                {line.dedications.length > 0 && <span className="checkout-table__note">Dédicace : {line.dedications.map((d) => d.text).join(' ; ')}</span>}
                <GiftNote line={line} />
              </th>
              <td data-label="Quantité">{line.quantity}</td>
              {professional ? (
                <>
                  <td data-label="Prix public HT">{formatPrice(publicPrices(line).ht)}</td>
                  <td data-label="Prix public TTC">{formatPrice(publicPrices(line).ttc)}</td>
                  <td data-label="Prix d'achat HT">{formatPrice(line.price_no_vat)}</td>
                  <td data-label="Prix d'achat TTC">{formatPrice(line.price)}</td>
                  <td data-label="Total HT">{formatPrice(line.total_no_vat)}</td>
                </>
              ) : (
                <>
                  <td data-label="Prix">{formatPrice(line.price)}</td>
                  <td data-label="Total TTC">{formatPrice(line.total)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The billing and shipping addresses. */
export function RecapAddresses({ cart }: { cart: Cart }) {
  const shipping = expandedAddress(cart.shipping_address);
  const billing = expandedAddress(cart.billing_address);
  return (
    <div className="checkout-recap-addresses">
      {cart.need_delivery && (
        <div>
          <h3>Adresse de livraison</h3>
          {shipping ? <AddressLines address={shipping} /> : <p>Aucune adresse choisie.</p>}
        </div>
      )}
      <div>
        <h3>Adresse de facturation</h3>
        {billing ? <AddressLines address={billing} /> : <p>Aucune adresse choisie.</p>}
      </div>
    </div>
  );
}

/** Each parcel with its carrier, price and dates, and the relay point when there is one. */
export function RecapShipments({ cart }: { cart: Cart }) {
  const shipments = expandedShipments(cart);
  if (!cart.need_delivery || shipments.length === 0) return null;
  return (
    <ul className="checkout-recap-shipments">
      {shipments.map((shipment, index) => {
        const option = expandedOptions(shipment.options).find((o) => o.mode === shipment.mode);
        return (
          <li key={shipment.id}>
            <strong>
              {shipments.length > 1 ? `Colis ${index + 1} : ` : ''}
              {option?.carrier_name ?? shipment.mode}
            </strong>{' '}
            ({option?.displayed_price ?? ''}){shipment.expected_expedition_date && <> — expédition prévue le {formatDate(shipment.expected_expedition_date)}</>}
            {shipment.expected_delivery_date && <>, livraison estimée le {formatDate(shipment.expected_delivery_date)}</>}
            {shipment.parcel_shop && (
              <span className="checkout-recap-shipments__relay">
                Point relais : {shipment.parcel_shop.Nom}, {shipment.parcel_shop.Adresse1}, {shipment.parcel_shop.CP} {shipment.parcel_shop.Ville}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sub-total, delivery, total (and without VAT for booksellers), each voucher at what the order
 * uses, what is left to pay: the API's figures, in the rows every screen shows.
 */
export function RecapTotals({ cart, professional }: { cart: Cart; professional: boolean }) {
  return <MoneySummary cart={cart} professional={professional} className="checkout-totals--recap" />;
}
