import { frenchList } from '@shop/typography';
import { formatDate } from '@/lib/format';
import type { Cart } from '@/types/api';
import { savingProps } from './saving-props';

/** Spec §2, §4: with several expected shipment dates, the shopper chooses one parcel or several. */
export function BundleChoice({ cart, disabled, onChoose }: { cart: Cart; disabled: boolean; onChoose: (bundle: boolean) => void }) {
  const dates = cart.expected_shipment_dates;
  const last = dates[dates.length - 1];
  return (
    <fieldset className="checkout-choices" {...savingProps(disabled)}>
      <legend className="visually-hidden">Envoi des articles</legend>
      <label className={`checkout-choice${cart.bundle === false ? ' is-selected' : ''}`}>
        <input type="radio" name="bundle" checked={cart.bundle === false} onChange={() => !disabled && onChoose(false)} />
        <span>
          <strong>Recevoir chaque article dès qu'il est disponible</strong>
          <br />
          {dates.length} colis, expédiés {frenchList(dates.map((d) => `le ${formatDate(d)}`))}.
        </span>
      </label>
      <label className={`checkout-choice${cart.bundle === true ? ' is-selected' : ''}`}>
        <input type="radio" name="bundle" checked={cart.bundle === true} onChange={() => !disabled && onChoose(true)} />
        <span>
          <strong>Tout recevoir en un seul colis</strong>
          <br />
          Expédié quand tous les articles sont disponibles{last ? `, le ${formatDate(last)}` : ''}.
        </span>
      </label>
    </fieldset>
  );
}
