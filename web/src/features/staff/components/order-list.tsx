import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatPrice, formatShortDate } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { settleOrder, STAFF_ORDERS_PAGE_SIZE, useOverdueCount, useStaffOrders, type StaffOrderFilters } from '../api/orders';
import type { StaffOrder } from '../types';
import { AWAITS_SETTLEMENT, isPaid, paymentMeansLabel, STATUS_LABELS } from '../utils/labels';
import { formatStamp } from './formats';
import { StaffTableBox } from '@/components/back-office/table-box';
import { LoadFailed, Loading, Pager } from '@/components/back-office/page-states';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { FilterSelect } from '@/components/back-office/records/filter-select';
import { useLabelChoices } from '@/components/back-office/records/label-choices';

/** The search waits for a pause in typing: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** 'Marquer comme payé' for a debit or wire order whose money is in. */
function SettleButton({ order, onError }: { order: StaffOrder; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          const settle = await confirm({
            title: `Marquer la commande ${order.reference} comme payée ?`,
            message: <p>Confirmez que le paiement de {formatPrice(order.total)} a bien été reçu.</p>,
            confirmText: 'Marquer comme payé',
          });
          if (!settle) return;
          setBusy(true);
          try {
            await settleOrder(order.id);
          } catch (error) {
            onError(error instanceof ApiError ? error.message : 'Le paiement n’a pas pu être enregistré.');
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? 'Enregistrement…' : 'Marquer comme payé'}
      </button>
      {dialog}
    </>
  );
}

function PaidCell({ order }: { order: StaffOrder }) {
  if (order.status !== 2) return <span className="staff-pill">—</span>;
  if (isPaid(order)) return <span className="staff-pill staff-pill--paid">Payée</span>;
  if (order.overdue && order.payment_due_date)
    return (
      <>
        <span className="staff-pill staff-pill--late">En retard</span>{' '}
        <span className="staff-table__sub staff-table__sub--wrap">
          depuis le <span className="staff-table__day">{formatShortDate(order.payment_due_date)}</span>
        </span>
      </>
    );
  return (
    <>
      <span className="staff-pill staff-pill--due">À encaisser</span>
      {order.payment_due_date && (
        <span className="staff-table__sub staff-table__sub--wrap">
          échéance <span className="staff-table__day">{formatShortDate(order.payment_due_date)}</span>
        </span>
      )}
    </>
  );
}

/** Every owner's carts and orders: searched by reference or email (debounced), a page at a time, newest change first. */
/** How many of a paid order's parcels left, linked to them in 'Colis' (under its status: the table keeps its width). */
function ParcelsCell({ order, base }: { order: StaffOrder; base: string }) {
  const parcels = order.parcels;
  if (!parcels || parcels.total === 0) return null;
  const text =
    parcels.sent === parcels.total
      ? parcels.total > 1
        ? `${parcels.total} colis partis`
        : 'Colis parti'
      : `${parcels.sent} colis sur ${parcels.total} parti${parcels.sent > 1 ? 's' : ''}`;
  const state = parcels.sent === parcels.total ? 'expedies' : 'a-preparer';
  return (
    <Link to={`${base}/colis?${new URLSearchParams({ q: order.reference, ...(state === 'expedies' ? { etat: state } : {}) })}`}>
      {text}
      <span className="visually-hidden"> : colis de la commande {order.reference}</span>
    </Link>
  );
}

/** What the list shows, as its URL says it (`statut=`): paid orders unless staff ask for carts. */
const SHOWN: [value: string, text: string, status: string | undefined][] = [
  ['', 'Commandes payées', '2'],
  ['ouverts', 'Paniers ouverts', '0'],
  ['valides', 'Paniers validés, en attente de paiement', '1'],
  ['tous', 'Tout (commandes et paniers)', undefined],
];
const MEANS: [string, string][] = [
  ['', 'Tous'],
  ['credit-card', 'Carte bancaire'],
  ['sepa-debit', 'Prélèvement'],
  ['wire', 'Virement'],
  ['voucher', 'Bons d’achat'],
];
const PARCELS: [value: string, text: string, api: string][] = [
  ['', 'Tous', ''],
  ['a-expedier', 'Au moins un colis à expédier', 'to_ship'],
  ['expedies', 'Tous les colis partis', 'shipped'],
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters from its URL (French names, so a link reads as what it shows), as the API names them. */
function filtersOf(params: URLSearchParams): StaffOrderFilters {
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : undefined);
  return {
    status: (SHOWN.find(([value]) => value === (params.get('statut') ?? '')) ?? SHOWN[0])[2],
    paid_with: MEANS.some(([value]) => value && value === params.get('paiement')) ? (params.get('paiement') as string) : undefined,
    label: /^\d+$/.test(params.get('collection') ?? '') ? (params.get('collection') as string) : undefined,
    paid_from: day('du'),
    paid_to: day('au'),
    parcels: PARCELS.find(([value]) => value && value === params.get('colis'))?.[2],
  };
}

