import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FormApi, FormValues } from '@/hooks/use-form';
import { Icon } from './icons';

type Name<V extends FormValues> = keyof V & string;

interface FieldProps<V extends FormValues> {
  form: FormApi<V>;
  name: Name<V>;
  label: ReactNode;
  /** A short help under the field, read with it. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** The ids and ARIA of a field: invalid when it has messages, described by its hint and its messages. */
function useFieldA11y<V extends FormValues>(form: FormApi<V>, name: Name<V>, hint: ReactNode) {
  form.register(name);
  const id = form.idOf(name);
  const errors = form.errorsOf(name);
  const hintId = hint ? `${id}-hint` : null;
  const errorId = errors.length > 0 ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, errors, hintId, errorId, aria: { 'aria-invalid': errors.length > 0 ? true : undefined, 'aria-describedby': describedBy } };
}

function FieldMessages({ hint, hintId, errors, errorId }: { hint: ReactNode; hintId: string | null; errors: string[]; errorId: string | null }) {
  return (
    <>
      {hint && (
        <p id={hintId ?? undefined} className="field__hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

/** The visual mark of a required field, kept out of its label (the field says it with aria-required). */
function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );
}

/** A labelled text input (text, email, password, tel…) with its hint and its error messages. */
export function TextField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  required,
  className,
  ...input
}: FieldProps<V> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>) {
  const { id, errors, hintId, errorId, aria } = useFieldA11y(form, name, hint);
  const [revealed, setRevealed] = useState(false);
  const password = input.type === 'password';
  const field = (
    <input
      {...input}
      type={password && revealed ? 'text' : input.type}
      id={id}
      name={name}
      className="field__input"
      value={String(form.values[name] ?? '')}
      onChange={(event) => form.setValue(name, event.target.value as V[Name<V>])}
      onBlur={() => form.touch(name)}
      aria-required={required || undefined}
      {...aria}
    />
  );
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''} ${className ?? ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      {password ? (
        <div className="field__password">
          {field}
          {/* Typing a password on a phone is easier when it can be read back. */}
          <button type="button" className="field__reveal" aria-pressed={revealed} aria-controls={id} onClick={() => setRevealed((r) => !r)}>
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={20} />
            <span className="visually-hidden">Afficher le mot de passe</span>
          </button>
        </div>
      ) : (
        field
      )}
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}

/** A labelled select; `options` in display order. */
export function SelectField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  autoComplete,
}: FieldProps<V> & { options: { value: string; label: string }[]; placeholder?: string; autoComplete?: string }) {
  const { id, errors, hintId, errorId, aria } = useFieldA11y(form, name, hint);
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''} ${className ?? ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required && <RequiredMark />}
      </div>
      <select
        id={id}
        name={name}
        className="field__input field__select"
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value as V[Name<V>])}
        onBlur={() => form.touch(name)}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...aria}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}

/** A checkbox with its label beside it (the label may hold a link). */
export function CheckboxField<V extends FormValues>({ form, name, label, hint, required, className }: FieldProps<V>) {
  const { id, errors, hintId, errorId, aria } = useFieldA11y(form, name, hint);
  return (
    <div className={`field field--check${errors.length ? ' is-invalid' : ''} ${className ?? ''}`}>
      <div className="field__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="field__checkbox"
          checked={Boolean(form.values[name])}
          onChange={(event) => form.setValue(name, event.target.checked as V[Name<V>])}
          onBlur={() => form.touch(name)}
          aria-required={required || undefined}
          {...aria}
        />
        <label htmlFor={id} className="field__check-label">
          {label}
          {required && (
            <>
              {' '}
              <RequiredMark />
            </>
          )}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}

/** The form's submit button: disabled while sending, saying so. */
export function SubmitButton({ sending, children, className = 'button' }: { sending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={sending} aria-busy={sending || undefined}>
      {sending ? 'Envoi en cours…' : children}
    </button>
  );
}

/** The message of a whole form (a server's `detail`), announced as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="form-alert-slot" role="alert">
      {message && <p className="form-alert">{message}</p>}
    </div>
  );
}

/** A success or information notice replacing a form once it has done its job. */
export function FormSuccess({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="form-success" role="status">
      {title && <p className="form-success__title">{title}</p>}
      {children}
    </div>
  );
}
