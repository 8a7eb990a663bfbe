import { useEffect, useSyncExternalStore } from 'react';

/** Spec §9: the loading banner appears only after 400 ms, so fast answers never flash it. */
export const LOADING_DEBOUNCE_MS = 400;
/** Spec §4, §9: the shared loading state lasts at most 5 s, whatever is still pending. */
export const LOADING_TIMEOUT_MS = 5000;

/**
 * The shared loading state: how many loads (API calls, page chunks) are under way, and since when
 * the current uninterrupted stretch of loading started. A gap with nothing pending starts afresh.
 */
let pending = 0;
let since: number | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Marks a load as started; call the returned function (once) when it ends, however it ends. */
export function beginLoading(): () => void {
  pending += 1;
  if (pending === 1) {
    since = Date.now();
    emit();
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    if (pending === 0) {
      since = null;
      emit();
    }
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the current loading stretch started (epoch ms), or null when nothing is loading. */
export const loadingSince = (): number | null => since;

/** `loadingSince`, re-rendering when it changes. */
export function useLoadingSince(): number | null {
  return useSyncExternalStore(subscribe, loadingSince, loadingSince);
}

/** Counts the calling component as loading while `active` is true (for example a page chunk being fetched). */
export function useTrackLoading(active = true): void {
  useEffect(() => (active ? beginLoading() : undefined), [active]);
}
