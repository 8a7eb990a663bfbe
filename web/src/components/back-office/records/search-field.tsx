import { useId } from 'react';

/** The search box of a staff list: labelled, typed text kept by the list (which waits before asking). */
export function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} type="search" className="field__input" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} autoComplete="off" />
    </div>
  );
}
