import { formatDate } from '@/lib/format';
import type { Cart, Shipment } from '@/types/api';
import { expandedLines, expandedOptions, lineName } from '../utils/cart-view';
import { savingProps } from './saving-props';

interface ShipmentChoiceProps {
  cart: Cart;
  shipment: Shipment;
  index: number;
  count: number;
  disabled: boolean;
  onMode: (mode: string) => void;
  onRelay: () => void;
}

/** One parcel: its lines, its delivery modes with carrier, price and dates, and the relay point for Mondial Relay. */
export function ShipmentChoice({ cart, shipment, index, count, disabled, onMode, onRelay }: ShipmentChoiceProps) {
  const lines = expandedLines(cart).filter((l) => shipment.cart_lines.includes(l.id));
  const options = expandedOptions(shipment.options);
  const name = `mode-${shipment.id}`;
  return (
    <section className="checkout-shipment" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="checkout-shipment__title">
        {count > 1 ? `Colis ${index + 1} sur ${count}` : 'Votre colis'}
        {shipment.expected_expedition_date && <span className="checkout-shipment__date"> — expédition prévue le {formatDate(shipment.expected_expedition_date)}</span>}
      </h3>
      {count > 1 && (
        <ul className="checkout-shipment__lines">
          {lines.map((line) => (
            <li key={line.id}>
              {line.quantity} × {lineName(line)}
            </li>
          ))}
        </ul>
      )}
      <fieldset className="checkout-choices" {...savingProps(disabled)}>
        <legend className="visually-hidden">Mode de livraison</legend>
        {options.map((option) => (
          <label key={option.mode} className={`checkout-choice checkout-choice--mode${shipment.mode === option.mode ? ' is-selected' : ''}`}>
            <input type="radio" name={name} value={option.mode} checked={shipment.mode === option.mode} onChange={() => !disabled && onMode(option.mode)} />
            <span className="checkout-mode">
              <span className="checkout-mode__carrier">{option.carrier_name}</span>
              <span className="checkout-mode__conditions">{option.delivery_conditions}</span>
              {option.estimated_delivery_date && (
                <span className="checkout-mode__date">
                  {option.mode === 'pickup' ? 'Disponible à partir du' : 'Livraison estimée le'} {formatDate(option.estimated_delivery_date)}
                </span>
              )}
            </span>
            <span className="checkout-mode__price">{option.displayed_price}</span>
          </label>
        ))}
      </fieldset>
      {shipment.mode === 'mondial_relay' && (
        <div className={`checkout-relay${shipment.parcel_shop ? '' : ' checkout-relay--missing'}`}>
          {shipment.parcel_shop ? (
            <p>
              <strong>Point relais : {shipment.parcel_shop.Nom}</strong>
              <br />
              {shipment.parcel_shop.Adresse1}, {shipment.parcel_shop.CP} {shipment.parcel_shop.Ville}
            </p>
          ) : (
            <p>Choisissez le point relais où retirer ce colis.</p>
          )}
          <button type="button" className="button button--small" onClick={() => !disabled && onRelay()} {...savingProps(disabled)}>
            {shipment.parcel_shop ? 'Changer de point relais' : 'Choisir un point relais'}
          </button>
        </div>
      )}
    </section>
  );
}
