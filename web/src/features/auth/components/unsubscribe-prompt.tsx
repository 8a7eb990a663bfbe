import { useState } from 'react';
import { deName } from '@shop/typography';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { isValidEmail } from '@/lib/email';
import { unsubscribe } from '../api/unsubscribe';
import { AUTH_MESSAGES } from '../utils/validation';

type Values = { email: string };

/** Spec §2: asks to confirm leaving the newsletter (the address of the mail's link, with its token when the link has one), then says it is done. */
export function UnsubscribePrompt({ email, token, labelName }: { email: string; token?: string; labelName: string }) {
  const [done, setDone] = useState(false);
  // A link without a usable address asks for it.
  const asks = !isValidEmail(email);
  const form = useForm<Values>({
    initial: { email },
    validate: ({ email: value }) => ({
      email: value.trim() === '' ? AUTH_MESSAGES.emailRequired : isValidEmail(value) ? undefined : AUTH_MESSAGES.emailInvalid,
    }),
    onSubmit: async ({ email: value }) => {
      // The link's token goes with the link's own address only.
      await unsubscribe(value, value.trim() === email.trim() ? token : undefined);
      setDone(true);
    },
  });
  if (done) {
    return (
      <FormSuccess title="Votre désinscription de la lettre d'information a bien été prise en compte.">
        <p>Vous ne recevrez plus nos envois. Vous pourrez vous réinscrire à tout moment depuis votre compte.</p>
      </FormSuccess>
    );
  }
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      {!asks ? (
        <p className="form-page__question">
          Voulez-vous vraiment ne plus recevoir la lettre d’information {deName(labelName)} à l’adresse <strong>{email}</strong>
          {'\u202f'}?
        </p>
      ) : (
        <TextField form={form} name="email" type="email" label="Adresse e-mail" autoComplete="email" inputMode="email" required />
      )}
      <SubmitButton sending={form.sending} className="button button--block">
        Me désinscrire
      </SubmitButton>
    </form>
  );
}
