import { FormAlert, SelectField, SubmitButton, TextField } from '@/components/ui/form';
import { useForm, type FieldErrors } from '@/hooks/use-form';
import { ibanError } from '@/lib/iban';
import type { PaymentMean } from '@/types/api';
import { useCountries } from '../api/get-countries';
import { registerUser } from '../api/register';
import { validateBooksellerRegistration, type BooksellerRegistrationValues } from '../utils/validation';
import { AccountFields, ConsentFields } from './registration-fields';

/** Spec §9: the payment means offered to booksellers, as they are shown. */
export const PAYMENT_MEAN_OPTIONS: { value: PaymentMean; label: string }[] = [
  { value: 'sepa-debit', label: 'Prélèvement' },
  { value: 'wire', label: 'Virement' },
  { value: 'credit-card', label: 'CB' },
];

/** The sign-up's values with the IBAN, asked for direct debit only. */
type Values = BooksellerRegistrationValues & { iban: string };

function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = validateBooksellerRegistration(values);
  const iban = values.payment_mean === 'sepa-debit' ? ibanError(values.iban, true) : undefined;
  if (iban) errors.iban = iban;
  return errors;
}

const INITIAL: Values = {
  email: '',
  password: '',
  password2: '',
  subscribed: false,
  acceptCgu: false,
  company_name: '',
  gln: '',
  payment_mean: '',
  iban: '',
  'address.firstname': '',
  'address.lastname': '',
  'address.address': '',
  'address.address_line_2': '',
  'address.postal_code': '',
  'address.city': '',
  'address.country': 'FR',
  'address.phone': '',
};

/** The bookseller's sign-up (spec §2): the reader's fields plus the company, its GLN, payment mean and address. */
export function BooksellerRegistrationForm({ labelSlug, onRegistered }: { labelSlug: string; onRegistered: (email: string) => void }) {
  const countries = useCountries();
  const form = useForm<Values>({
    initial: INITIAL,
    validate,
    onSubmit: async (v) => {
      const email = v.email.trim();
      await registerUser({
        email,
        password: v.password,
        password2: v.password2,
        subscribed: v.subscribed,
        acceptCgu: v.acceptCgu,
        isBookseller: true,
        label: labelSlug,
        company_name: v.company_name.trim(),
        gln: v.gln.replace(/\s/g, ''),
        payment_mean: v.payment_mean as PaymentMean,
        ...(v.payment_mean === 'sepa-debit' ? { iban: v.iban.trim() } : {}),
        address: {
          firstname: v['address.firstname'].trim(),
          lastname: v['address.lastname'].trim(),
          address: v['address.address'].trim(),
          address_line_2: v['address.address_line_2'].trim(),
          postal_code: v['address.postal_code'].trim(),
          city: v['address.city'].trim(),
          country: v['address.country'],
          phone: v['address.phone'].trim(),
        },
      });
      onRegistered(email);
    },
  });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <fieldset className="form__group">
        <legend className="form__legend">Votre compte</legend>
        <AccountFields form={form} />
      </fieldset>
      <fieldset className="form__group">
        <legend className="form__legend">Votre librairie</legend>
        <TextField form={form} name="company_name" label="Raison sociale" autoComplete="organization" required />
        <TextField form={form} name="gln" label="GLN" inputMode="numeric" hint="Le code à 13 chiffres qui identifie votre librairie (Global Location Number)." required />
        <SelectField form={form} name="payment_mean" label="Moyen de paiement" options={PAYMENT_MEAN_OPTIONS} placeholder="Choisissez…" required />
        {form.values.payment_mean === 'sepa-debit' && (
          <TextField form={form} name="iban" label="IBAN" autoComplete="off" hint="Le compte sur lequel vos commandes seront prélevées." required />
        )}
      </fieldset>
      <fieldset className="form__group">
        <legend className="form__legend">Adresse de facturation</legend>
        <div className="form__row">
          <TextField form={form} name="address.firstname" label="Prénom" autoComplete="given-name" required />
          <TextField form={form} name="address.lastname" label="Nom" autoComplete="family-name" required />
        </div>
        <TextField form={form} name="address.address" label="Adresse" autoComplete="address-line1" required />
        <TextField form={form} name="address.address_line_2" label="Complément d'adresse" autoComplete="address-line2" />
        <div className="form__row form__row--postal">
          <TextField form={form} name="address.postal_code" label="Code postal" autoComplete="postal-code" required />
          <TextField form={form} name="address.city" label="Ville" autoComplete="address-level2" required />
        </div>
        <SelectField form={form} name="address.country" label="Pays" autoComplete="country" options={countries.map((c) => ({ value: c.value, label: c.display_name }))} required />
        <TextField form={form} name="address.phone" type="tel" label="Téléphone" autoComplete="tel" />
      </fieldset>
      <ConsentFields form={form} labelSlug={labelSlug} />
      <SubmitButton sending={form.sending} className="button button--block">
        Créer mon compte libraire
      </SubmitButton>
    </form>
  );
}
