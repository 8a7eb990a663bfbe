import type { ReactNode } from 'react';
import type { FormApi, FormValues } from '@/hooks/use-form';

type Name<V extends FormValues> = keyof V & string;

/** The ids a field's input is described by: its hint and its messages. */
export function describedBy(id: string, hint: ReactNode, errors: string[]) {
  return [hint ? `${id}-hint` : '', errors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and its error messages, tied to it by id. */
export function FieldMessages({ id, hint, errors }: { id: string; hint?: ReactNode; errors: string[] }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${id}-error`} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

/** A labelled textarea; `code` makes it monospace (CSS). */
export function TextAreaField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  maxLength,
  rows = 3,
  code = false,
}: {
  form: FormApi<V>;
  name: Name<V>;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
  rows?: number;
  code?: boolean;
}) {
  form.register(name);
  const id = form.idOf(name);
  const errors = form.errorsOf(name);
  return (
    <div className={`field${errors.length ? ' is-invalid' : ''}`}>
      <div className="field__label-row">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
      </div>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        spellCheck={code ? false : undefined}
        className={`field__input ${code ? 'staff-code' : 'staff-textarea'}`}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.setValue(name, event.target.value as V[Name<V>])}
        onBlur={() => form.touch(name)}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy(id, hint, errors)}
      />
      <FieldMessages id={id} hint={hint} errors={errors} />
    </div>
  );
}
