import type { Address } from '@/types/api';
import { AddressLines } from './address-lines';
import { savingProps } from './saving-props';

interface AddressChoiceProps {
  /** The radio group's name and accessible title. */
  name: string;
  legend: string;
  addresses: Address[];
  selected: number | null;
  disabled: boolean;
  onChoose: (id: number) => void;
  onCreate: () => void;
  /** 'Modifier': the 'edit-address' dialog with this address. */
  onEdit: (address: Address) => void;
}

/** The saved addresses as radio cards, and a button for a new one (spec §2: the delivery step's addresses). */
export function AddressChoice({ name, legend, addresses, selected, disabled, onChoose, onCreate, onEdit }: AddressChoiceProps) {
  return (
    <fieldset className="checkout-choices" {...savingProps(disabled)}>
      <legend className="visually-hidden">{legend}</legend>
      {addresses.map((address) => (
        <div key={address.id} className="checkout-choice-row">
          <label className={`checkout-choice${selected === address.id ? ' is-selected' : ''}`}>
            <input type="radio" name={name} value={address.id} checked={selected === address.id} onChange={() => !disabled && onChoose(address.id)} />
            <AddressLines address={address} />
          </label>
          <button type="button" className="button button--ghost button--small checkout-choice-row__edit" onClick={() => !disabled && onEdit(address)} {...savingProps(disabled)}>
            Modifier<span className="visually-hidden"> l’adresse {[address.name, `${address.firstname} ${address.lastname}`, address.city].filter(Boolean).join(', ')}</span>
          </button>
        </div>
      ))}
      <button type="button" className="button button--ghost checkout-choices__new" onClick={() => !disabled && onCreate()}>
        Ajouter une nouvelle adresse
      </button>
    </fieldset>
  );
}
