import { useId } from 'react';
import useSWR from 'swr';
import { LoadFailed, Loading } from '@/components/back-office/page-states';
import { TextAreaField } from '@/components/back-office/records/text-area-field';
import { SubmitButton, FormAlert } from '@/components/ui/form';
import { useForm, type FieldErrors } from '@/hooks/use-form';
import { api } from '@/lib/api-client';
import type { Page } from '@/types/api';
import { formatStamp } from './formats';

/** A note of staff's on an order (`GET api/staff/carts/{id}/notes/`). */
interface OrderNote {
  id: number;
  body: string;
  author: { id: number; email: string } | null;
  created_at: string;
}

const notesKey = (cartId: string) => `staff/carts/${encodeURIComponent(cartId)}/notes/?limit=100`;
const NOTE_MAX = 2000;

type NoteValues = { body: string };

function validate(values: NoteValues): FieldErrors<NoteValues> {
  if (!values.body.trim()) return { body: 'Écrivez la note avant de l’ajouter.' };
  if (values.body.trim().length > NOTE_MAX) return { body: 'Une note tient en 2 000 caractères au plus.' };
  return {};
}

/**
 * « Notes internes »: what staff noted on the order (a customer's call, what was promised), newest
 * first, with who and when; a note is added, never edited nor deleted. The customer never sees them.
 */
export function OrderNotes({ cartId, onAdded }: { cartId: string; onAdded?: () => void }) {
  const titleId = useId();
  const { data, error, mutate } = useSWR<Page<OrderNote>, Error>(notesKey(cartId), (path: string) => api.get<Page<OrderNote>>(path, { retries: 2 }));
  const form = useForm<NoteValues>({
    initial: { body: '' },
    validate,
    onSubmit: async (values) => {
      const note = await api.post<OrderNote>(`staff/carts/${encodeURIComponent(cartId)}/notes/`, { body: values.body.trim() });
      await mutate((page) => (page ? { ...page, count: page.count + 1, results: [note, ...page.results] } : page), { revalidate: true });
      form.setValue('body', '');
      onAdded?.();
    },
  });
  return (
    <section className="staff-notes" aria-labelledby={titleId}>
      <h2 id={titleId} className="staff-history__title">
        Notes internes
      </h2>
      <form className="staff-notes__form" noValidate onSubmit={form.handleSubmit}>
        <FormAlert message={form.formError} />
        <TextAreaField
          form={form}
          name="body"
          label="Nouvelle note"
          hint="Visible par l’équipe seulement ; une note ne se modifie plus une fois ajoutée."
          maxLength={NOTE_MAX}
          rows={3}
        />
        <SubmitButton sending={form.sending} className="button button--small">
          Ajouter la note
        </SubmitButton>
      </form>
      {error && !data ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Loading>Chargement des notes…</Loading>
      ) : data.results.length === 0 ? (
        <p className="staff-empty">Aucune note pour cette commande.</p>
      ) : (
        <ol className="staff-notes__list" aria-label="Notes, de la plus récente à la plus ancienne">
          {data.results.map((note) => (
            <li key={note.id} className="staff-notes__item">
              <p className="staff-notes__body">{note.body}</p>
              <p className="staff-muted">
                {note.author?.email ?? 'Compte supprimé'} · <time dateTime={note.created_at}>{formatStamp(note.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
