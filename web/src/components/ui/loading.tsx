import { useEffect, useState } from 'react';

/** Spec §9: the loading banner appears only after 400 ms, so fast answers never flash it. */
export const LOADING_DEBOUNCE_MS = 400;

/** 'Chargement en cours...' once loading has lasted longer than the debounce. */
export function Loading({ delayMs = LOADING_DEBOUNCE_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <div className="loading" role="status" aria-live="polite">
      {visible && (
        <>
          <span className="loading__dot" aria-hidden="true" />
          Chargement en cours...
        </>
      )}
    </div>
  );
}
