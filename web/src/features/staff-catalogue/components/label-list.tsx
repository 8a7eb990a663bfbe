import { ListResults } from '@/components/back-office/records/list-results';
import { RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { useId } from 'react';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';
import { useStaffLabels } from '../api/labels';
import { LABEL_FEATURES } from '../types';

/** The labels for staff: searched, sorted by menu order, name or last change. */
export function LabelList({ base }: { base: string }) {
  const list = useListState('position');
  const { page, error, isLoading, retry } = useStaffLabels(list.query);
  const searchId = useId();
  return (
    <section aria-labelledby="staff-labels-title">
      <h2 id="staff-labels-title" className="visually-hidden">
        Collections
      </h2>
      <div className="staff-list-tools">
        <form className="staff-list-tools__filters" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor={searchId} className="field__label">
              Rechercher une collection
            </label>
            <input
              id={searchId}
              type="search"
              className="field__input"
              placeholder="Nom ou identifiant"
              value={list.typed}
              onChange={(event) => list.setTyped(event.target.value)}
              autoComplete="off"
            />
          </div>
        </form>
      </div>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={Boolean(list.query.search)}
        texts={{
          name: 'Collections',
          loading: 'Chargement des collections…',
          empty: 'Aucune collection pour le moment.',
          noMatch: 'Aucune collection ne correspond à cette recherche.',
        }}
        head={
          <>
            <SortHeader field="name" label="Nom" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Identifiant</th>
            <th scope="col">Fonctionnalités</th>
            <th scope="col">Bandeau</th>
            <SortHeader field="updated_at" label="Modifiée" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(label) => (
          <tr key={label.id}>
            <RecordLinkCell to={`${base}/collections/${label.id}`} name={label.name} />
            <td className="staff-table__breakable">{label.slug}</td>
            <td>
              {LABEL_FEATURES.filter((f) => label[f]).length} sur {LABEL_FEATURES.length}
            </td>
            <td>{label.global_message ? 'oui' : 'non'}</td>
            <UpdatedCell at={label.updated_at} />
          </tr>
        )}
      />
    </section>
  );
}
