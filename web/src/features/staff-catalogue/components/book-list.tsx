import { FilterSelect } from '@/components/back-office/records/filter-select';
import { ListResults } from '@/components/back-office/records/list-results';
import { RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatPrice } from '@/lib/format';
import { useStaffBooks } from '../api/books';
import { bulkUpdateBooks } from '../api/books-bulk';
import type { BulkAction, StaffBook } from '../types';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';

const BULK_ACTIONS: { action: BulkAction; text: string; done: (n: number) => string }[] = [
  { action: 'publish', text: 'Publier', done: (n) => (n > 1 ? `${n} livres publiés.` : `${n} livre publié.`) },
  { action: 'unpublish', text: 'Dépublier', done: (n) => (n > 1 ? `${n} livres dépubliés.` : `${n} livre dépublié.`) },
  { action: 'out_of_stock', text: 'Marquer en rupture', done: (n) => (n > 1 ? `${n} livres marqués en rupture.` : `${n} livre marqué en rupture.`) },
  { action: 'in_stock', text: 'Remettre en stock', done: (n) => (n > 1 ? `${n} livres remis en stock.` : `${n} livre remis en stock.`) },
];

/** The actions on the ticked books, and what the last one changed (announced). */
function BulkBar({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (action: (typeof BULK_ACTIONS)[number]) => {
    setBusy(true);
    setNotice(null);
    try {
      const { updated } = await bulkUpdateBooks(selected, action.action);
      setNotice({ ok: true, text: updated === 0 ? 'Aucun livre n’a changé.' : action.done(updated) });
      onDone();
    } catch (error) {
      setNotice({ ok: false, text: error instanceof ApiError ? error.message : 'L’action n’a pas pu être faite. Veuillez réessayer.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="staff-bulk">
      <div className="staff-bulk__actions" role="group" aria-label="Actions sur les livres cochés">
        <span className="staff-bulk__count">{selected.length > 1 ? `${selected.length} livres cochés` : `${selected.length} livre coché`}</span>
        {BULK_ACTIONS.map((action) => (
          <button key={action.action} type="button" className="button button--ghost button--small" disabled={busy || selected.length === 0} onClick={() => void run(action)}>
            {action.text}
          </button>
        ))}
      </div>
      <div role="status" className="staff-bulk__notice">
        {notice && <p className={notice.ok ? 'notice' : 'notice notice--error'}>{notice.text}</p>}
      </div>
    </div>
  );
}

function BookRow({ book, base, checked, onCheck }: { book: StaffBook; base: string; checked: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <tr>
      <td>
        <input type="checkbox" className="field__checkbox" checked={checked} onChange={(event) => onCheck(event.target.checked)} aria-label={`Cocher « ${book.title} »`} />
      </td>
      <RecordLinkCell to={`${base}/livres/${book.id}`} name={book.title} sub={book.isbn} />
      <td className="staff-table__amount">{formatPrice(book.price)}</td>
      <td>{book.release ? formatDate(book.release) : '—'}</td>
      <td>
        <span className={`staff-pill ${book.published ? 'staff-pill--paid' : ''}`}>{book.published ? 'Publié' : 'Brouillon'}</span>
        {book.out_of_stock && <span className="staff-pill staff-pill--due">En rupture</span>}
      </td>
      <UpdatedCell at={book.updated_at} />
    </tr>
  );
}

/** The books for staff: searched, filtered, sorted, 25 per page, with actions on the ticked ones. */
export function BookList({ base }: { base: string }) {
  const list = useListState('-updated_at');
  const { page, error, isLoading, retry } = useStaffBooks(list.query);
  const [selected, setSelected] = useState<number[]>([]);
  const filtered = Boolean(list.query.search || list.query.label || list.query.published);
  const ids = page?.results.map((b) => b.id) ?? [];
  const allChecked = ids.length > 0 && ids.every((id) => selected.includes(id));
  return (
    <section aria-labelledby="staff-books-title">
      <h2 id="staff-books-title" className="visually-hidden">
        Livres
      </h2>
      <ListToolbar
        searchLabel="Rechercher un livre"
        placeholder="Titre, ISBN ou identifiant"
        typed={list.typed}
        onType={list.setTyped}
        label={list.query.label ?? ''}
        onLabel={(value) => list.setFilter('label', value)}
        newHref={`${base}/livres/nouveau`}
        newText="Nouveau livre"
      >
        <FilterSelect
          label="Publication"
          value={list.query.published ?? ''}
          onChange={(value) => list.setFilter('published', value)}
          options={[
            ['', 'Tous'],
            ['true', 'Publiés'],
            ['false', 'Non publiés'],
          ]}
        />
      </ListToolbar>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={(offset) => {
          setSelected([]);
          list.goTo(offset);
        }}
        filtered={filtered}
        texts={{ name: 'Livres', loading: 'Chargement des livres…', empty: 'Aucun livre pour le moment.', noMatch: 'Aucun livre ne correspond à cette recherche.' }}
        before={<BulkBar selected={selected} onDone={() => setSelected([])} />}
        head={
          <>
            <th scope="col">
              <input
                type="checkbox"
                className="field__checkbox"
                aria-label="Cocher tous les livres de la page"
                checked={allChecked}
                onChange={(event) => setSelected(event.target.checked ? ids : [])}
              />
            </th>
            <SortHeader field="title" label="Titre" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col" className="staff-table__amount">
              Prix
            </th>
            <SortHeader field="release" label="Parution" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">État</th>
            <SortHeader field="updated_at" label="Modifié" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(book) => (
          <BookRow
            key={book.id}
            book={book}
            base={base}
            checked={selected.includes(book.id)}
            onCheck={(checked) => setSelected((current) => (checked ? [...current, book.id] : current.filter((id) => id !== book.id)))}
          />
        )}
      />
    </section>
  );
}
