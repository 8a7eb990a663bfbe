import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FormSuccess, TextField } from '@/components/ui/form';
import { paths } from '@/config/paths';
import type { FormApi } from '@/hooks/use-form';

/** Who writes: name and email side by side, at the top of the contact and project forms. */
export function SenderFields<V extends { name: string; email: string }>({ form }: { form: FormApi<V> }) {
  return (
    <div className="form__row">
      <TextField form={form} name="name" label="Votre nom" autoComplete="name" required />
      <TextField form={form} name="email" type="email" label="Adresse e-mail" autoComplete="email" inputMode="email" required />
    </div>
  );
}

/** What replaces a sent form: the server's word, what happens next, and the way home. */
export function SentNotice({ title, labelSlug, children }: { title: string; labelSlug: string; children: ReactNode }) {
  return (
    <FormSuccess title={title}>
      {children}
      <p>
        <Link to={paths.label.home.getHref(labelSlug)}>Revenir à l'accueil</Link>
      </p>
    </FormSuccess>
  );
}
