import { MoneySummary } from '@/components/order/money-summary';
import { frenchSpacing } from '@shop/typography';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatDate, formatPrice } from '@/lib/format';
import { formatVatRate } from '@/lib/order-money';
import type { Address, Cart, CartLine, Shipment } from '@/types/api';
import { useOrder, useOrderContributions } from '../api/orders';
import type { OwnContribution } from '../types';
import { addressOf, carrierOf, lineName, linesOf, paymentMeanLabel, shipmentsOf } from '../utils/orders';
import { InvoiceLink } from './invoice-link';

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  return (
    <section className="order-detail__address">
      <h3>{title}</h3>
      {address ? (
        <address>
          {address.name && (
            <>
              {address.name}
              <br />
            </>
          )}
          {address.firstname} {address.lastname}
          <br />
          {address.address}
          {address.address_line_2 && (
            <>
              <br />
              {address.address_line_2}
            </>
          )}
          <br />
          {address.postal_code} {address.city}
          <br />
          {address.country?.name}
        </address>
      ) : (
        <p>—</p>
      )}
    </section>
  );
}

const CARRIER_NAMES: Record<string, string> = { colissimo: 'Colissimo', mondial_relay: 'Mondial Relay' };

const day = (value: string | null) => (value ? formatDate(value) : null);

