import '../gift-note-editor.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { GiftNoteFields, giftNoteOf, giftNoteProblem, type GiftNoteDraft } from '@/components/ui/gift-note-fields';
import { ApiError } from '@/lib/api-client';
import type { CartLine } from '@/types/api';
import { updateGiftNote } from '../api/update-cart-line';

const draftOf = (line: CartLine): GiftNoteDraft => ({ recipientName: line.gift_recipient_name ?? '', message: line.gift_message ?? '' });

/** The server's refusal in the words it chose: the name's or the message's error, or its detail. */
function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) return 'La modification n’a pas pu être enregistrée. Veuillez réessayer.';
  const fields = error.fieldErrors;
  return fields.gift_recipient_name?.[0] ?? fields.gift_message?.[0] ?? error.message;
}

/**
 * A gift card line's recipient and message, changed from the cart: a button opens the fields, saved
 * on 'Enregistrer' (a note is written at once, not saved as it is typed like a quantity).
 */
export function GiftNoteEditor({ cartId, line, onSaved }: { cartId: string; line: CartLine; onSaved: () => Promise<unknown> | void }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<GiftNoteDraft>(() => draftOf(line));
  const [asked, setAsked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const problem = giftNoteProblem(draft);

  useEffect(() => {
    if (editing) nameField.current?.focus();
  }, [editing]);

  function close() {
    setEditing(false);
    setAsked(false);
    setError(null);
    // Back on the button that opened the fields (after it is rendered again).
    window.setTimeout(() => opener.current?.focus(), 0);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      setAsked(true);
      nameField.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await updateGiftNote(cartId, line.id, line.quantity, giftNoteOf(draft) ?? { recipientName: '', message: '' });
      await onSaved();
      close();
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setSaving(false);
    }
  }

  if (!editing) {
    return (
      <button
        ref={opener}
        type="button"
        className="button button--small button--ghost gift-note-editor__open"
        onClick={() => {
          setDraft(draftOf(line));
          setEditing(true);
        }}
      >
        {line.gift_recipient_name ? 'Modifier le nom et le message' : 'Offrir cette carte : ajouter un nom et un message'}
      </button>
    );
  }
  return (
    <form className="gift-note-editor" onSubmit={(event) => void save(event)} noValidate>
      <GiftNoteFields ref={nameField} value={draft} onChange={setDraft} error={asked ? problem : null} />
      <div className="gift-note-editor__actions">
        <button type="submit" className="button button--small" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Enregistrement…' : 'Enregistrer'}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={close} disabled={saving}>
          Annuler
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
