import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLabelChoices } from './label-choices';
import { SearchField } from './search-field';

/** The head of a staff list: its search box, its label filter, more filters, and the button to create a record. */
export function ListToolbar({
  searchLabel,
  placeholder,
  typed,
  onType,
  label,
  onLabel,
  newHref,
  newText,
  children,
}: {
  searchLabel: string;
  placeholder: string;
  typed: string;
  onType: (value: string) => void;
  label: string;
  onLabel: (value: string) => void;
  newHref: string;
  newText: string;
  children?: ReactNode;
}) {
  const labelId = useId();
  const labels = useLabelChoices();
  return (
    <div className="staff-list-tools">
      <form className="staff-list-tools__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField label={searchLabel} placeholder={placeholder} value={typed} onChange={onType} />
        <div className="field">
          <label htmlFor={labelId} className="field__label">
            Collection
          </label>
          <select id={labelId} className="field__input field__select" value={label} onChange={(event) => onLabel(event.target.value)}>
            <option value="">Toutes</option>
            {labels.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
          </select>
        </div>
        {children}
      </form>
      <Link to={newHref} className="button staff-list-tools__new">
        {newText}
      </Link>
    </div>
  );
}
