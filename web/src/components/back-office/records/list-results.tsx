import type { ReactNode } from 'react';
import { DelayedLoading, LoadFailed, Pager } from '@/components/back-office/page-states';
import { StaffTableBox } from '@/components/back-office/table-box';
import type { Page } from '@/types/api';
import { ListCount } from './list-count';
import { PAGE_SIZE } from './list-query';

/** What a staff list says in each state, in French, for its kind of record. */
export interface ListTexts {
  /** The table's and the pager's name: 'Auteurs'. */
  name: string;
  loading: string;
  empty: string;
  /** When a search or a filter finds nothing. */
  noMatch: string;
}

/**
 * A staff list's page of results: its failure or its loading, or nothing found, else the count, the
 * table (its head and one row per record) and the pager.
 */
export function ListResults<T>({
  state,
  offset,
  onGo,
  filtered,
  texts,
  head,
  row,
  before,
}: {
  state: { page?: Page<T>; error?: Error; isLoading: boolean; retry: () => void };
  offset: number;
  onGo: (offset: number) => void;
  filtered: boolean;
  texts: ListTexts;
  /** The cells of the table's head row. */
  head: ReactNode;
  row: (record: T) => ReactNode;
  /** Shown above the count (the ticked books' actions). */
  before?: ReactNode;
}) {
  const { page, error, isLoading, retry } = state;
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page) return <DelayedLoading>{texts.loading}</DelayedLoading>;
  if (page.results.length === 0) return <p className="staff-empty">{filtered ? texts.noMatch : texts.empty}</p>;
  return (
    <>
      {before}
      <ListCount offset={offset} count={page.count} updating={isLoading} />
      <StaffTableBox label={texts.name}>
        <table className="staff-table">
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{page.results.map(row)}</tbody>
        </table>
      </StaffTableBox>
      <Pager label={`Pages des ${texts.name.toLocaleLowerCase('fr')}`} offset={offset} pageSize={PAGE_SIZE} hasNext={Boolean(page.next)} onGo={onGo} />
    </>
  );
}
