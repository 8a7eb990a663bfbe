import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useConfirm, usePrompt } from '@/components/back-office/confirm-dialog';
import { LoadFailed, Loading } from '@/components/back-office/page-states';
import { AuditTrail } from '@/components/back-office/records/audit-trail';
import { StaffTableBox } from '@/components/back-office/table-box';
import { DownloadLink } from '@/components/ui/download-link';
import { formatDate, formatPrice } from '@/lib/format';
import { changeAccess, customerExportHref, eraseCustomer, useBooksellerStatement, useCustomer, useCustomerOrders } from '../api/customers';
import type { CustomerDetail } from '../types';
import { kindOf, STATE_LABELS } from './customer-labels';
import { BooksellerTermsForm } from './bookseller-terms-form';
import { useCustomerAction } from './use-customer-action';
import '@/components/back-office/records/records.css';
import './customers.css';

const ORDER_STATUS = { 0: 'Panier ouvert', 1: 'Panier validé', 2: 'Commande' } as const;
const PAYMENT_MEANS: Record<string, string> = { 'credit-card': 'carte bancaire', 'sepa-debit': 'prélèvement', wire: 'virement', voucher: 'bons d’achat' };

function Facts({ customer }: { customer: CustomerDetail }) {
  return (
    <dl className="customers__facts">
      <div>
        <dt>Compte</dt>
        <dd>{kindOf(customer)}</dd>
      </div>
      <div>
        <dt>État</dt>
        <dd>
          {STATE_LABELS[customer.state]}
          {customer.deactivated_at && ` depuis le ${formatDate(customer.deactivated_at)}`}
        </dd>
      </div>
      <div>
        <dt>Inscrit·e le</dt>
        <dd>{formatDate(customer.joined_at)}</dd>
      </div>
      <div>
        <dt>Dernière connexion</dt>
        <dd>{customer.last_login_at ? formatDate(customer.last_login_at) : 'jamais'}</dd>
      </div>
      <div>
        <dt>Lettre d’information</dt>
        <dd>{customer.subscribed ? 'abonné·e' : 'non abonné·e'}</dd>
      </div>
      {customer.nickname && (
        <div>
          <dt>Pseudonyme</dt>
          <dd>{customer.nickname}</dd>
        </div>
      )}
    </dl>
  );
}

/** Deactivate or reactivate, grant or remove the staff's rights: each after a confirmation, said back in words. */
function AccessActions({ customer, onChanged }: { customer: CustomerDetail; onChanged: () => void }) {
  const { confirm, dialog } = useConfirm();
  const { busy, run, notice } = useCustomerAction(onChanged);
  const deactivated = customer.state === 'deactivated';

  const act = async (change: { active?: boolean; is_staff?: boolean }, question: { title: string; message: string; confirmText: string }, done: string) => {
    if (!(await confirm({ ...question, message: <p>{question.message}</p> }))) return;
    await run(() => changeAccess(customer.id, change), done, 'Le changement n’a pas pu être enregistré.');
  };

  return (
    <section className="customers__section" aria-labelledby="customer-access-title">
      <h2 id="customer-access-title" className="customers__title">
        Accès
      </h2>
      <div className="customers__actions">
        {deactivated ? (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() =>
              void act(
                { active: true },
                { title: `Réactiver le compte ${customer.email} ?`, message: 'La personne pourra de nouveau se connecter.', confirmText: 'Réactiver' },
                'Compte réactivé.',
              )
            }
          >
            Réactiver le compte
          </button>
        ) : (
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={busy}
            onClick={() =>
              void act(
                { active: false },
                {
                  title: `Désactiver le compte ${customer.email} ?`,
                  message: 'La personne ne pourra plus se connecter et toutes ses sessions prennent fin tout de suite. Ses commandes et ses factures sont conservées.',
                  confirmText: 'Désactiver',
                },
                'Compte désactivé : ses sessions ont pris fin.',
              )
            }
          >
            Désactiver le compte
          </button>
        )}
        <button
          type="button"
          className="button button--small button--ghost"
          disabled={busy}
          onClick={() =>
            void act(
              { is_staff: !customer.is_staff },
              customer.is_staff
                ? {
                    title: `Retirer les droits de l’équipe à ${customer.email} ?`,
                    message: 'L’arrière-boutique lui sera fermée dès sa prochaine action.',
                    confirmText: 'Retirer les droits',
                  }
                : {
                    title: `Donner les droits de l’équipe à ${customer.email} ?`,
                    message: 'Cette personne verra toutes les commandes et tous les clients, et pourra tout modifier dans l’arrière-boutique.',
                    confirmText: 'Donner les droits',
                  },
              customer.is_staff ? 'Droits de l’équipe retirés.' : 'Droits de l’équipe donnés.',
            )
          }
        >
          {customer.is_staff ? 'Retirer les droits de l’équipe' : 'Donner les droits de l’équipe'}
        </button>
        {busy && <span role="status">Enregistrement…</span>}
      </div>
      {notice}
      {dialog}
    </section>
  );
}

