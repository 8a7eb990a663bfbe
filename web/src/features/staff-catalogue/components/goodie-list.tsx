import { DraftFilter, DraftPill } from '@/components/back-office/records/drafts';
import { ListResults } from '@/components/back-office/records/list-results';
import { LabelCell, RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';
import { useStaffGoodies } from '../api/goodies';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** The goodies for staff: searched, filtered by label and draft, sorted by name, price or last change, 25 per page. */
export function GoodieList({ base }: { base: string }) {
  const list = useListState('-updated_at');
  const { page, error, isLoading, retry } = useStaffGoodies(list.query);
  const filtered = Boolean(list.query.search || list.query.label || list.query.draft);
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
      >
        <DraftFilter value={list.query.draft ?? ''} onChange={(value) => list.setFilter('draft', value)} />
      </ListToolbar>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={list.goTo}
        filtered={filtered}
        texts={{ name: 'Goodies', loading: 'Chargement des goodies…', empty: 'Aucun goodie pour le moment.', noMatch: 'Aucun goodie ne correspond à cette recherche.' }}
        head={
          <>
            <SortHeader field="name" label="Nom" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Collection</th>
            <SortHeader field="price" label="Prix" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">Déclinaisons (stock)</th>
            <SortHeader field="updated_at" label="Modifié" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(goodie) => (
          <tr key={goodie.id}>
            <RecordLinkCell to={`${base}/goodies/${goodie.id}`} name={goodie.name} pill={goodie.draft ? <DraftPill /> : null} />
            <LabelCell id={goodie.label} />
            <td>{euros.format(Number(goodie.price))}</td>
            <td>{goodie.variants.length === 0 ? '—' : goodie.variants.map((v) => `${v.name}\u00a0(${v.stock})`).join(', ')}</td>
            <UpdatedCell at={goodie.updated_at} />
          </tr>
        )}
      />
    </section>
  );
}
