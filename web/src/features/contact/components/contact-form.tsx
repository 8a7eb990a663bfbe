import { useState } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form';
import { useForm } from '@/hooks/use-form';
import { sendContactMessage } from '../api/send-contact-message';
import { LIMITS, MESSAGES, senderErrors, textError } from './contact-rules';
import { SenderFields, SentNotice } from './sender-fields';
import { TextAreaField } from './text-area-field';

type Values = { name: string; email: string; subject: string; message: string };

/** The contact form: a message to the editorial team, checked here as the server checks it. */
export function ContactForm({ labelSlug, initialEmail = '', initialName = '' }: { labelSlug: string; initialEmail?: string; initialName?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    initial: { name: initialName, email: initialEmail, subject: '', message: '' },
    validate: (v) => ({
      ...senderErrors(v),
      subject: textError(v.subject, LIMITS.subject),
      message: textError(v.message, LIMITS.message, MESSAGES.messageRequired),
    }),
    onSubmit: async (values) => {
      const answer = await sendContactMessage(values, labelSlug);
      setSentTo(answer.detail || 'Votre message a bien été envoyé.');
    },
  });
  if (sentTo) {
    return (
      <SentNotice title={sentTo} labelSlug={labelSlug}>
        <p>Merci de nous avoir écrit : l'équipe vous répondra à l'adresse {form.values.email.trim()} dans les meilleurs délais.</p>
      </SentNotice>
    );
  }
  return (
    <form className="form contact-form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert message={form.formError} />
      <SenderFields form={form} />
      <TextField form={form} name="subject" label="Objet" hint="Par exemple : une commande, une dédicace, un salon…" />
      <TextAreaField form={form} name="message" label="Votre message" required maxLength={LIMITS.message} hint="Pour une commande, indiquez sa référence." />
      <SubmitButton sending={form.sending} className="button button--block">
        Envoyer le message
      </SubmitButton>
    </form>
  );
}
