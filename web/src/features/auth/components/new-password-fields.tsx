import { TextField } from '@/components/ui/form';
import type { FormApi } from '@/hooks/use-form';
import { PASSWORD_MIN_LENGTH } from '../utils/validation';

/** A new password and its confirmation (sign-up and reset, checked alike); `label` names the first field. */
export function NewPasswordFields<V extends { password: string; password2: string }>({ form, label }: { form: FormApi<V>; label: string }) {
  return (
    <>
      <TextField form={form} name="password" type="password" label={label} autoComplete="new-password" hint={`${PASSWORD_MIN_LENGTH} caractères minimum.`} required />
      <TextField form={form} name="password2" type="password" label="Confirmation du mot de passe" autoComplete="new-password" required />
    </>
  );
}
