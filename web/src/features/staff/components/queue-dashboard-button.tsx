import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { openQueueDashboard } from '../api/queue-dashboard';

/** Opens the queue dashboard (/admin/queues) after asking the API for its short-lived cookie. */
export function QueueDashboardButton({ go }: { go?: (url: string) => void }) {
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
          setOpening(true);
          setError(null);
          try {
            await openQueueDashboard(go);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : "Le tableau des files d'attente n'a pas pu s'ouvrir.");
            setOpening(false);
          }
        }}
      >
        {opening ? 'Ouverture…' : 'Files d’attente'}
      </button>
      {error && (
        <p role="alert" className="staff-error">
          {error}
        </p>
      )}
    </div>
  );
}
