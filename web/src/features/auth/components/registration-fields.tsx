import { CheckboxField, TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import type { FormApi } from '@/hooks/use-form';
import type { RegistrationValues } from '../utils/validation';
import { NewPasswordFields } from './new-password-fields';

/** Email, password and its confirmation: the start of both sign-up forms. */
export function AccountFields<V extends RegistrationValues>({ form }: { form: FormApi<V> }) {
  return (
    <>
      <TextField form={form} name="email" type="email" label="Adresse e-mail" autoComplete="email" inputMode="email" required />
      <NewPasswordFields form={form} label="Mot de passe" />
    </>
  );
}

/** The newsletter choice and the terms, which must be accepted (spec §5). */
export function ConsentFields<V extends RegistrationValues>({ form, labelSlug }: { form: FormApi<V>; labelSlug: string }) {
  return (
    <div className="form__consents">
      <CheckboxField form={form} name="subscribed" label="Je souhaite recevoir la lettre d'information (environ deux envois par mois)." />
      <CheckboxField
        form={form}
        name="acceptCgu"
        required
        label={
          <>
            J'ai lu et j'accepte les{' '}
            <a href={paths.label.legal.getHref(labelSlug, 'eula')} target="_blank" rel="noopener">
              conditions générales d'utilisation
              <span className="visually-hidden"> (nouvel onglet)</span>
            </a>
            .
          </>
        }
      />
    </div>
  );
}
