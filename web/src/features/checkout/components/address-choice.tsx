import type { Address } from '@/types/api';
import { AddressLines } from './address-lines';

interface AddressChoiceProps {
  /** The radio group's name and accessible title. */
  name: string;
  legend: string;
  addresses: Address[];
  selected: number | null;
  disabled: boolean;
  onChoose: (id: number) => void;
  onCreate: () => void;
}

/** The saved addresses as radio cards, and a button for a new one (spec §2: the delivery step's addresses). */
export function AddressChoice({ name, legend, addresses, selected, disabled, onChoose, onCreate }: AddressChoiceProps) {
  return (
    <fieldset className="checkout-choices" disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {addresses.map((address) => (
        <label key={address.id} className={`checkout-choice${selected === address.id ? ' is-selected' : ''}`}>
          <input type="radio" name={name} value={address.id} checked={selected === address.id} onChange={() => onChoose(address.id)} />
          <AddressLines address={address} />
        </label>
      ))}
      <button type="button" className="button button--ghost checkout-choices__new" onClick={onCreate}>
        Ajouter une nouvelle adresse
      </button>
    </fieldset>
  );
}
