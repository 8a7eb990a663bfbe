import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaymentAnomalies, useUnfinishedNotifications } from '../api/payment-anomalies';
import { formatStamp } from './formats';
import { StaffTableBox } from '@/components/back-office/table-box';
import { LoadFailed, Loading, Pager } from '@/components/back-office/page-states';

const PAGE = 20;

/** The columns every row about a bank notification starts with. */
function BankColumnHeads() {
  return (
    <>
      <th scope="col">Reçue le</th>
      <th scope="col">Référence bancaire</th>
      <th scope="col">Retour banque</th>
      <th scope="col">Montant</th>
    </>
  );
}

function BankColumns({ at, notification }: { at: string; notification: { reference: string; code_retour: string; amount: string | null } }) {
  return (
    <>
      <td data-label="Reçue le">{formatStamp(at)}</td>
      <td data-label="Référence" className="staff-table__breakable">
        {notification.reference}
      </td>
      <td data-label="Retour">{notification.code_retour}</td>
      <td data-label="Montant">{notification.amount ?? '—'}</td>
    </>
  );
}

/**
 * Payments the bank confirmed (and was told were recorded) that the worker has not acted upon past
 * the reconciliation delay: nothing to do while the list is empty; otherwise a worker or Redis needs a look.
 */
function UnfinishedNotifications() {
  const { page, error, retry } = useUnfinishedNotifications();
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page || page.count === 0) return null;
  return (
    <section className="staff-alert" aria-labelledby="unfinished-title">
      <h3 id="unfinished-title">Paiements confirmés par la banque, pas encore enregistrés ({page.count})</h3>
      <p>La banque ne les renverra pas : vérifiez que le worker et Redis fonctionnent. Ils sont remis en file automatiquement.</p>
      <StaffTableBox label="Paiements pas encore enregistrés">
        <table className="staff-table">
          <thead>
            <tr>
              <BankColumnHeads />
              <th scope="col">Remises en file</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((n) => (
              <tr key={n.id}>
                <BankColumns at={n.received_at} notification={n} />
                <td data-label="Remises en file">{n.requeued}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaffTableBox>
    </section>
  );
}

/** Bank notifications that paid nothing (amount or terminal mismatch, refused cart…), newest first. */
export function PaymentAnomalies({ base }: { base: string }) {
  return (
    <>
      <UnfinishedNotifications />
      <AnomalyList base={base} />
    </>
  );
}

function AnomalyList({ base }: { base: string }) {
  const [offset, setOffset] = useState(0);
  const { page, error, retry } = usePaymentAnomalies(offset, PAGE);
  if (error && !page) return <LoadFailed error={error} onRetry={retry} />;
  if (!page) return <Loading>Chargement des anomalies…</Loading>;
  if (page.results.length === 0) return <p className="staff-empty">Aucune anomalie de paiement : chaque notification de la banque a été rapprochée.</p>;
  return (
    <>
      <StaffTableBox label="Anomalies de paiement">
        <table className="staff-table">
          <thead>
            <tr>
              <BankColumnHeads />
              <th scope="col">Problème</th>
              <th scope="col">Commande</th>
              <th scope="col">Statut</th>
            </tr>
          </thead>
          <tbody>
            {page.results.map((a) => (
              <tr key={a.id}>
                <BankColumns at={a.created_at} notification={a} />
                <td data-label="Problème">{a.detail || a.kind}</td>
                <td data-label="Commande">{a.cart ? <Link to={`${base}/commandes/${encodeURIComponent(a.cart)}`}>Voir l'historique</Link> : '—'}</td>
                <td data-label="Statut">{a.resolved_at ? `Résolue le ${formatStamp(a.resolved_at)}` : <span className="staff-pill staff-pill--due">À examiner</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaffTableBox>
      <Pager label="Pages des anomalies" offset={offset} pageSize={PAGE} hasNext={Boolean(page.next)} onGo={setOffset} />
    </>
  );
}
