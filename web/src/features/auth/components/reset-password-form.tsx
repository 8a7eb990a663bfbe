import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert, FormSuccess, SubmitButton } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { resetPassword } from '../api/reset-password';
import { validateResetPassword, type ResetPasswordValues } from '../utils/validation';
import { NewPasswordFields } from './new-password-fields';

/** Spec §2, §5: the new password of a mailed reset link (its email and token), then the way to log in. */
export function ResetPasswordForm({ labelSlug, email, token }: { labelSlug: string; email: string; token: string }) {
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordValues>({
    initial: { password: '', password2: '' },
    validate: validateResetPassword,
    onSubmit: async ({ password }) => {
      await resetPassword(email, token, password);
      setDone(true);
    },
  });
  if (done) {
    return (
      <FormSuccess title="Votre mot de passe a été changé.">
        <p>Vous pouvez dès maintenant vous connecter avec votre nouveau mot de passe.</p>
        <Link to={paths.label.login.getHref(labelSlug)} className="button">
          Se connecter
        </Link>
      </FormSuccess>
    );
  }
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      {form.formError && (
        <p className="form__aside">
          <Link to={paths.label.forgotPassword.getHref(labelSlug)}>Demander un nouveau lien</Link>
        </p>
      )}
      <NewPasswordFields form={form} label="Nouveau mot de passe" />
      <SubmitButton sending={form.sending} className="button button--block">
        Enregistrer mon mot de passe
      </SubmitButton>
    </form>
  );
}