function ShipmentBlock({ shipment, index, onChangeRelay }: { shipment: Shipment; index: number; onChangeRelay?: (shipment: Shipment) => void }) {
  const shop = shipment.parcel_shop;
  return (
    <li className="order-detail__shipment">
      <h4>
        Envoi {index + 1} — {carrierOf(shipment)}
      </h4>
      <ul className="order-detail__dates">
        {shipment.fulfilment_status === 'ready_for_pickup' ? (
          <li className="order-detail__fulfilment">
            <strong>Prêt à être retiré</strong>
            {shipment.ready_for_pickup_date && <> depuis le {day(shipment.ready_for_pickup_date)}</>}
          </li>
        ) : shipment.expedition_date ? (
          <li className="order-detail__fulfilment">
            <strong>Expédié le {day(shipment.expedition_date)}</strong>
            {shipment.carrier && <> par {CARRIER_NAMES[shipment.carrier] ?? shipment.carrier}</>}
            {shipment.tracking_number && (
              <>
                , suivi n°{' '}
                {shipment.tracking_url ? (
                  <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                    {shipment.tracking_number}
                    <span className="visually-hidden"> (suivre le colis, nouvelle fenêtre)</span>
                  </a>
                ) : (
                  shipment.tracking_number
                )}
              </>
            )}
          </li>
        ) : (
          shipment.expected_expedition_date && <li>Expédition prévue le {day(shipment.expected_expedition_date)}</li>
        )}
        {!shipment.expedition_date && shipment.fulfilment_status !== 'ready_for_pickup' && shipment.expected_delivery_date && (
          <li>Livraison estimée le {day(shipment.expected_delivery_date)}</li>
        )}
      </ul>
      {shipment.mode === 'mondial_relay' && (
        <div className="order-detail__relay">
          <p>
            <strong>Point relais :</strong>{' '}
            {shop ? `${shop.Nom}, ${shop.Adresse1}${shop.Adresse2 ? `, ${shop.Adresse2}` : ''}, ${shop.CP} ${shop.Ville}` : 'aucun point relais choisi'}
          </p>
          {onChangeRelay && !shipment.expedition_date && (
            <button type="button" className="button button--ghost button--small" onClick={() => onChangeRelay(shipment)}>
              Changer de point relais
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A line's VAT rate as French writes it ('5,5 %'), from its product when the order expands it. */
function lineVatRate(line: CartLine): string {
  const product = typeof line.product === 'object' && line.product ? line.product : null;
  return product?.vat_rate === undefined ? '—' : formatVatRate(String(product.vat_rate));
}

function RewardContents({ contributions }: { contributions: OwnContribution[] }) {
  if (contributions.length === 0) return null;
  return (
    <section className="order-detail__section">
      <h3>Contenu des contreparties</h3>
      {contributions.map((contribution) => (
        <div key={contribution.id} className="order-detail__contribution">
          <p>
            Soutien à <strong>{frenchSpacing(contribution.crowdfunding.title)}</strong>&nbsp;: {formatPrice(contribution.amount)}
          </p>
          {contribution.rewards.length > 0 && (
            <ul>
              {contribution.rewards.map((reward, i) => (
                <li key={`${reward.compensation}-${i}`}>
                  {reward.quantity} × {frenchSpacing(reward.name)}
                  {reward.variant ? ` — ${reward.variant.name}` : ''}
                  {reward.dedications.filter(Boolean).length > 0 && (
                    <span className="order-detail__dedications"> (dédicace : {reward.dedications.filter(Boolean).join(' ; ')})</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/** The body of an order (spec §2 'Order detail'), once loaded. */
export function OrderSummary({
  order,
  contributions = [],
  onChangeRelay,
  professional = false,
}: {
  order: Cart;
  contributions?: OwnContribution[];
  onChangeRelay?: (shipment: Shipment) => void;
  /** A bookseller's order: lines and totals without VAT, the VAT per rate (spec §6). */
  professional?: boolean;
}) {
  const lines = linesOf(order);
  const shipments = shipmentsOf(order);
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <h2 id="order-title" className="order-detail__title">
        Commande n°{order.reference}
        {order.invoice_date ? ` du ${formatDate(order.invoice_date)}` : ''}
      </h2>
      <p className="order-detail__meta">
        Paiement : {paymentMeanLabel(order.paid_with)} · {order.paid ? 'payée' : 'en attente de paiement'}
        {order.invoice_file && (
          <>
            {' · '}
            <InvoiceLink href={order.invoice_file} number={order.invoice_number} className="order-detail__invoice">
              Télécharger la facture{order.invoice_number ? ` n°${order.invoice_number}` : ''}
            </InvoiceLink>
          </>
        )}
      </p>
      <div className="order-detail__addresses">
        <AddressBlock title="Adresse de facturation" address={addressOf(order.billing_address)} />
        {order.need_delivery && <AddressBlock title="Adresse de livraison" address={addressOf(order.shipping_address)} />}
      </div>
      <section className="order-detail__section">
        <h3>Articles</h3>
        <table className="order-lines">
          <thead>
            <tr>
              <th scope="col">Article</th>
              <th scope="col">Quantité</th>
              {professional ? (
                <>
                  <th scope="col">Prix d'achat HT</th>
                  <th scope="col">TVA</th>
                  <th scope="col">Total HT</th>
                </>
              ) : (
                <>
                  <th scope="col">Prix</th>
                  <th scope="col">Total</th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {lineName(line)}
                  {line.dedications.filter((d) => d.text).length > 0 && (
                    <span className="order-lines__dedication">
                      Dédicace :{' '}
                      {line.dedications
                        .map((d) => d.text)
                        .filter(Boolean)
                        .join(' ; ')}
                    </span>
                  )}
                </th>
                <td data-label="Quantité">{line.quantity}</td>
                {professional ? (
                  <>
                    <td data-label="Prix d'achat HT">{formatPrice(line.price_no_vat)}</td>
                    <td data-label="TVA">{lineVatRate(line)}</td>
                    <td data-label="Total HT">{formatPrice(line.total_no_vat)}</td>
                  </>
                ) : (
                  <>
                    <td data-label="Prix">{formatPrice(line.price)}</td>
                    <td data-label="Total">{formatPrice(line.total)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <MoneySummary cart={order} className="order-detail__money" professional={professional} />
      </section>
      <RewardContents contributions={contributions} />
      {shipments.length > 0 && (
        <section className="order-detail__section">
          <h3>Expéditions</h3>
          <ol className="order-detail__shipments">
            {shipments.map((shipment, index) => (
              <ShipmentBlock key={shipment.id} shipment={shipment} index={index} onChangeRelay={onChangeRelay} />
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}

/** Spec §2 'orders/{id}': loads the order and its contributions, then shows it; another user's order is not found. */
export function OrderDetail({
  id,
  onChangeRelay,
  professional = false,
}: {
  id: string;
  onChangeRelay?: (order: Cart, shipment: Shipment, reload: () => Promise<unknown>) => void;
  professional?: boolean;
}) {
  const { order, error, isLoading, retry, reload } = useOrder(id);
  const contributions = useOrderContributions<OwnContribution>(order?.status === 2 ? id : undefined);
  if (error)
    return <ErrorMessage message={(error as { status?: number }).status === 404 ? "Cette commande n'existe pas." : "Cette commande n'a pas pu être chargée."} onRetry={retry} />;
  if (isLoading || !order)
    return (
      <p role="status" className="account-loading">
        Chargement de la commande…
      </p>
    );
  if (order.status !== 2) return <ErrorMessage message="Cette commande n'est pas encore payée." />;
  return (
    <OrderSummary order={order} contributions={contributions} professional={professional} onChangeRelay={onChangeRelay && ((shipment) => onChangeRelay(order, shipment, reload))} />
  );
}
