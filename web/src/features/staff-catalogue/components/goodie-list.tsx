import { Link } from 'react-router-dom';
import { DelayedLoading, LoadFailed, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { useLabelChoices } from '@/components/back-office/records/label-choices';
import { formatUpdatedAt } from '@/components/back-office/records/format-audit';
import { ListCount } from '@/components/back-office/records/list-count';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';
import { useStaffGoodies } from '../api/goodies';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** The goodies for staff: searched, filtered by label, sorted by name, price or last change, 25 per page. */
export function GoodieList({ base }: { base: string }) {
  const list = useListState('-updated_at');
  const { page, error, isLoading, retry } = useStaffGoodies(list.query);
  const labels = useLabelChoices();
  const labelName = (id: number) => labels.find((l) => l.id === id)?.name ?? '—';
  const filtered = Boolean(list.query.search || list.query.label);
  return (
    <section aria-labelledby="staff-goodies-title">
      <h2 id="staff-goodies-title" className="visually-hidden">
        Goodies
      </h2>
      <ListToolbar
        searchLabel="Rechercher un goodie"
        placeholder="Nom ou identifiant"
        typed={list.typed}
        onType={list.setTyped}
        label={list.query.label ?? ''}
        onLabel={(value) => list.setFilter('label', value)}
        newHref={`${base}/goodies/nouveau`}
        newText="Nouveau goodie"
      />
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des goodies…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">{filtered ? 'Aucun goodie ne correspond à cette recherche.' : 'Aucun goodie pour le moment.'}</p>
      ) : (
        <>
          <ListCount offset={list.query.offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Goodies">
            <table className="staff-table">
              <thead>
                <tr>
                  <SortHeader field="name" label="Nom" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <th scope="col">Collection</th>
                  <SortHeader field="price" label="Prix" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <th scope="col">Déclinaisons (stock)</th>
                  <SortHeader field="updated_at" label="Modifié" ordering={list.query.ordering} onSort={list.setOrdering} />
                </tr>
              </thead>
              <tbody>
                {page.results.map((goodie) => (
                  <tr key={goodie.id}>
                    <td>
                      <Link to={`${base}/goodies/${goodie.id}`} className="staff-table__ref-name">
                        {goodie.name}
                      </Link>
                    </td>
                    <td>{labelName(goodie.label)}</td>
                    <td>{euros.format(Number(goodie.price))}</td>
                    <td>{goodie.variants.length === 0 ? '—' : goodie.variants.map((v) => `${v.name}\u00a0(${v.stock})`).join(', ')}</td>
                    <td>{formatUpdatedAt(goodie.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des goodies" offset={list.query.offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={list.goTo} />
        </>
      )}
    </section>
  );
}
