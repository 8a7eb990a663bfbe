import { useState } from 'react';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { forgotPassword } from '../api/forgot-password';
import { validateForgotPassword, type ForgotPasswordValues } from '../utils/validation';

/** Spec §2: the forgotten password form; once sent, says a mail is on its way (whether the address exists or not). */
export function ForgotPasswordForm({ labelSlug }: { labelSlug: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    initial: { email: '' },
    validate: validateForgotPassword,
    onSubmit: async ({ email }) => {
      await forgotPassword(email, labelSlug);
      setSentTo(email.trim());
    },
  });
  if (sentTo) {
    return (
      <FormSuccess title="Un courriel vous a été envoyé.">
        <p>
          Si un compte correspond à l'adresse <strong>{sentTo}</strong>, vous allez recevoir un courriel contenant un lien pour choisir un nouveau mot de passe. Ce lien est valable
          une heure.
        </p>
        <p>Pensez à regarder dans vos indésirables si rien n'arrive d'ici quelques minutes.</p>
      </FormSuccess>
    );
  }
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField form={form} name="email" type="email" label="Adresse e-mail" autoComplete="email" inputMode="email" required />
      <SubmitButton sending={form.sending} className="button button--block">
        Recevoir le lien
      </SubmitButton>
    </form>
  );
}
