import { useState } from 'react';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import { login, useSession } from '@/lib/session';
import { changePassword } from '../api/update-profile';
import { ACCOUNT_MESSAGES as M, PASSWORD_MIN_LENGTH, validatePassword, type PasswordValues } from '../utils/validation';

/**
 * Spec §5, §8 'Change password': old password, new one and its confirmation; 403 when the old one is
 * wrong. The change signs every device out (the server revokes the refresh tokens): this one signs in
 * again with the new password, so that the next page does not send its user to the login.
 */
export function PasswordForm() {
  const [done, setDone] = useState(false);
  const email = useSession().profile?.email;
  const form = useForm<PasswordValues>({
    initial: { oldpassword: '', password: '', password2: '' },
    validate: validatePassword,
    onSubmit: async ({ oldpassword, password, password2 }) => {
      await changePassword(oldpassword, password, password2);
      if (email) await login(email, password).catch(() => null);
      setDone(true);
    },
    describeError: (error) => (error instanceof ApiError && error.status === 403 ? M.wrongOldPassword : null),
  });
  if (done) return <FormSuccess title={M.passwordChanged}>{null}</FormSuccess>;
  return (
    <form className="form account-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField form={form} name="oldpassword" type="password" label="Ancien mot de passe" autoComplete="current-password" required />
      <TextField
        form={form}
        name="password"
        type="password"
        label="Nouveau mot de passe"
        autoComplete="new-password"
        hint={`${PASSWORD_MIN_LENGTH} caractères minimum.`}
        required
      />
      <TextField form={form} name="password2" type="password" label="Confirmation du nouveau mot de passe" autoComplete="new-password" required />
      <SubmitButton sending={form.sending}>Changer mon mot de passe</SubmitButton>
    </form>
  );
}
