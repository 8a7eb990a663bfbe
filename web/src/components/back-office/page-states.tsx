import { useEffect, useState } from 'react';

/** A failed load of a staff page, with the way to try again. */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="notice notice--error">
      <p>{error.message}</p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}

/** 'Chargement des commandes…' and the like, while a staff list or panel loads. */
export function Loading({ children }: { children: string }) {
  return (
    <p role="status" className="staff-loading">
      {children}
    </p>
  );
}

/** Previous and next pages of a staff list; `label` names the list for screen readers. */
export function Pager({ label, offset, pageSize, hasNext, onGo }: { label: string; offset: number; pageSize: number; hasNext: boolean; onGo: (offset: number) => void }) {
  return (
    <nav className="staff-pager" aria-label={label}>
      <button type="button" className="button button--ghost button--small" disabled={offset === 0} onClick={() => onGo(Math.max(0, offset - pageSize))}>
        ← Précédentes
      </button>
      <button type="button" className="button button--ghost button--small" disabled={!hasNext} onClick={() => onGo(offset + pageSize)}>
        Suivantes →
      </button>
    </nav>
  );
}

/** How long a load may take before it is announced: a fast answer shows no flash of 'Chargement…'. */
export const LOADING_DELAY_MS = 250;

/** `Loading`, shown only once the load has lasted `LOADING_DELAY_MS`. */
export function DelayedLoading({ children, delayMs = LOADING_DELAY_MS }: { children: string; delayMs?: number }) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  // The status region exists from the start, so the message is announced when it fills.
  return (
    <p role="status" className="staff-loading">
      {shown ? children : ''}
    </p>
  );
}
