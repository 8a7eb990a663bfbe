import { useState } from 'react';
import '../resend-confirmation.css';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { resendConfirmation } from '../api/resend-confirmation';
import { validateForgotPassword, type ForgotPasswordValues } from '../utils/validation';

export const RESEND_LABEL = 'Renvoyer le lien de confirmation';

/**
 * Asks for a new confirmation link. With a known address (just registered, the mailed link, the
 * login form) it is one button; otherwise the address is asked first. The server answers the same
 * whether the account exists, so the success text stays conditional; a 429 shows its own detail.
 */
export function ResendConfirmation({ labelSlug, email }: { labelSlug: string; email?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    initial: { email: email ?? '' },
    validate: validateForgotPassword,
    onSubmit: async ({ email: address }) => {
      await resendConfirmation(address, labelSlug);
      setSentTo(address.trim());
    },
  });
  if (sentTo) {
    return (
      <FormSuccess title="Un nouveau lien vous a été envoyé.">
        <p>
          Si un compte en attente de validation correspond à l'adresse <strong>{sentTo}</strong>, un nouveau lien de confirmation vient de lui être envoyé. Les liens précédents ne
          fonctionnent plus.
        </p>
      </FormSuccess>
    );
  }
  return (
    <form className="form resend-confirmation" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      {email ? null : <TextField form={form} name="email" type="email" label="Adresse e-mail" autoComplete="email" inputMode="email" required />}
      <SubmitButton sending={form.sending} className={email ? 'button button--ghost' : 'button button--block'}>
        {RESEND_LABEL}
      </SubmitButton>
    </form>
  );
}
