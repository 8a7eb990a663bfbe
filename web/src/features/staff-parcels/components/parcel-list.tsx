import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirm } from '@/components/back-office/confirm-dialog';
import { DelayedLoading, LoadFailed, Pager } from '@/components/back-office/page-states';
import { SearchField } from '@/components/back-office/records/search-field';
import { DownloadLink } from '@/components/ui/download-link';
import { useDebounced } from '@/hooks/use-debounced';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { markParcelReady, PARCELS_PAGE_SIZE, shipParcel, shipParcels, useParcels } from '../api/parcels';
import type { Parcel, ParcelStatusFilter } from '../types';
import { RelayLabel } from './relay-label';
import './parcels.css';

const STATUS_PARAM: Record<string, ParcelStatusFilter> = { 'a-preparer': 'to_ship', 'a-venir': 'waiting', expedies: 'shipped' };
const MODE_NAMES: Record<string, string> = { colissimo: 'Colissimo', mondial_relay: 'Mondial Relay', pickup: 'Retrait sur place' };
const TRACKING_HINTS: Record<string, string> = {
  colissimo: '11 à 15 lettres et chiffres',
  mondial_relay: '8 chiffres',
};

/** The parcels of a page by day, then by mode, in the order the API gave them. */
function groups(parcels: Parcel[]): { day: string; modes: { mode: string; parcels: Parcel[] }[] }[] {
  const days: { day: string; modes: { mode: string; parcels: Parcel[] }[] }[] = [];
  for (const parcel of parcels) {
    let day = days.find((d) => d.day === parcel.expected_expedition_date);
    if (!day) days.push((day = { day: parcel.expected_expedition_date, modes: [] }));
    let mode = day.modes.find((m) => m.mode === parcel.mode);
    if (!mode) day.modes.push((mode = { mode: parcel.mode, parcels: [] }));
    mode.parcels.push(parcel);
  }
  return days;
}

function Destination({ parcel }: { parcel: Parcel }) {
  if (parcel.parcel_shop) {
    return (
      <p className="parcel__to">
        Point relais n° {parcel.parcel_shop.id} : {parcel.parcel_shop.address}
      </p>
    );
  }
  const a = parcel.shipping_address;
  if (a) {
    return (
      <p className="parcel__to">
        {a.address}
        {a.address_line_2 ? `, ${a.address_line_2}` : ''}, {a.postal_code} {a.city}
      </p>
    );
  }
  return <p className="parcel__to">Retrait à la maison d’édition</p>;
}

function Fulfilment({ parcel }: { parcel: Parcel }) {
  if (parcel.fulfilment_status === 'ready_for_pickup')
    return <p className="parcel__done">Prêt à être retiré{parcel.ready_for_pickup_date ? ` depuis le ${formatDate(parcel.ready_for_pickup_date)}` : ''}</p>;
  if (parcel.fulfilment_status !== 'shipped') return null;
  return (
    <p className="parcel__done">
      Expédié le {parcel.expedition_date ? formatDate(parcel.expedition_date) : ''} par {MODE_NAMES[parcel.carrier ?? parcel.mode]}
      {parcel.tracking_number && (
        <>
          , suivi n°{' '}
          {parcel.tracking_url ? (
            <a href={parcel.tracking_url} target="_blank" rel="noopener noreferrer">
              {parcel.tracking_number}
              <span className="visually-hidden"> (nouvelle fenêtre)</span>
            </a>
          ) : (
            parcel.tracking_number
          )}
        </>
      )}
    </p>
  );
}

