import { FormAlert, SelectField, SubmitButton, TextField } from '@/components/ui/form';
import { closeModal, openModal } from '@/components/ui/modal';
import { useForm, type FieldErrors } from '@/hooks/use-form';
import type { Address } from '@/types/api';
import { createAddress, updateAddress, useCountries, type AddressInput } from '@/lib/addresses';

type Values = AddressInput & Record<string, string>;

const REQUIRED: [keyof AddressInput, string][] = [
  ['firstname', 'Le prénom est requis.'],
  ['lastname', 'Le nom est requis.'],
  ['address', "L'adresse est requise."],
  ['postal_code', 'Le code postal est requis.'],
  ['city', 'La ville est requise.'],
  ['country', 'Le pays est requis.'],
];

function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  for (const [name, message] of REQUIRED) if (!values[name].trim()) errors[name] = message;
  return errors;
}

const EMPTY: Values = {
  name: '',
  firstname: '',
  lastname: '',
  address: '',
  address_line_2: '',
  address_line_3: '',
  postal_code: '',
  city: '',
  country: 'FR',
  phone: '',
};

/** An address's fields as the form edits them (absent ones empty). */
const valuesOf = (address: Address): Values => ({
  name: address.name,
  firstname: address.firstname,
  lastname: address.lastname,
  address: address.address,
  address_line_2: address.address_line_2,
  address_line_3: address.address_line_3,
  postal_code: address.postal_code,
  city: address.city,
  country: address.country?.code ?? 'FR',
  phone: address.phone,
});

/**
 * The form of the 'edit-address' dialog: a new address, or `existing` changed; the server's field
 * errors show under the fields.
 */
export function AddressForm({ userId, existing, onSaved }: { userId: number | null; existing?: Address; onSaved: (address: Address) => Promise<void> | void }) {
  const countries = useCountries();
  const form = useForm<Values>({
    initial: existing ? valuesOf(existing) : EMPTY,
    validate,
    onSubmit: async (values) => {
      const address = existing ? await updateAddress(userId, existing.id, values) : await createAddress(userId, values);
      closeModal();
      await onSaved(address);
    },
  });
  return (
    <form className="form checkout-address-form" data-modal="edit-address" noValidate onSubmit={form.handleSubmit}>
      <TextField form={form} name="name" label="Nom de l'adresse" hint="Par exemple : Maison, Bureau" autoComplete="off" />
      <div className="form__row">
        <TextField form={form} name="firstname" label="Prénom" required autoComplete="given-name" />
        <TextField form={form} name="lastname" label="Nom" required autoComplete="family-name" />
      </div>
      <TextField form={form} name="address" label="Adresse" required autoComplete="address-line1" />
      <TextField form={form} name="address_line_2" label="Complément d'adresse" autoComplete="address-line2" />
      <div className="form__row form__row--postal">
        <TextField form={form} name="postal_code" label="Code postal" required autoComplete="postal-code" />
        <TextField form={form} name="city" label="Ville" required autoComplete="address-level2" />
      </div>
      <SelectField form={form} name="country" label="Pays" required autoComplete="country" options={countries.map((c) => ({ value: c.value, label: c.display_name }))} />
      <TextField form={form} name="phone" label="Téléphone" type="tel" autoComplete="tel" hint="Utile au transporteur pour vous prévenir." />
      <FormAlert message={form.formError} />
      <div className="modal__actions">
        <SubmitButton sending={form.sending}>Enregistrer l'adresse</SubmitButton>
        <button type="button" className="button button--ghost" onClick={closeModal}>
          Annuler
        </button>
      </div>
    </form>
  );
}

/** Opens the 'edit-address' dialog (spec §2, layout modals): a new address, or `existing` to change. */
export function openAddressDialog(userId: number | null, onSaved: (address: Address) => Promise<void> | void, existing?: Address): void {
  openModal({
    title: existing ? 'Modifier l’adresse' : 'Nouvelle adresse',
    body: <AddressForm key={existing?.id ?? 'new'} userId={userId} existing={existing} onSaved={onSaved} />,
  });
}