/** A day of the filters (one end of the days paid), as the browser's date field gives it (YYYY-MM-DD). */
function DayFilter({ label, value, min, max, onChange }: { label: string; value: string; min?: string; max?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input id={id} type="date" className="field__input" value={value} min={min} max={max} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** The filters of the list: what it shows, how paid, where, which days, the parcels; each kept in the URL. */
function OrderFilters({ params, onChange }: { params: URLSearchParams; onChange: (name: string, value: string) => void }) {
  const labels = useLabelChoices();
  const paidOnly = (params.get('statut') ?? '') === '';
  return (
    <div className="staff-filters staff-filters--fields">
      <FilterSelect label="Afficher" value={params.get('statut') ?? ''} onChange={(value) => onChange('statut', value)} options={SHOWN.map(([value, text]) => [value, text])} />
      <FilterSelect
        label="Collection"
        value={params.get('collection') ?? ''}
        onChange={(value) => onChange('collection', value)}
        options={[['', 'Toutes'], ...labels.map((l): [string, string] => [String(l.id), l.name])]}
      />
      {paidOnly && (
        <>
          <FilterSelect label="Paiement" value={params.get('paiement') ?? ''} onChange={(value) => onChange('paiement', value)} options={MEANS} />
          <FilterSelect label="Colis" value={params.get('colis') ?? ''} onChange={(value) => onChange('colis', value)} options={PARCELS.map(([value, text]) => [value, text])} />
          <DayFilter label="Payées du" value={params.get('du') ?? ''} max={params.get('au') ?? undefined} onChange={(value) => onChange('du', value)} />
          <DayFilter label="au" value={params.get('au') ?? ''} min={params.get('du') ?? undefined} onChange={(value) => onChange('au', value)} />
        </>
      )}
    </div>
  );
}

export function OrderList({ base }: { base: string }) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const overdue = params.get('retard') === '1';
  const filters = filtersOf(params);
  const { page, error, isLoading, retry } = useStaffOrders(query, offset, overdue, overdue ? { label: filters.label } : filters);
  const overdueCount = useOverdueCount();
  const [actionError, setActionError] = useState<string | null>(null);
  const searchId = useId();

  // The search and the page live in the URL: a reload or a link shows the same list.
  useEffect(() => {
    const next = new URLSearchParams(params);
    next.delete('offset');
    if (query.trim()) next.set('q', query.trim());
    else next.delete('q');
    if ((params.get('q') ?? '') !== query.trim()) {
      setParams(next, { replace: true });
    }
  }, [query]); // eslint-disable-line react-hooks/exhaustive-deps

  const goTo = (nextOffset: number) => {
    const next = new URLSearchParams(params);
    if (nextOffset > 0) next.set('offset', String(nextOffset));
    else next.delete('offset');
    setParams(next);
  };

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.delete('offset');
    if (value) next.set(name, value);
    else next.delete(name);
    // Carts have no payment, day paid nor parcels: those filters go with « Commandes payées ».
    if (name === 'statut' && value) for (const paidOnly of ['paiement', 'colis', 'du', 'au']) next.delete(paidOnly);
    setParams(next);
  };

  const toggleOverdue = () => {
    const next = new URLSearchParams(params);
    next.delete('offset');
    if (overdue) next.delete('retard');
    else next.set('retard', '1');
    setParams(next);
  };

  const count = page?.count ?? 0;
  const first = count === 0 ? 0 : offset + 1;
  const last = Math.min(offset + STAFF_ORDERS_PAGE_SIZE, count);

  return (
    <section className="staff-orders" aria-labelledby="staff-orders-title">
      <h2 id="staff-orders-title" className="visually-hidden">
        Commandes
      </h2>
      <form className="staff-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="field__label">
          Rechercher une commande
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input"
          placeholder="Référence ou adresse e-mail du client"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </form>
      <OrderFilters params={params} onChange={setFilter} />
      <div className="staff-filters">
        <button type="button" className={`staff-filter${overdue ? ' is-active' : ''}`} aria-pressed={overdue} onClick={toggleOverdue}>
          En retard
          {overdueCount !== null && (
            <span className={`staff-filter__count${overdueCount > 0 ? ' staff-filter__count--late' : ''}`}>
              {overdueCount}
              <span className="visually-hidden">
                {' '}
                commande{overdueCount > 1 ? 's' : ''} à terme non réglée{overdueCount > 1 ? 's' : ''} après l’échéance
              </span>
            </span>
          )}
        </button>
        {overdue && <span className="staff-muted">Commandes à terme non réglées après leur échéance, la plus ancienne échéance d’abord.</span>}
      </div>
      {actionError && (
        <p role="alert" className="notice notice--error">
          {actionError}
        </p>
      )}
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <Loading>Chargement des commandes…</Loading>
      ) : page.results.length === 0 ? (
        <p className="staff-empty">
          {overdue
            ? query.trim()
              ? `Aucune commande en retard ne correspond à « ${query.trim()} ».`
              : 'Aucune commande en retard de paiement.'
            : query.trim()
              ? `Aucune commande ne correspond à « ${query.trim()} » avec ces filtres.`
              : Object.values(filters).filter(Boolean).length > 1 || filters.status !== '2'
                ? 'Aucune commande ne correspond à ces filtres.'
                : 'Aucune commande pour le moment.'}
        </p>
      ) : (
        <>
          <p className="staff-count" aria-live="polite">
            {first}–{last} sur {count} {isLoading && <span className="staff-loading-inline">(mise à jour…)</span>}
          </p>
          <StaffTableBox label="Commandes">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Référence</th>
                  <th scope="col">Client</th>
                  <th scope="col">Statut</th>
                  <th scope="col" className="staff-table__amount">
                    Total
                  </th>
                  <th scope="col">Paiement</th>
                  <th scope="col">Payée</th>
                  <th scope="col">Dernière modification</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.results.map((order) => (
                  <tr key={order.id} className={order.overdue && !isPaid(order) ? 'staff-table__row--late' : undefined}>
                    <td data-label="Référence">
                      <Link to={`${base}/commandes/${encodeURIComponent(order.id)}`} state={{ email: order.owner_email }} className="staff-table__ref">
                        {order.reference}
                      </Link>
                      {order.invoice_number && <span className="staff-table__sub">Facture {order.invoice_number}</span>}
                    </td>
                    <td data-label="Client" className="staff-table__breakable">
                      {order.owner_email ?? <span className="staff-muted">Anonyme</span>}
                    </td>
                    <td data-label="Statut">
                      {STATUS_LABELS[order.status] ?? order.status}
                      {order.parcels && order.parcels.total > 0 && (
                        <span className="staff-table__sub">
                          <ParcelsCell order={order} base={base} />
                        </span>
                      )}
                    </td>
                    <td data-label="Total" className="staff-table__amount">
                      {formatPrice(order.total)}
                    </td>
                    <td data-label="Paiement">{paymentMeansLabel(order.paid_with)}</td>
                    <td data-label="Payée">
                      <PaidCell order={order} />
                    </td>
                    <td data-label="Modifiée">{formatStamp(order.last_modified_at)}</td>
                    <td className="staff-table__actions">
                      {order.status === 2 && !isPaid(order) && AWAITS_SETTLEMENT.has(order.paid_with ?? '') && <SettleButton order={order} onError={setActionError} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StaffTableBox>
          <Pager label="Pages des commandes" offset={offset} pageSize={STAFF_ORDERS_PAGE_SIZE} hasNext={Boolean(page.next)} onGo={goTo} />
        </>
      )}
    </section>
  );
}
