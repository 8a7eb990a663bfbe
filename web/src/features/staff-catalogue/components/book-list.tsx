import { BulkBar, CheckAllHeader, CheckCell, useSelection, type BulkChoice } from '@/components/back-office/records/bulk-bar';
import { DraftFilter, DraftPill } from '@/components/back-office/records/drafts';
import { FilterSelect } from '@/components/back-office/records/filter-select';
import { ListResults } from '@/components/back-office/records/list-results';
import { RecordLinkCell, UpdatedCell } from '@/components/back-office/records/record-cells';
import { formatDate, formatPrice } from '@/lib/format';
import { useStaffBooks } from '../api/books';
import { bulkUpdateBooks } from '../api/books-bulk';
import type { BulkAction, StaffBook } from '../types';
import { ListToolbar } from '@/components/back-office/records/list-toolbar';
import { SortHeader } from '@/components/back-office/records/sort-header';
import { useListState } from '@/components/back-office/records/use-list-state';
import '@/components/back-office/records/records.css';

const books = (n: number, one: string, many: string) => (n > 1 ? `${n} livres ${many}.` : `${n} livre ${one}.`);

const BULK_ACTIONS: BulkChoice<BulkAction>[] = [
  { action: 'make_public', text: 'Rendre public', done: (n) => books(n, 'rendu public', 'rendus publics') },
  { action: 'make_draft', text: 'Remettre en brouillon', done: (n) => books(n, 'remis en brouillon', 'remis en brouillon') },
  { action: 'publish', text: 'Marquer parus', done: (n) => books(n, 'marqué paru', 'marqués parus') },
  { action: 'unpublish', text: 'Marquer en production', done: (n) => books(n, 'marqué en production', 'marqués en production') },
  { action: 'out_of_stock', text: 'Marquer en rupture', done: (n) => books(n, 'marqué en rupture', 'marqués en rupture') },
  { action: 'in_stock', text: 'Remettre en stock', done: (n) => books(n, 'remis en stock', 'remis en stock') },
];

function BookRow({ book, base, checked, onCheck }: { book: StaffBook; base: string; checked: boolean; onCheck: (checked: boolean) => void }) {
  return (
    <tr>
      <CheckCell name={book.title} checked={checked} onChange={onCheck} />
      <RecordLinkCell to={`${base}/livres/${book.id}`} name={book.title} sub={book.isbn} />
      <td className="staff-table__amount">{formatPrice(book.price)}</td>
      <td>{book.release ? formatDate(book.release) : '—'}</td>
      <td>
        {book.draft && <DraftPill />}
        <span className={`staff-pill ${book.published ? 'staff-pill--paid' : ''}`}>{book.published ? 'Paru' : 'En production'}</span>
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
  const selection = useSelection(page?.results.map((b) => b.id) ?? []);
  const filtered = Boolean(list.query.search || list.query.label || list.query.published || list.query.draft);
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
          label="Parution"
          value={list.query.published ?? ''}
          onChange={(value) => list.setFilter('published', value)}
          options={[
            ['', 'Tous'],
            ['true', 'Parus'],
            ['false', 'En production'],
          ]}
        />
        <DraftFilter value={list.query.draft ?? ''} onChange={(value) => list.setFilter('draft', value)} />
      </ListToolbar>
      <ListResults
        state={{ page, error, isLoading, retry }}
        offset={list.query.offset}
        onGo={(offset) => {
          selection.clear();
          list.goTo(offset);
        }}
        filtered={filtered}
        texts={{ name: 'Livres', loading: 'Chargement des livres…', empty: 'Aucun livre pour le moment.', noMatch: 'Aucun livre ne correspond à cette recherche.' }}
        before={
          <BulkBar
            selected={selection.selected}
            actions={BULK_ACTIONS}
            run={bulkUpdateBooks}
            count={(n) => (n > 1 ? `${n} livres cochés` : `${n} livre coché`)}
            groupLabel="Actions sur les livres cochés"
            unchanged="Aucun livre n’a changé."
            onDone={selection.clear}
          />
        }
        head={
          <>
            <CheckAllHeader label="Cocher tous les livres de la page" checked={selection.allChecked} onChange={selection.checkAll} />
            <SortHeader field="title" label="Titre" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col" className="staff-table__amount">
              Prix
            </th>
            <SortHeader field="release" label="Parution" ordering={list.query.ordering} onSort={list.setOrdering} />
            <th scope="col">État</th>
            <SortHeader field="updated_at" label="Modifié" ordering={list.query.ordering} onSort={list.setOrdering} />
          </>
        }
        row={(book) => <BookRow key={book.id} book={book} base={base} checked={selection.isChecked(book.id)} onCheck={(checked) => selection.check(book.id, checked)} />}
      />
    </section>
  );
}
