import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DownloadLink } from '@/components/ui/download-link';
import { ErrorMessage } from '@/components/ui/error-message';
import { formatDate, formatPrice, formatShortDate } from '@/lib/format';
import { useStatement, type BooksellerStatement, type StatementLine } from '../api/statement';
import '../bookseller.css';

/** Spec §9: the payment means as the shop names them. */
const MEANS: Record<string, string> = { 'sepa-debit': 'Prélèvement', wire: 'Virement' };
const meansLabel = (means: string) => MEANS[means] ?? means;

const daysLabel = (days: number) => `${days} jour${days > 1 ? 's' : ''}`;

type Kind = 'overdue' | 'due' | 'settled';

/** The invoice as a PDF download, its date under it. */
function InvoiceCell({ line }: { line: StatementLine }) {
  return (
    <>
      {line.invoice_file ? (
        <DownloadLink href={line.invoice_file} filename={`facture-${line.invoice_number ?? 'commande'}.pdf`} failure="La facture n’a pas pu être téléchargée. Veuillez réessayer.">
          {line.invoice_number ?? 'Facture'}
          <span className="visually-hidden"> : facture de la commande {line.reference} (PDF)</span>
        </DownloadLink>
      ) : (
        '—'
      )}
      {line.invoice_date && <span className="statement__sub">du {formatShortDate(line.invoice_date)}</span>}
    </>
  );
}

/** One group of the statement as a table with its caption, or its empty state. */
function StatementTable({ kind, title, empty, lines, orderHref }: { kind: Kind; title: string; empty: ReactNode; lines: StatementLine[]; orderHref: (id: string) => string }) {
  const headingId = `statement-${kind}`;
  if (lines.length === 0)
    return (
      <section className="statement__group" aria-labelledby={headingId}>
        <h2 id={headingId} className="statement__title">
          {title}
        </h2>
        <p className="empty statement__empty">{empty}</p>
      </section>
    );
  return (
    <section className="statement__group" aria-labelledby={headingId}>
      <div className="order-table__scroll">
        <table className={`order-table statement__table statement__table--${kind}`}>
          <caption className="statement__caption">
            <h2 id={headingId} className="statement__title">
              {title}
            </h2>
          </caption>
          <thead>
            <tr>
              <th scope="col">Commande</th>
              <th scope="col">Facture</th>
              <th scope="col">Paiement</th>
              <th scope="col" className="statement__amount">
                Montant
              </th>
              <th scope="col">Échéance</th>
              {kind === 'overdue' && <th scope="col">Retard</th>}
              {kind === 'settled' && <th scope="col">Réglée le</th>}
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className={kind === 'overdue' ? 'statement__row--late' : undefined}>
                <th scope="row">
                  <Link to={orderHref(line.id)}>{line.reference}</Link>
                </th>
                <td data-label="Facture">
                  <InvoiceCell line={line} />
                </td>
                <td data-label="Paiement">{meansLabel(line.means)}</td>
                <td data-label="Montant" className="statement__amount">
                  {formatPrice(line.amount_due)}
                </td>
                <td data-label="Échéance">{formatShortDate(line.due_date)}</td>
                {kind === 'overdue' && (
                  <td data-label="Retard">
                    <strong className="statement__late">{daysLabel(line.days_overdue)}</strong>
                  </td>
                )}
                {kind === 'settled' && <td data-label="Réglée le">{line.settled_date ? formatShortDate(line.settled_date) : '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The totals first: what is left to pay, and how much of it is late. */
function Totals({ statement }: { statement: BooksellerStatement }) {
  const late = Number(statement.overdue_total) > 0;
  return (
    <dl className="statement__totals">
      <div className="statement__total">
        <dt>À régler</dt>
        <dd>{formatPrice(statement.due_total)}</dd>
      </div>
      <div className={`statement__total${late ? ' statement__total--late' : ''}`}>
        <dt>En retard</dt>
        <dd>{formatPrice(statement.overdue_total)}</dd>
      </div>
    </dl>
  );
}

/**
 * Spec §9: the bookseller's statement of account — the orders paid by direct debit or wire, late,
 * to fall due and settled (the last 12 months), each leading to the order and its invoice.
 */
export function Statement({ orderHref }: { orderHref: (id: string) => string }) {
  const { statement, error, isLoading, retry } = useStatement();
  if (error && !statement) return <ErrorMessage message={error.message || 'Le relevé de compte n’a pas pu être chargé.'} onRetry={retry} />;
  if (isLoading || !statement)
    return (
      <p role="status" className="account-loading">
        Chargement de votre relevé de compte…
      </p>
    );
  return (
    <div className="statement">
      <p className="page-head__lead">Vos commandes payées par prélèvement ou par virement, au {formatDate(statement.today)}. Les montants sont TTC, bons d’achat déduits.</p>
      <Totals statement={statement} />
      <p className="statement__download">
        <DownloadLink
          href="/api/bookseller/statement/csv/"
          filename={`releve-de-compte-${statement.today}.csv`}
          failure="Le relevé n’a pas pu être téléchargé. Veuillez réessayer."
          className="button button--small button--ghost"
        >
          Télécharger le relevé (CSV, pour votre comptabilité)
        </DownloadLink>
      </p>
      <StatementTable kind="overdue" title="En retard" empty="Aucune commande en retard de paiement." lines={statement.overdue} orderHref={orderHref} />
      <StatementTable kind="due" title="À échoir" empty="Aucune commande à échoir." lines={statement.due} orderHref={orderHref} />
      <StatementTable
        kind="settled"
        title="Réglées"
        empty={`Aucune commande réglée depuis le ${formatDate(statement.settled_since)}.`}
        lines={statement.settled}
        orderHref={orderHref}
      />
      {statement.settled.length > 0 && <p className="statement__note">Règlements reçus depuis le {formatDate(statement.settled_since)}.</p>}
    </div>
  );
}
