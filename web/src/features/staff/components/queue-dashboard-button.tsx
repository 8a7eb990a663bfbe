import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { newTab, openQueueDashboard, type DashboardTab } from '../api/queue-dashboard';

/**
 * Opens the queue dashboard (/admin/queues) in a new tab after asking the API for its short-lived
 * cookie; the back office stays open in this one (the dashboard links back to it too).
 */
export function QueueDashboardButton({ openTab = newTab }: { openTab?: () => DashboardTab | null }) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="staff-queues">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={opening}
        aria-busy={opening || undefined}
        onClick={async () => {
          const tab = openTab();
          setOpening(true);
          setError(null);
          try {
            await openQueueDashboard(tab);
            setOpening(false);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : "Le tableau des files d'attente n'a pas pu s'ouvrir.");
            setOpening(false);
          }
        }}
      >
        {opening ? 'Ouverture…' : 'Files d’attente'}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </button>
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
    </div>
  );
}
