import useSWR from 'swr';
import { api } from '@/lib/api-client';
import type { BooksellerStatement } from '@/types/api';

export type { BooksellerStatement, StatementLine } from '@/types/api';

export const STATEMENT_KEY = 'bookseller/statement/';

/** `GET api/bookseller/statement/`: the bookseller's orders on terms, overdue, due and settled, with the totals. */
export function useStatement() {
  const { data, error, isLoading, mutate } = useSWR<BooksellerStatement, Error>(STATEMENT_KEY, (path: string) => api.get<BooksellerStatement>(path, { retries: 2 }));
  return { statement: data, error, isLoading, retry: () => void mutate() };
}
