import { ListResults } from '@/components/back-office/records/list-results';
import { LabelCell, RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { useStaffAuthors } from '../api/authors';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';

/** The authors for staff: searched, filtered by label, sorted by name or last change, 25 per page. */
export function AuthorList({ base }: { base: string }) {
  const list = useListState('name');
  const { page, error, isLoading, retry } = useStaffAuthors(list.query);
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
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={filtered}
        texts={{ name: 'Auteurs', loading: 'Chargement des auteurs…', empty: 'Aucun auteur pour le moment.', noMatch: 'Aucun auteur ne correspond à cette recherche.' }}
        head={
          <>
            <SortHeader field="name" label="Nom" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Collection</th>
            <th scope="col">Identifiant</th>
            <SortHeader field="updated_at" label="Modifié" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(author) => (
          <tr key={author.id}>
            <RecordLinkCell to={`${base}/auteurs/${author.id}`} name={author.name} />
            <LabelCell id={author.label} />
            <td className="staff-table__breakable">{author.slug}</td>
            <UpdatedCell at={author.updated_at} />
          </tr>
        )}
      />
    </section>
  );
}