/** One parcel: what to pack, where it goes, its number and 'Marquer expédié' (or 'Prêt à être retiré'). */
function ParcelCard({
  parcel,
  selected,
  onSelect,
  tracking,
  onTracking,
}: {
  parcel: Parcel;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  tracking: string;
  onTracking: (value: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const trackingId = useId();
  const errorId = useId();
  const open = parcel.fulfilment_status === 'pending';
  const travels = parcel.mode !== 'pickup';
  const act = async () => {
    const ok = await confirm(
      travels
        ? {
            title: `Marquer le colis de la commande ${parcel.reference} expédié ?`,
            message: (
              <p>
                {parcel.customer.name} recevra un courriel « Votre colis est en route »{tracking.trim() ? ` avec le suivi n° ${tracking.trim()}` : ', sans numéro de suivi'}.
              </p>
            ),
            confirmText: 'Marquer expédié',
          }
        : {
            title: `Le colis de la commande ${parcel.reference} est-il prêt à être retiré ?`,
            message: <p>{parcel.customer.name} recevra un courriel « Votre commande est prête à être retirée ».</p>,
            confirmText: 'Prêt à être retiré',
          },
    );
    if (!ok) return;
    setBusy(true);
    setError(null);
    try {
      if (travels) await shipParcel(parcel, tracking);
      else await markParcelReady(parcel);
    } catch (problem) {
      const fields = problem instanceof ApiError ? problem.fieldErrors : {};
      setError(fields.tracking_number?.[0] ?? fields.carrier?.[0] ?? (problem instanceof ApiError ? problem.message : 'Le colis n’a pas pu être enregistré.'));
    } finally {
      setBusy(false);
    }
  };
  const titleId = useId();
  return (
    <li className="parcel" aria-labelledby={titleId}>
      <div className="parcel__head">
        {open && travels && parcel.shippable && (
          <input
            type="checkbox"
            className="parcel__select"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Sélectionner le colis de la commande ${parcel.reference}`}
          />
        )}
        <h4 id={titleId} className="parcel__title">
          Commande {parcel.reference} <span className="parcel__customer">— {parcel.customer.name}</span>
        </h4>
        <DownloadLink href={parcel.packing_slip} filename={`colis-${parcel.reference}.pdf`} failure="Le bon de préparation n’a pas pu être téléchargé." className="parcel__slip">
          Bon de préparation (PDF)<span className="visually-hidden"> de la commande {parcel.reference}</span>
        </DownloadLink>
      </div>
      {parcel.customer.email && <p className="staff-muted parcel__email">{parcel.customer.email}</p>}
      <Destination parcel={parcel} />
      <ul className="parcel__lines">
        {parcel.lines.map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.name}
            {line.variant && <> ({line.variant})</>}
            {line.dedications.length > 0 && (
              <ul className="parcel__dedications" aria-label="Dédicaces à écrire">
                {line.dedications.map((text, i) => (
                  <li key={i}>« {text} »</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Fulfilment parcel={parcel} />
      {parcel.mode === 'mondial_relay' && (parcel.relay_label || (open && parcel.shippable && parcel.parcel_shop)) && (
        <RelayLabel parcel={parcel} onCreated={(number) => !tracking.trim() && onTracking(number)} />
      )}
      {open && !parcel.shippable && <p className="staff-muted">Pas avant le {formatDate(parcel.expected_expedition_date)} : son contenu n’est pas encore disponible.</p>}
      {open && parcel.shippable && (
        <div className="parcel__actions">
          {travels && (
            <div className="field parcel__tracking">
              <label htmlFor={trackingId} className="field__label">
                Numéro de suivi {MODE_NAMES[parcel.mode]} <span className="staff-muted">({TRACKING_HINTS[parcel.mode]})</span>
              </label>
              <input
                id={trackingId}
                className="field__input"
                value={tracking}
                onChange={(event) => onTracking(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
          )}
          <button type="button" className="button button--small" disabled={busy} aria-busy={busy || undefined} onClick={act}>
            {busy ? 'Enregistrement…' : travels ? 'Marquer expédié' : 'Prêt à être retiré'}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {dialog}
    </li>
  );
}

/** 'Colis': the paid orders' parcels by the day they can leave, then by mode; shipped one by one or several at once. */
export function ParcelList() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebounced(typed, 300).trim();
  const statusParam = params.get('etat') ?? 'a-preparer';
  const status = STATUS_PARAM[statusParam] ?? 'to_ship';
  const mode = params.get('mode') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const { page, error, isLoading, retry } = useParcels(status, mode, search, offset);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [tracking, setTracking] = useState<Record<string, string>>({});
  const [bulkMessage, setBulkMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const statusId = useId();
  const modeId = useId();

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if ((params.get('q') ?? '') !== search) set({ q: search || null });
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const parcels = useMemo(() => page?.results ?? [], [page]);
  const chosen = parcels.filter((p) => selected.has(p.id) && p.fulfilment_status === 'pending');
  const chosenModes = [...new Set(chosen.map((p) => p.mode))];
  const bulkCarrier = chosenModes.length === 1 && chosenModes[0] !== 'pickup' ? (chosenModes[0] as 'colissimo' | 'mondial_relay') : null;

  const shipSelected = async () => {
    if (!bulkCarrier) return;
    const ok = await confirm({
      title: `Marquer ${chosen.length} colis ${MODE_NAMES[bulkCarrier]} expédiés ?`,
      message: <p>Chaque client recevra un courriel « Votre colis est en route » avec son numéro de suivi.</p>,
      confirmText: 'Marquer expédiés',
    });
    if (!ok) return;
    setBulkBusy(true);
    setBulkMessage(null);
    try {
      const outcome = await shipParcels(
        bulkCarrier,
        chosen.map((p) => ({ id: p.id, tracking_number: (tracking[p.id] ?? '').trim() || null })),
      );
      setSelected(new Set());
      const refused = outcome.refused.map((r) => `${parcels.find((p) => p.id === r.id)?.reference ?? r.id} : ${r.detail ?? Object.values(r.errors ?? {}).flat()[0] ?? 'refusé'}`);
      setBulkMessage(
        refused.length
          ? { kind: 'error', text: `${outcome.shipped.length} colis marqués expédiés ; refusés — ${refused.join(' ; ')}` }
          : { kind: 'success', text: `${outcome.shipped.length} colis marqués expédiés.` },
      );
    } catch (problem) {
      const body = problem instanceof ApiError ? (problem.body as { parcels?: Record<string, string[]>[] }) : {};
      const first = body.parcels?.findIndex((e) => Object.keys(e).length > 0) ?? -1;
      setBulkMessage({
        kind: 'error',
        text:
          first >= 0
            ? `Commande ${chosen[first]?.reference} : ${Object.values(body.parcels![first]).flat()[0]}`
            : problem instanceof ApiError
              ? problem.message
              : 'Les colis n’ont pas pu être enregistrés.',
      });
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <section aria-labelledby="staff-parcels-title" className="parcels">
      <h2 id="staff-parcels-title" className="visually-hidden">
        Colis
      </h2>
      <form className="parcels__filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchField label="Rechercher un colis" placeholder="Référence ou adresse e-mail du client" value={typed} onChange={setTyped} />
        <div className="field">
          <label htmlFor={statusId} className="field__label">
            État
          </label>
          <select
            id={statusId}
            className="field__input field__select"
            value={statusParam}
            onChange={(event) => set({ etat: event.target.value === 'a-preparer' ? null : event.target.value })}
          >
            <option value="a-preparer">À préparer</option>
            <option value="a-venir">Pas encore disponibles</option>
            <option value="expedies">Expédiés ou prêts</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={modeId} className="field__label">
            Mode
          </label>
          <select id={modeId} className="field__input field__select" value={mode} onChange={(event) => set({ mode: event.target.value || null })}>
            <option value="">Tous</option>
            <option value="colissimo">Colissimo</option>
            <option value="mondial_relay">Mondial Relay</option>
            <option value="pickup">Retrait sur place</option>
          </select>
        </div>
      </form>
      {status === 'to_ship' && (
        <div className="parcels__bulk" role="group" aria-label="Expédition groupée">
          <p aria-live="polite">
            {chosen.length === 0
              ? 'Cochez des colis d’un même transporteur pour les marquer expédiés ensemble.'
              : bulkCarrier
                ? `${chosen.length} colis ${MODE_NAMES[bulkCarrier]} sélectionné${chosen.length > 1 ? 's' : ''}.`
                : 'Les colis sélectionnés doivent partir par le même transporteur.'}
          </p>
          <button type="button" className="button button--small" disabled={!bulkCarrier || bulkBusy} aria-busy={bulkBusy || undefined} onClick={shipSelected}>
            {bulkBusy ? 'Enregistrement…' : 'Marquer la sélection expédiée'}
          </button>
        </div>
      )}
      {bulkMessage && (
        <p role={bulkMessage.kind === 'error' ? 'alert' : 'status'} className={`notice notice--${bulkMessage.kind}`}>
          {bulkMessage.text}
        </p>
      )}
      {error && !page ? (
        <LoadFailed error={error} onRetry={retry} />
      ) : !page ? (
        <DelayedLoading>Chargement des colis…</DelayedLoading>
      ) : parcels.length === 0 ? (
        <p className="staff-empty">{status === 'to_ship' && !search && !mode ? 'Aucun colis à préparer.' : 'Aucun colis ne correspond à ces critères.'}</p>
      ) : (
        <>
          <p className="staff-count" aria-live="polite">
            {page.count} colis {isLoading && <span className="staff-loading-inline">(mise à jour…)</span>}
          </p>
          {groups(parcels).map((day) => (
            <section key={day.day} className="parcels__day" aria-labelledby={`parcels-${day.day}`}>
              <h3 id={`parcels-${day.day}`} className="parcels__day-title">
                Départ prévu le {formatDate(day.day)}
              </h3>
              {day.modes.map((group) => (
                <section key={group.mode} className="parcels__mode" aria-label={`${MODE_NAMES[group.mode] ?? group.mode}, départ le ${formatDate(day.day)}`}>
                  <p className="parcels__mode-title">
                    {MODE_NAMES[group.mode] ?? group.mode} <span className="staff-muted">({group.parcels.length})</span>
                  </p>
                  <ul className="parcels__list">
                    {group.parcels.map((parcel) => (
                      <ParcelCard
                        key={parcel.id}
                        parcel={parcel}
                        selected={selected.has(parcel.id)}
                        onSelect={(on) =>
                          setSelected((current) => {
                            const next = new Set(current);
                            if (on) next.add(parcel.id);
                            else next.delete(parcel.id);
                            return next;
                          })
                        }
                        tracking={tracking[parcel.id] ?? ''}
                        onTracking={(value) => setTracking((current) => ({ ...current, [parcel.id]: value }))}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))}
          <Pager
            label="Pages des colis"
            offset={offset}
            pageSize={PARCELS_PAGE_SIZE}
            hasNext={Boolean(page.next)}
            onGo={(next) =>
              setParams((current) => {
                const p = new URLSearchParams(current);
                if (next > 0) p.set('offset', String(next));
                else p.delete('offset');
                return p;
              })
            }
          />
        </>
      )}
      {dialog}
    </section>
  );
}
