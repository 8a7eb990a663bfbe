import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { useCartEvents, useCartState } from '../api/cart-history';
import type { CartHistoryEvent } from '../types';
import { eventAuthor, eventDetail, eventLabel } from '../utils/labels';
import { CartStatePanel } from './cart-state-panel';
import { formatStamp } from './formats';
import { LoadFailed, Loading } from '@/components/back-office/page-states';
import { OrderActions } from './order-actions';
import { OrderNotes } from './order-notes';
import { AfterSalePanel } from './after-sale/after-sale-panel';
import { AuditTrail } from '@/components/back-office/records/audit-trail';

function Timeline({
  events,
  selected,
  onSelect,
  ownerId,
  ownerEmail,
}: {
  events: CartHistoryEvent[];
  selected: number | null;
  onSelect: (version: number) => void;
  ownerId: number | null;
  ownerEmail?: string | null;
}) {
  const { profile } = useSession();
  return (
    <ol className="staff-timeline" aria-label="Historique des événements">
      {events.map((event) => {
        const mine = profile && event.metadata?.userId === profile.id && event.metadata?.actor !== 'system' && event.metadata.userId !== ownerId;
        const detail = eventDetail(event);
        const at = event.metadata?.at ?? event.recorded_at;
        return (
          <li key={event.version} className={`staff-timeline__item${selected === event.version ? ' is-selected' : ''}`}>
            <button type="button" className="staff-timeline__button" aria-pressed={selected === event.version} onClick={() => onSelect(event.version)}>
              <span className="staff-timeline__version" aria-hidden="true">
                {event.version}
              </span>
              <span className="staff-timeline__body">
                <span className="staff-timeline__what">{eventLabel(event.type)}</span>
                {detail && <span className="staff-timeline__detail">{detail}</span>}
                <span className="staff-timeline__meta">
                  <span className="staff-timeline__who">{mine ? 'Vous' : eventAuthor(event, ownerId, ownerEmail)}</span>
                  {' · '}
                  <time dateTime={at}>{formatStamp(at)}</time>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * An order's audit: its event stream (who, what, when) and, beside it, the cart as it was once the
 * selected event happened (the last one at first), replayed by the server.
 */
export function OrderHistory({ cartId, ownerEmail: listed }: { cartId: string; ownerEmail?: string | null }) {
  const { events, error, retry } = useCartEvents(cartId);
  const [selected, setSelected] = useState<number | null>(null);
  // Staff's actions without an event of the order (a resend, a note): each one reads the trail again.
  const [actions, setActions] = useState(0);
  const acted = () => setActions((n) => n + 1);
  const lastVersion = events && events.length > 0 ? events[events.length - 1].version : null;
  const version = selected ?? lastVersion;
  const { state, error: stateError, isLoading: stateLoading, retry: retryState } = useCartState(cartId, version);
  // The owner as the cart ends: the state of the last event says who it is.
  const { state: latest } = useCartState(cartId, lastVersion);
  // From the orders' list, or from the order itself when it was opened by its address (a bookmark, a new tab).
  const ownerEmail = listed ?? latest?.owner_email ?? null;

  useEffect(() => setSelected(null), [cartId]);

  if (error) return <LoadFailed error={error} onRetry={retry} />;
  if (!events) return <Loading>Chargement de l'historique…</Loading>;
  const event = events.find((e) => e.version === version);
  return (
    <>
      {ownerEmail && <p className="staff-muted staff__owner">Client : {ownerEmail}</p>}
      {latest && <OrderActions order={latest} onDone={acted} />}
      <div className="staff-history">
        <section className="staff-history__events" aria-labelledby="staff-events-title">
          <h2 id="staff-events-title" className="staff-history__title">
            Historique ({events.length} événement{events.length > 1 ? 's' : ''})
          </h2>
          <p className="staff-muted">Choisissez un événement pour voir le panier tel qu'il était juste après.</p>
          <Timeline events={events} selected={version} onSelect={setSelected} ownerId={latest?.owner ?? null} ownerEmail={ownerEmail} />
        </section>
        <section className="staff-history__state" aria-labelledby="staff-state-title" aria-busy={stateLoading || undefined}>
          <h2 id="staff-state-title" className="staff-history__title">
            {event ? `État après l'événement ${event.version} : ${eventLabel(event.type)}` : 'État du panier'}
          </h2>
          {stateError ? (
            <LoadFailed error={stateError} onRetry={retryState} />
          ) : state && state.version === version ? (
            <CartStatePanel state={state} />
          ) : (
            <Loading>Chargement de l'état…</Loading>
          )}
        </section>
      </div>
      {latest?.status === 2 && <AfterSalePanel cartId={cartId} />}
      <OrderNotes cartId={cartId} onAdded={acted} />
      {/* Staff's actions on the order (refunds, resends, notes), read again with each new event or action. */}
      <AuditTrail entity="order" id={cartId} version={events.length + actions} title="Actions de l’équipe sur la commande" />
    </>
  );
}
