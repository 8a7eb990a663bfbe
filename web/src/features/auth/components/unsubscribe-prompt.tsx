import { useState } from 'react';
import { deName } from '@shop/typography';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { isValidEmail } from '@/lib/email';
import { unsubscribe, type UnsubscribeOutcome } from '../api/unsubscribe';
import { AUTH_MESSAGES } from '../utils/validation';

type Values = { email: string };

/**
 * Spec §2: asks to confirm leaving the newsletter (the address of the mail's link, with its token when
 * the link has one), then says it is done; without a token, a link to confirm is mailed to the address.
 */
export function UnsubscribePrompt({ email, token, labelName, labelSlug }: { email: string; token?: string; labelName: string; labelSlug: string }) {
  const [done, setDone] = useState<UnsubscribeOutcome | null>(null);
  // A link without a usable address asks for it.
  const asks = !isValidEmail(email);
  const form = useForm<Values>({
    initial: { email },
    validate: ({ email: value }) => ({
      email: value.trim() === '' ? AUTH_MESSAGES.emailRequired : isValidEmail(value) ? undefined : AUTH_MESSAGES.emailInvalid,
    }),
    onSubmit: async ({ email: value }) => {
      // The link's token goes with the link's own address only.
      setDone(await unsubscribe(value, value.trim() === email.trim() ? token : undefined, labelSlug));
    },
  });
  if (done === 'mailed') {
    return (
      <FormSuccess title="Si cette adresse est inscrite, un courriel de confirmation vient d’être envoyé.">
        <p>Cliquez sur le lien qu’il contient pour confirmer votre désinscription de la lettre d’information.</p>
      </FormSuccess>
    );
  }
  if (done === 'left') {
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
