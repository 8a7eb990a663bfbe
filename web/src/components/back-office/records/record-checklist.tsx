import { useId, useState } from 'react';
import { useChoiceSearch, useChosenRecords, type ChoiceKind } from './record-choices';
import { cutNotice, keepEnter } from './record-picker';
import './records.css';

/**
 * Several records picked as checkboxes (a multi-select any keyboard and screen reader can use), a
 * search box narrowing the list on the server; chosen ones it does not match stay listed first.
 */
export function RecordChecklist({
  kind,
  chosen,
  onChange,
  legend,
  searchLabel,
  empty,
  errors = [],
}: {
  kind: ChoiceKind;
  chosen: number[];
  onChange: (ids: number[]) => void;
  legend: string;
  searchLabel: string;
  /** Said when nothing matches. */
  empty: string;
  errors?: string[];
}) {
  const searchId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const { choices = [], count } = useChoiceSearch(kind, typed);
  const named = useChosenRecords(kind, chosen);
  // Chosen ones the search does not show come first; the others keep their place when ticked.
  const shown = [...named.filter((one) => !choices.some((choice) => choice.id === one.id)), ...choices];
  const notice = cutNotice(choices.length, count);
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id].sort((a, b) => a - b));
  return (
    <fieldset className="staff-checklist" aria-describedby={errors.length ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="field">
        <label htmlFor={searchId} className="field__label">
          {searchLabel}
        </label>
        <input id={searchId} type="search" className="field__input" value={typed} onChange={(event) => setTyped(event.target.value)} onKeyDown={keepEnter} autoComplete="off" />
      </div>
      {shown.length === 0 ? (
        <p className="staff-muted">{empty}</p>
      ) : (
        <ul className="staff-checklist__list">
          {shown.map((choice) => (
            <li key={choice.id}>
              <label>
                <input type="checkbox" checked={chosen.includes(choice.id)} onChange={() => toggle(choice.id)} />
                {choice.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {notice && <p className="field__hint">{notice}</p>}
      {errors.length > 0 && (
        <p id={errorId} className="field__error">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
