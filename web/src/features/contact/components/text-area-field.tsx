import type { ReactNode } from 'react';
import type { FormApi, FormValues } from '@/hooks/use-form';

interface TextAreaFieldProps<V extends FormValues> {
  form: FormApi<V>;
  name: keyof V & string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  rows?: number;
  maxLength?: number;
}

/** A labelled multi-line field, built like the shared text field (hint, messages, ARIA), with a character count. */
export function TextAreaField<V extends FormValues>({ form, name, label, hint, required, rows = 8, maxLength }: TextAreaFieldProps<V>) {
  form.register(name);
  const id = form.idOf(name);
  const errors = form.errorsOf(name);
  const value = String(form.values[name] ?? '');
  const hintId = hint || maxLength ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className="field__input contact-form__textarea"
        value={value}
        onChange={(event) => form.setValue(name, event.target.value as V[keyof V & string])}
        onBlur={() => form.touch(name)}
        aria-required={required || undefined}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hintId && (
        <p id={hintId} className="field__hint contact-form__hint">
          <span>{hint}</span>
          {maxLength && (
            <span className={value.length > maxLength ? 'contact-form__count is-over' : 'contact-form__count'}>
              {value.length} / {maxLength}
            </span>
          )}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
