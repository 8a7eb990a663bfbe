import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '@/components/back-office/records/filter-select';
import { describeChanges, describeEntry } from '@/components/back-office/records/format-audit';
import { ListResults } from '@/components/back-office/records/list-results';
import { SearchField } from '@/components/back-office/records/search-field';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';
import { useActivity, type ActivityEntry } from '../api/activity';
import { kindName, RECORD_KINDS } from './record-kinds';
import './activity.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function DayField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} type="date" className="field__input" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/**
 * 'Journal d’activité': every change staff made, newest first, 25 a page: when, who, which record
 * (linked to its page), what changed in French; by kind of record, person and days, all in the URL.
 */
/** The record as staff name it: its title, reference or email, else its number (a record since deleted). */
const recordName = (entry: ActivityEntry) => entry.subject ?? `n° ${entry.entity_id}`;

export function ActivityLog({ base }: { base: string }) {
  const list = useListState('-at');
  const [params, setParams] = useSearchParams();
  const entity = RECORD_KINDS[params.get('type') ?? ''] ? (params.get('type') as string) : '';
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : '');
  const { page, error, isLoading, retry } = useActivity({ actor: list.query.search, entity, from: day('du'), to: day('au'), offset: list.query.offset });

  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('offset');
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <section aria-labelledby="staff-activity-title">
      <h2 id="staff-activity-title" className="visually-hidden">
        Journal d’activité
      </h2>
      <div className="staff-list-tools">
        <form className="staff-list-tools__filters" role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchField label="Par" placeholder="Adresse e-mail de la personne" value={list.typed} onChange={list.setTyped} />
          <FilterSelect
            label="Fiches"
            value={entity}
            onChange={(value) => setParam('type', value)}
            options={[['', 'Toutes'], ...Object.entries(RECORD_KINDS).map(([kind, { name }]): [string, string] => [kind, name])]}
          />
          <DayField label="Du" value={day('du')} onChange={(value) => setParam('du', value)} />
          <DayField label="Au" value={day('au')} onChange={(value) => setParam('au', value)} />
        </form>
      </div>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={Boolean(list.query.search || entity || day('du') || day('au'))}
        texts={{
          name: 'Journal d’activité',
          loading: 'Chargement du journal…',
          empty: 'Aucune modification enregistrée.',
          noMatch: 'Aucune modification ne correspond à ces filtres.',
        }}
        head={
          <>
            <th scope="col">Quand, qui</th>
            <th scope="col">Fiche</th>
            <th scope="col">Modifications</th>
          </>
        }
        row={(entry) => {
          const target = RECORD_KINDS[entry.entity]?.page?.(entry.entity_id);
          const changes = describeChanges(entry);
          return (
            <tr key={entry.id}>
              <td className="activity__when">
                <time dateTime={entry.at}>{describeEntry(entry)}</time>
              </td>
              <td className="staff-table__breakable">
                <span className="staff-table__sub">{kindName(entry.entity)}</span> {target ? <Link to={`${base}/${target}`}>{recordName(entry)}</Link> : recordName(entry)}
              </td>
              <td className="staff-table__breakable">
                {changes.length ? (
                  <ul className="activity__changes">
                    {changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
