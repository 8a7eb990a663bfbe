import { statementCsv } from './statement-csv';
import type { BooksellerStatement, StatementLine } from './statement.query';

const line = (over: Partial<StatementLine>): StatementLine => ({
  id: 'c1',
  reference: 'K7Q2M9XA4B1C',
  invoice_number: 'F2026-000042',
  invoice_date: '2026-09-01',
  invoice_file: '/api/carts/c1/invoice/',
  means: 'sepa-debit',
  amount_due: '1234.50',
  due_date: '2026-11-30',
  settled_date: null,
  days_overdue: 0,
  ...over,
});

describe('the statement of account as CSV', () => {
  const statement: BooksellerStatement = {
    today: '2026-12-03',
    due_total: '1334.50',
    overdue_total: '1234.50',
    settled_since: '2025-12-03',
    overdue: [line({ days_overdue: 3, reference: 'A; "guillemets"' })],
    due: [line({ id: 'c2', means: 'wire', amount_due: '100.00', invoice_number: null, invoice_date: null })],
    settled: [],
  };

  it('opens in a French spreadsheet: byte-order mark, semicolons, decimal commas, French dates, quoted when needed', () => {
    const csv = statementCsv(statement);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'État;Commande;Facture;Date de facture;Paiement;Montant (€);Échéance;Réglée le;Jours de retard',
      'En retard;"A; ""guillemets""";F2026-000042;01/09/2026;Prélèvement;1234,50;30/11/2026;;3',
      'À échoir;K7Q2M9XA4B1C;;;Virement;100,00;30/11/2026;;',
      '',
      'Total à régler;;;;;1334,50',
      'dont en retard;;;;;1234,50',
      'Relevé au 03/12/2026',
      '',
    ]);
  });
});
