import type { InputHTMLAttributes, ReactNode } from 'react';

/** The error ids of a field: its message is read with it (aria-describedby) and marks it invalid. */
const errorIdOf = (id: string) => `${id}-error`;

export function fieldAria(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdOf(id) : undefined } as const;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="field__error">
      {error}
    </p>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: ReactNode;
  value: string;
  error?: string;
  onValue: (value: string) => void;
  className?: string;
}

/** A labelled input with its message, for the form's fields that come and go with the quantities. */
export function InputField({ id, label, value, error, onValue, className, ...input }: InputFieldProps) {
  return (
    <div className={`field${error ? ' is-invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input {...input} id={id} className="field__input" value={value} onChange={(event) => onValue(event.target.value)} {...fieldAria(id, error)} />
      <FieldError id={id} error={error} />
    </div>
  );
}
