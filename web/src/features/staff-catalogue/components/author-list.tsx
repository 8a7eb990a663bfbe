import { Link } from 'react-router-dom';
import { LoadFailed, DelayedLoading, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import { useStaffAuthors } from '../api/authors';
import { useLabelChoices } from '@/components/back-office/records/label-choices';
import { PAGE_SIZE } from '@/components/back-office/records/list-query';
import { formatUpdatedAt } from '@/components/back-office/records/format-audit';
import { ListCount } from '@/components/back-office/records/list-count';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';

/** The authors for staff: searched, filtered by label, sorted by name or last change, 25 per page. */
export function AuthorList({ base }: { base: string }) {
  const list = useListState('name');
  const { page, error, isLoading, retry } = useStaffAuthors(list.query);
  const labels = useLabelChoices();
  const labelName = (id: number) => labels.find((l) => l.id === id)?.name ?? '—';
  const filtered = Boolean(list.query.search || list.query.label);
  return (
    <section aria-labelledby="staff-authors-title">
      <h2 id="staff-authors-title" className="visually-hidden">
        Auteurs
      </h2>
      <ListToolbar
        searchLabel="Rechercher un auteur"
        placeholder="Nom ou identifiant"
        typed={list.typed}
        onType={list.setTyped}
        label={list.query.label ?? ''}
        onLabel={(value) => list.setFilter('label', value)}
        newHref={`${base}/auteurs/nouveau`}
        newText="Nouvel auteur"
      />
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des auteurs…</DelayedLoading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">{filtered ? 'Aucun auteur ne correspond à cette recherche.' : 'Aucun auteur pour le moment.'}</p>
      ) : (
        <>
          <ListCount offset={list.query.offset} count={page.count} updating={isLoading} />
          <StaffTableBox label="Auteurs">
            <table className="staff-table">
              <thead>
                <tr>
                  <SortHeader field="name" label="Nom" ordering={list.query.ordering} onSort={list.setOrdering} />
                  <th scope="col">Collection</th>
                  <th scope="col">Identifiant</th>
                  <SortHeader field="updated_at" label="Modifié" ordering={list.query.ordering} onSort={list.setOrdering} />
                </tr>
              </thead>
              <tbody>
                {page.results.map((author) => (
                  <tr key={author.id}>
                    <td>
                      <Link to={`${base}/auteurs/${author.id}`} className="staff-table__ref-name">
                        {author.name}
                      </Link>
                    </td>
                    <td>{labelName(author.label)}</td>
                    <td className="staff-table__breakable">{author.slug}</td>
                    <td>{formatUpdatedAt(author.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des auteurs" offset={list.query.offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={list.goTo} />
        </>
      )}
    </section>
  );
}
