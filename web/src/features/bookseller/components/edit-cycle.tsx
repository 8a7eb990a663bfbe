import { useState, type ReactNode } from 'react';

/** What an edit form is given to end its cycle: saved (the box says so) or cancelled. */
export interface EditEnd {
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The edit cycle of a profile box (IBAN, company identifiers): a button opens the form, a fresh one
 * each time; saving closes it and says so in a status line, until the button is pressed again.
 */
export function EditCycle({
  buttonLabel,
  savedMessage,
  savedClassName,
  form,
}: {
  buttonLabel: string;
  savedMessage: string;
  savedClassName: string;
  form: (end: EditEnd) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      {saved && !editing && (
        <p className={savedClassName} role="status">
          {savedMessage}
        </p>
      )}
      {editing ? (
        form({
          onSaved: () => {
            setEditing(false);
            setSaved(true);
          },
          onCancel: () => setEditing(false),
        })
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {buttonLabel}
        </button>
      )}
    </>
  );
}
