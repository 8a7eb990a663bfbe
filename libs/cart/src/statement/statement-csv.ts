import { stringify } from 'csv-stringify/sync';
import type { BooksellerStatement, StatementLine } from './statement.query';

/** The groups of a statement, as the page titles them. */
const GROUPS: { key: 'overdue' | 'due' | 'settled'; name: string }[] = [
  { key: 'overdue', name: 'En retard' },
  { key: 'due', name: 'À échoir' },
  { key: 'settled', name: 'Réglée' },
];

const MEANS: Record<string, string> = { 'sepa-debit': 'Prélèvement', wire: 'Virement' };

/** "1234.50" → "1234,50": the decimal comma a French spreadsheet reads as a number. */
const frenchDecimal = (euros: string) => euros.replace('.', ',');
/** "2026-12-03" → "03/12/2026"; empty when there is none. */
const frenchDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/**
 * The statement of account as a CSV file for the bookseller's accounting: one row per order, its
 * group, then the totals; semicolons, decimal commas and a byte-order mark, as a French spreadsheet
 * opens it without asking.
 */
export function statementCsv(statement: BooksellerStatement): string {
  const row = (group: string, l: StatementLine) => [
    group,
    l.reference,
    l.invoice_number ?? '',
    frenchDay(l.invoice_date),
    MEANS[l.means] ?? l.means,
    frenchDecimal(l.amount_due),
    frenchDay(l.due_date),
    frenchDay(l.settled_date),
    l.days_overdue > 0 ? String(l.days_overdue) : '',
  ];
  const rows = GROUPS.flatMap((g) => statement[g.key].map((l) => row(g.name, l)));
  return stringify(
    [
      ...rows,
      [],
      ['Total à régler', '', '', '', '', frenchDecimal(statement.due_total)],
      ['dont en retard', '', '', '', '', frenchDecimal(statement.overdue_total)],
      [`Relevé au ${frenchDay(statement.today)}`],
    ],
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: ['État', 'Commande', 'Facture', 'Date de facture', 'Paiement', 'Montant (€)', 'Échéance', 'Réglée le', 'Jours de retard'],
    },
  );
}
