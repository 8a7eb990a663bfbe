import { useId, useState, type KeyboardEvent } from 'react';
import type { FormApi, FormValues } from '@/hooks/use-form';
import { formatCount } from '@/lib/format';
import { CHOICES_LIMIT, useChoiceSearch, useChosenRecords, type ChoiceKind } from './record-choices';
import './records.css';

/** Enter in a search box narrows the choices; it must not submit the record's form. */
export const keepEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** '100 premiers sur 312 : précisez la recherche.' when the list is cut. */
export const cutNotice = (shown: number, count: number) => (count > shown ? `${formatCount(shown)} premiers sur ${formatCount(count)} : précisez la recherche.` : null);

export interface RecordPickerProps {
  kind: ChoiceKind;
  /** The chosen id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** The search box's name ('Chercher un auteur'). */
  searchLabel: string;
  /** The option for no choice ('Aucun auteur'). */
  placeholder: string;
  required?: boolean;
  hint?: string;
  errors?: string[];
  /** The select's id (a form's field id), else one of its own. */
  id?: string;
  onBlur?: () => void;
}

/**
 * A select of staff records with a search box before it: typing narrows the choices on the server,
 * so a label with hundreds of authors or books still offers each. The chosen one is always listed.
 */
export function RecordPicker({ kind, value, onChange, label, searchLabel, placeholder, required, hint, errors = [], id, onBlur }: RecordPickerProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const searchId = `${selectId}-search`;
  const [typed, setTyped] = useState('');
  const { choices = [], count } = useChoiceSearch(kind, typed);
  const missing = value !== '' && !choices.some((choice) => String(choice.id) === value);
  const chosen = useChosenRecords(kind, missing ? [Number(value)] : []);
  const notice = cutNotice(Math.min(choices.length, CHOICES_LIMIT), count);
  const messages = [hint, notice].filter(Boolean).join(' ');
  const describedBy = [messages ? `${selectId}-hint` : '', errors.length ? `${selectId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`staff-picker field${errors.length ? ' is-invalid' : ''}`}>
      <div className="staff-picker__search">
        <label htmlFor={searchId} className="field__label">
          {searchLabel}
        </label>
        <input id={searchId} type="search" className="field__input" value={typed} onChange={(event) => setTyped(event.target.value)} onKeyDown={keepEnter} autoComplete="off" />
      </div>
      <div className="staff-picker__choice">
        <div className="field__label-row">
          <label htmlFor={selectId} className="field__label">
            {label}
          </label>
          {required && (
            <span className="field__required" aria-hidden="true">
              *
            </span>
          )}
        </div>
        <select
          id={selectId}
          className="field__input field__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={describedBy}
        >
          <option value="">{placeholder}</option>
          {[...(missing ? chosen : []), ...choices].map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.name}
            </option>
          ))}
        </select>
      </div>
      {messages && (
        <p id={`${selectId}-hint`} className="field__hint staff-picker__hint">
          {messages}
        </p>
      )}
      {errors.length > 0 && (
        <p id={`${selectId}-error`} className="field__error staff-picker__hint">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}

type Name<V extends FormValues> = keyof V & string;

/** A RecordPicker as a form field: the chosen id in the form's values, its messages under it. */
export function RecordPickerField<V extends FormValues>({
  form,
  name,
  ...props
}: { form: FormApi<V>; name: Name<V> } & Omit<RecordPickerProps, 'value' | 'onChange' | 'errors' | 'id' | 'onBlur'>) {
  form.register(name);
  return (
    <RecordPicker
      {...props}
      id={form.idOf(name)}
      value={String(form.values[name] ?? '')}
      onChange={(value) => form.setValue(name, value as V[Name<V>])}
      onBlur={() => form.touch(name)}
      errors={form.errorsOf(name)}
    />
  );
}
