import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import { login } from '@/lib/session';
import type { UserProfile } from '@/types/api';
import { AUTH_MESSAGES, validateLogin, type LoginValues } from '../utils/validation';
import { ResendConfirmation } from './resend-confirmation';

/** Spec §8: refused credentials get the catalogue's message; a rate limit or an outage, the API's own. */
function describeLoginError(error: unknown): string | null {
  if (isNotConfirmed(error)) return error.message;
  if (error instanceof ApiError && (error.status === 400 || error.status === 401)) return AUTH_MESSAGES.loginFailed;
  return error instanceof ApiError ? error.message : null;
}

/** The right password on an account whose address was never validated: the server says so (and only then). */
function isNotConfirmed(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && (error.body as { code?: unknown }).code === 'account_not_confirmed';
}

interface LoginFormProps {
  labelSlug: string;
  /** Runs once the credentials are accepted, before the session shows (the cart made the user's). */
  prepareSession?: () => Promise<void>;
  onLoggedIn: (profile: UserProfile | null) => void;
}

/** The login form (spec §2, §5, §8): email and password, the way to a forgotten password; a new confirmation link when needed. */
export function LoginForm({ labelSlug, prepareSession, onLoggedIn }: LoginFormProps) {
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initial: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async ({ email, password }) => {
      setUnconfirmed(null);
      try {
        onLoggedIn(await login(email, password, prepareSession));
      } catch (error) {
        if (isNotConfirmed(error)) setUnconfirmed(email.trim());
        throw error;
      }
    },
    describeError: describeLoginError,
  });
  return (
    <>
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
      {unconfirmed ? <ResendConfirmation key={unconfirmed} labelSlug={labelSlug} email={unconfirmed} /> : null}
    </>
  );
}
