import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** One order on terms in the statement (`GET api/bookseller/statement/`). */
export interface StatementLine {
  id: string;
  reference: string;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_file: string | null;
  means: 'sepa-debit' | 'wire' | string;
  amount_due: string;
  due_date: string;
  settled_date: string | null;
  days_overdue: number;
}

export interface BooksellerStatement {
  today: string;
  /** Everything unpaid, overdue included. */
  due_total: string;
  overdue_total: string;
  /** First day of the settled orders listed (12 months back). */
  settled_since: string;
  overdue: StatementLine[];
  due: StatementLine[];
  settled: StatementLine[];
}

export const STATEMENT_KEY = 'bookseller/statement/';

/** `GET api/bookseller/statement/`: the bookseller's orders on terms, overdue, due and settled, with the totals. */
export function useStatement() {
  const { data, error, isLoading, mutate } = useSWR<BooksellerStatement, Error>(STATEMENT_KEY, (path: string) => api.get<BooksellerStatement>(path, { retries: 2 }));
  return { statement: data, error, isLoading, retry: () => void mutate() };
}
