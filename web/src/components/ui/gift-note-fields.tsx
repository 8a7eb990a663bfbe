import './gift-note.css';
import { forwardRef, useId } from 'react';

/** What the buyer writes for the person a gift card is for (bounds as the server checks them). */
export interface GiftNoteDraft {
  recipientName: string;
  message: string;
}

export const GIFT_NOTE_MAX = { recipientName: 100, message: 500 } as const;

/** The server's words: a message goes with the name of the person it is for. */
export const GIFT_RECIPIENT_REQUIRED = 'Indiquez le nom de la personne à qui vous offrez cette carte cadeau.';

/** Why the note cannot be sent yet, or null. */
export function giftNoteProblem(draft: GiftNoteDraft): string | null {
  return draft.message.trim() !== '' && draft.recipientName.trim() === '' ? GIFT_RECIPIENT_REQUIRED : null;
}

/** The note as the cart takes it; null when the card is for oneself. */
export function giftNoteOf(draft: GiftNoteDraft): GiftNoteDraft | null {
  const note = { recipientName: draft.recipientName.trim(), message: draft.message.trim() };
  return note.recipientName === '' && note.message === '' ? null : note;
}

interface GiftNoteFieldsProps {
  value: GiftNoteDraft;
  onChange: (value: GiftNoteDraft) => void;
  /** Shown under the name once the buyer tried to add the card without it. */
  error: string | null;
}

/**
 * 'Offrir cette carte': the recipient's name and a message, both optional (a card for oneself has
 * neither). They go with the card into the cart, then beside its code in the mail sent after payment.
 */
export const GiftNoteFields = forwardRef<HTMLInputElement, GiftNoteFieldsProps>(function GiftNoteFields({ value, onChange, error }, nameRef) {
  const id = useId();
  const nameId = `${id}-name`;
  const messageId = `${id}-message`;
  const left = GIFT_NOTE_MAX.message - value.message.length;
  return (
    <fieldset className="gift-note-fields" aria-describedby={`${id}-hint`}>
      <legend className="gift-note-fields__legend">Offrir cette carte</legend>
      <p id={`${id}-hint`} className="field__hint">
        Facultatif. Dès le paiement, vous recevez le code par courriel avec ce nom et ce message, prêt à imprimer ou à transférer.
      </p>
      <div className={`field${error ? ' is-invalid' : ''}`}>
        <label htmlFor={nameId} className="field__label">
          Nom de la personne à qui vous l'offrez
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className="field__input"
          type="text"
          autoComplete="off"
          maxLength={GIFT_NOTE_MAX.recipientName}
          value={value.recipientName}
          onChange={(event) => onChange({ ...value, recipientName: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${nameId}-error` : undefined}
        />
        {error && (
          <p id={`${nameId}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={messageId} className="field__label">
          Votre message
        </label>
        <textarea
          id={messageId}
          className="field__input gift-note-fields__message"
          rows={4}
          maxLength={GIFT_NOTE_MAX.message}
          value={value.message}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
          aria-describedby={`${messageId}-count`}
        />
        <p id={`${messageId}-count`} className="field__hint">
          {left} caractère{left > 1 ? 's' : ''} restant{left > 1 ? 's' : ''}
        </p>
      </div>
    </fieldset>
  );
});
