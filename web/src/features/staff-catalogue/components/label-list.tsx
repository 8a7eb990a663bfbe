import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DelayedLoading, LoadFailed, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { formatUpdatedAt } from '@/components/back-office/records/format-audit';
import { ListCount } from '@/components/back-office/records/list-count';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
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
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des collections…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">{list.query.search ? 'Aucune collection ne correspond à cette recherche.' : 'Aucune collection pour le moment.'}</p>
      ) : (
        <>
          <ListCount offset={list.query.offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Collections">
            <table className="staff-table">
              <thead>
                <tr>
                  <SortHeader field="name" label="Nom" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <th scope="col">Identifiant</th>
                  <th scope="col">Fonctionnalités</th>
                  <th scope="col">Bandeau</th>
                  <SortHeader field="updated_at" label="Modifiée" ordering={list.query.ordering} onSort={list.setOrdering} />
                </tr>
              </thead>
              <tbody>
                {page.results.map((label) => (
                  <tr key={label.id}>
                    <td>
                      <Link to={`${base}/collections/${label.id}`} className="staff-table__ref-name">
                        {label.name}
                      </Link>
                    </td>
                    <td className="staff-table__breakable">{label.slug}</td>
                    <td>
                      {LABEL_FEATURES.filter((f) => label[f]).length} sur {LABEL_FEATURES.length}
                    </td>
                    <td>{label.global_message ? 'oui' : 'non'}</td>
                    <td>{formatUpdatedAt(label.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des collections" offset={list.query.offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={list.goTo} />
        </>
      )}
    </section>
  );
}
