import { Link } from 'react-router-dom';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import { login } from '@/lib/session';
import type { UserProfile } from '@/types/api';
import { AUTH_MESSAGES, validateLogin, type LoginValues } from '../utils/validation';

/** Spec §8: refused credentials get the catalogue's message; a rate limit or an outage, the API's own. */
function describeLoginError(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return AUTH_MESSAGES.loginFailed;
  return error instanceof ApiError ? error.message : null;
}

/** The login form (spec §2, §5, §8): email and password, the way to a forgotten password. */
export function LoginForm({ labelSlug, onLoggedIn }: { labelSlug: string; onLoggedIn: (profile: UserProfile | null) => void }) {
  const form = useForm<LoginValues>({
    initial: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async ({ email, password }) => onLoggedIn(await login(email, password)),
    describeError: describeLoginError,
  });
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField form={form} name="email" type="email" label="Adresse e-mail" autoComplete="email" inputMode="email" required />
      <TextField form={form} name="password" type="password" label="Mot de passe" autoComplete="current-password" required />
      <p className="form__aside">
        <Link to={paths.label.forgotPassword.getHref(labelSlug)}>Mot de passe oublié ?</Link>
      </p>
      <SubmitButton sending={form.sending} className="button button--block">
        Se connecter
      </SubmitButton>
    </form>
  );
}
