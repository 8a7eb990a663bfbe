import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './confirm-dialog.css';

/** What a confirmation asks: its title (the dialog's name), an explanation, and the two answers. */
export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmText: string;
  /** The safe answer, focused first. */
  cancelText?: string;
}

/** What a prompt asks: a confirmation with one text field, checked before it is accepted. */
export interface PromptOptions extends ConfirmOptions {
  label: string;
  initial?: string;
  hint?: string;
  /** A message in French when the typed value cannot be taken; null when it can. */
  validate?: (value: string) => string | null;
}

/**
 * A native modal `<dialog>`: named by its title, Escape answers 'cancel', focus goes to `initialFocus`
 * on opening and back to the element that had it on closing.
 */
function DialogFrame({
  title,
  message,
  onCancel,
  initialFocus,
  children,
}: {
  title: string;
  message?: ReactNode;
  onCancel: () => void;
  initialFocus: () => HTMLElement | null;
  children: ReactNode;
}) {
  const titleId = useId();
  const messageId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Browsers without showModal (and test DOMs) still show it, without the page made inert.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    initialFocus()?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // In the body, not where it is asked: a prompt's form must not sit inside the record's form.
  return createPortal(
    <dialog
      ref={dialog}
      className="bo-dialog"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      // Escape: the browser's own close is held back so the answer goes through onCancel.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <h2 id={titleId} className="bo-dialog__title">
        {title}
      </h2>
      {message && (
        <div id={messageId} className="bo-dialog__message">
          {message}
        </div>
      )}
      {children}
    </dialog>,
    document.body,
  );
}

/** 'Supprimer … ?' with its two answers; the safe one (cancel) has the focus. */
export function ConfirmDialog({ title, message, confirmText, cancelText = 'Annuler', onConfirm, onCancel }: ConfirmOptions & { onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame title={title} message={message} onCancel={onCancel} initialFocus={() => cancel.current}>
      <div className="bo-dialog__actions">
        <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel}>
          {cancelText}
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          {confirmText}
        </button>
      </div>
    </DialogFrame>
  );
}

/** A question with one text field (a link's address…): the value is checked before the dialog closes. */
export function PromptDialog({
  title,
  message,
  confirmText,
  cancelText = 'Annuler',
  label,
  initial = '',
  hint,
  validate,
  onConfirm,
  onCancel,
}: PromptOptions & { onConfirm: (value: string) => void; onCancel: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes events up its own tree, portals included: the record's form must not see this submit.
    event.stopPropagation();
    const refused = validate?.(value) ?? null;
    setError(refused);
    if (refused) input.current?.focus();
    else onConfirm(value);
  };
  const describedBy = [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <DialogFrame title={title} message={message} onCancel={onCancel} initialFocus={() => input.current}>
      <form noValidate onSubmit={submit}>
        <div className={`field${error ? ' is-invalid' : ''}`}>
          <label htmlFor={fieldId} className="field__label">
            {label}
          </label>
          <input
            ref={input}
            id={fieldId}
            className="field__input"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            autoComplete="off"
          />
          {hint && (
            <p id={`${fieldId}-hint`} className="field__hint">
              {hint}
            </p>
          )}
          {error && (
            <p id={`${fieldId}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <div className="bo-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {cancelText}
          </button>
          <button type="submit" className="button">
            {confirmText}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** An asked question and the way its answer comes back; answered once, whatever is clicked after. */
function useAsk<O, A>(render: (options: O, answer: (value: A) => void) => ReactNode) {
  const [pending, setPending] = useState<{ options: O; resolve: (value: A) => void } | null>(null);
  const ask = useCallback((options: O) => new Promise<A>((resolve) => setPending({ options, resolve })), []);
  const dialog = pending
    ? render(pending.options, (value) => {
        pending.resolve(value);
        setPending(null);
      })
    : null;
  return { ask, dialog };
}

/** `await confirm({...})` in place of window.confirm: render `dialog` somewhere in the component. */
export function useConfirm() {
  const { ask, dialog } = useAsk<ConfirmOptions, boolean>((options, answer) => <ConfirmDialog {...options} onConfirm={() => answer(true)} onCancel={() => answer(false)} />);
  return { confirm: ask, dialog };
}

/** `await prompt({...})` in place of window.prompt: the typed value, or null when cancelled. */
export function usePrompt() {
  const { ask, dialog } = useAsk<PromptOptions, string | null>((options, answer) => (
    <PromptDialog {...options} onConfirm={(value) => answer(value)} onCancel={() => answer(null)} />
  ));
  return { prompt: ask, dialog };
}
