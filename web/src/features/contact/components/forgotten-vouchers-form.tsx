import { useState } from 'react';
import { FormAlert, FormSuccess, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { ApiError } from '@/lib/api-client';
import { isValidEmail } from '@/lib/email';
import { forgotVoucher } from '../api/forgot-voucher';

/** Spec §5 (forgotten password's wording, the same kind of form). */
const EMAIL_INVALID = "L'addresse courriel saisie n'est pas valide";

type Values = { email: string };

/**
 * 'J'ai perdu mes codes de bon d'achat ?': mails the codes of an address. Whatever the API answers,
 * the same message follows (nobody learns whether an address holds vouchers); only a network
 * failure is said as such.
 */
export function ForgottenVouchersForm({ labelSlug }: { labelSlug: string }) {
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    initial: { email: '' },
    validate: ({ email }) => ({ email: isValidEmail(email) ? undefined : EMAIL_INVALID }),
    onSubmit: async ({ email }) => {
      try {
        await forgotVoucher(email, labelSlug);
      } catch (error) {
        if (error instanceof ApiError && error.status === 0) throw error;
      }
      setSent(true);
    },
  });
  if (sent) {
    return (
      <FormSuccess title="Demande envoyée">
        <p>Si des bons d'achat correspondent à cette adresse, un courriel vient de lui être envoyé avec leurs codes, leur montant restant et leur date de validité.</p>
      </FormSuccess>
    );
  }
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <TextField
        form={form}
        name="email"
        type="email"
        label="Adresse e-mail"
        autoComplete="email"
        inputMode="email"
        hint="L'adresse à laquelle vous avez reçu vos bons d'achat, ou celle de votre compte."
        required
      />
      <SubmitButton sending={form.sending} className="button button--block">
        Recevoir mes codes
      </SubmitButton>
    </form>
  );
}