function Addresses({ customer }: { customer: CustomerDetail }) {
  return (
    <section className="customers__section" aria-labelledby="customer-addresses-title">
      <h2 id="customer-addresses-title" className="customers__title">
        Adresses
      </h2>
      {customer.addresses.length === 0 ? (
        <p className="staff-empty">Aucune adresse enregistrée.</p>
      ) : (
        <ul className="customers__addresses">
          {customer.addresses.map((a) => (
            <li key={a.id}>
              <address>
                {a.name && <strong>{a.name}</strong>}
                {a.name && <br />}
                {a.firstname} {a.lastname}
                <br />
                {[a.address, a.address_line_2, a.address_line_3].filter(Boolean).join(', ')}
                <br />
                {a.postal_code} {a.city} ({a.country.name})
                {a.phone && (
                  <>
                    <br />
                    {a.phone}
                  </>
                )}
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A bookseller's statement of account, as the bookseller reads it: what is late, what is due, what was settled. */
function Statement({ customer, base }: { customer: CustomerDetail; base: string }) {
  const { statement, error, retry } = useBooksellerStatement(customer.id);
  const rows = statement ? [...statement.overdue, ...statement.due, ...statement.settled] : [];
  return (
    <section className="customers__section" aria-labelledby="customer-statement-title">
      <h2 id="customer-statement-title" className="customers__title">
        Relevé de compte
      </h2>
      {error && !statement ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !statement ? (
        <Loading>Chargement du relevé…</Loading>
      ) : (
        <>
          <p>
            Reste à régler : <strong>{formatPrice(statement.due_total)}</strong>, dont en retard : <strong>{formatPrice(statement.overdue_total)}</strong>
          </p>
          {rows.length === 0 ? (
            <p className="staff-empty">Aucune commande à échéance.</p>
          ) : (
            <StaffTableBox label="Commandes à échéance du libraire">
              <table className="staff-table">
                <thead>
                  <tr>
                    <th scope="col">Référence</th>
                    <th scope="col">Facture</th>
                    <th scope="col">Montant</th>
                    <th scope="col">Échéance</th>
                    <th scope="col">État</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((line) => (
                    <tr key={line.id}>
                      <td>
                        <Link to={`${base}/commandes/${line.id}`} state={{ email: customer.email }}>
                          {line.reference}
                        </Link>
                      </td>
                      <td>{line.invoice_number ?? '—'}</td>
                      <td>{formatPrice(line.amount_due)}</td>
                      <td>{formatDate(line.due_date)}</td>
                      <td>
                        {line.settled_date
                          ? `Réglée le ${formatDate(line.settled_date)}`
                          : line.days_overdue > 0
                            ? `En retard de ${line.days_overdue} jour${line.days_overdue > 1 ? 's' : ''}`
                            : 'À échoir'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </StaffTableBox>
          )}
        </>
      )}
    </section>
  );
}

function Orders({ customer, base }: { customer: CustomerDetail; base: string }) {
  const { orders, error, retry } = useCustomerOrders(customer.id);
  return (
    <section className="customers__section" aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title" className="customers__title">
        Commandes et paniers
      </h2>
      {error && !orders ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !orders ? (
        <Loading>Chargement des commandes…</Loading>
      ) : orders.results.length === 0 ? (
        <p className="staff-empty">Aucune commande ni panier.</p>
      ) : (
        <>
          <StaffTableBox label="Commandes et paniers du client">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Référence</th>
                  <th scope="col">État</th>
                  <th scope="col">Montant</th>
                  <th scope="col">Dernier changement</th>
                </tr>
              </thead>
              <tbody>
                {orders.results.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`${base}/commandes/${order.id}`} state={{ email: customer.email }}>
                        {order.reference}
                      </Link>
                    </td>
                    <td>
                      {ORDER_STATUS[order.status]}
                      {order.status === 2 && order.paid_with && ` (${PAYMENT_MEANS[order.paid_with] ?? order.paid_with})`}
                    </td>
                    <td>{formatPrice(order.total)}</td>
                    <td>{formatDate(order.last_modified_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          {orders.count > orders.results.length && (
            <p>
              <Link to={`${base}/commandes?${new URLSearchParams({ q: customer.email, statut: 'tous' })}`}>Voir ses {orders.count} commandes et paniers</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The person's rights (GDPR): a copy of their data (JSON to take elsewhere, a page to read) and the
 * erasure, confirmed by typing the account's address again.
 */
function PersonalData({ customer, onChanged }: { customer: CustomerDetail; onChanged: () => void }) {
  const { prompt, dialog } = usePrompt();
  const { busy, run, notice } = useCustomerAction(onChanged);
  const erased = customer.state === 'erased';

  const erase = async () => {
    const typed = await prompt({
      title: `Effacer ${customer.email} ?`,
      message: (
        <p>
          Le compte est anonymisé pour de bon : adresse e-mail, pseudonyme, adresses et messages effacés, plus aucune connexion possible. Les factures et les avoirs restent, comme
          la loi l’exige. Cette action ne peut pas être annulée.
        </p>
      ),
      label: 'Adresse e-mail du compte, pour confirmer',
      confirmText: 'Effacer définitivement',
      validate: (value) => (value.trim().toLowerCase() === customer.email.toLowerCase() ? null : 'Saisissez exactement l’adresse e-mail du compte.'),
    });
    if (typed === null) return;
    await run(() => eraseCustomer(customer.id, typed.trim()), 'Compte effacé : il ne reste que ses factures et avoirs, anonymes.', 'Le compte n’a pas pu être effacé.');
  };

  return (
    <section className="customers__section" aria-labelledby="customer-data-title">
      <h2 id="customer-data-title" className="customers__title">
        Données personnelles (RGPD)
      </h2>
      <div className="customers__actions">
        <DownloadLink
          href={customerExportHref(customer.id, 'json')}
          filename={`donnees-compte-${customer.id}.json`}
          failure="L’export n’a pas pu être téléchargé. Veuillez réessayer."
          className="button button--ghost button--small"
          onDownloaded={onChanged}
        >
          Exporter ses données (JSON)
        </DownloadLink>
        <DownloadLink
          href={customerExportHref(customer.id, 'html')}
          filename={`donnees-compte-${customer.id}.html`}
          failure="L’export n’a pas pu être téléchargé. Veuillez réessayer."
          className="button button--ghost button--small"
          onDownloaded={onChanged}
        >
          Exporter ses données (page lisible)
        </DownloadLink>
        {!erased && (
          <button type="button" className="button button--small button--ghost customers__erase" disabled={busy} aria-busy={busy || undefined} onClick={() => void erase()}>
            {busy ? 'Effacement…' : 'Effacer le compte…'}
          </button>
        )}
      </div>
      {notice}
      {dialog}
    </section>
  );
}

/** A customer's page: who they are, their access, their addresses, their orders, and staff's changes to the account. */
export function CustomerPage({ base }: { base: string }) {
  const id = Number(useParams().id);
  const { customer, error, retry } = useCustomer(id);
  // Each change of access adds an entry to the trail: its count is the trail's version.
  const [changes, setChanges] = useState(0);
  if (error && !customer) return <LoadFailed error={error} onRetry={retry} />;
  if (!customer) return <Loading>Chargement du client…</Loading>;
  return (
    <div className="customers__page">
      <p className="customers__heading">
        <span className="customers__email customers__email--large">{customer.email}</span>
        {customer.name && <span className="staff-muted"> — {customer.name}</span>}
      </p>
      <Facts customer={customer} />
      {customer.state !== 'erased' && <AccessActions customer={customer} onChanged={() => setChanges((n) => n + 1)} />}
      <Orders customer={customer} base={base} />
      {customer.bookseller && customer.state !== 'erased' && (
        <BooksellerTermsForm customer={{ ...customer, bookseller: customer.bookseller }} onChanged={() => setChanges((n) => n + 1)} />
      )}
      {customer.bookseller && <Statement customer={customer} base={base} />}
      <Addresses customer={customer} />
      <PersonalData customer={customer} onChanged={() => setChanges((n) => n + 1)} />
      <AuditTrail entity="customer" id={customer.id} version={changes} />
    </div>
  );
}
