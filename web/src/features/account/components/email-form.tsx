import { useEffect, useRef, useState } from 'react';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import { confirmEmailChange, requestEmailChange } from '../api/update-profile';
import { ACCOUNT_MESSAGES as M, validateEmail, type EmailValues } from '../utils/validation';

/**
 * Spec §5, §8 'Change email': the new address twice. The API mails a link to the new address and
 * changes nothing until it is followed (EmailConfirmation); a 400 shows the email field's messages joined.
 */
export function EmailForm({ current }: { current: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailValues>({
    initial: { email: '', email2: '' },
    validate: validateEmail,
    onSubmit: async ({ email, email2 }) => {
      await requestEmailChange(email.trim(), email2.trim());
      setSentTo(email.trim());
    },
    describeError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return null;
      const messages = error.fieldErrors.email ?? [];
      return messages.length ? messages.join(' ') : null;
    },
  });
  if (sentTo) {
    return (
      <FormSuccess title="Vérifiez votre nouvelle adresse">
        <p>
          Un courriel vient d'être envoyé à <strong>{sentTo}</strong>. Suivez le lien qu'il contient pour confirmer le changement : d'ici là, votre adresse reste {current}.
        </p>
      </FormSuccess>
    );
  }
  return (
    <form className="form account-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <p className="form__aside">Adresse actuelle : {current}</p>
      <TextField form={form} name="email" type="email" label="Nouvelle adresse e-mail" autoComplete="email" required />
      <TextField form={form} name="email2" type="email" label="Confirmation de la nouvelle adresse" autoComplete="email" required />
      <SubmitButton sending={form.sending}>Changer mon adresse</SubmitButton>
    </form>
  );
}

/** The page of the mailed link (`compte/email/confirmer?token=`): applies the change once and says so. */
export function EmailConfirmation({ token }: { token: string }) {
  const [state, setState] = useState<{ status: 'sending' } | { status: 'done' } | { status: 'failed'; message: string }>({ status: 'sending' });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmailChange(token).then(
      () => setState({ status: 'done' }),
      (error: unknown) => setState({ status: 'failed', message: error instanceof Error ? error.message : 'Une erreur est survenue.' }),
    );
  }, [token]);
  if (state.status === 'sending') return <p role="status">Confirmation de votre nouvelle adresse…</p>;
  if (state.status === 'done') return <FormSuccess title={M.emailChanged}>{null}</FormSuccess>;
  return <FormAlert message={state.message} />;
}
