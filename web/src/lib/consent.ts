import { useSyncExternalStore } from 'react';

/*
 * The visitor's choice about audience measurement (the CNIL's rules on trackers, ePrivacy art. 5(3)):
 * nothing that measures loads before a choice, refusing is as easy as accepting, the choice is kept
 * six months (then asked again) and can be changed at any time (« Gestion des cookies »). Kept in
 * the browser only: the server never learns it and renders no tracker.
 */

/** Where the choice is kept. */
export const CONSENT_KEY = 'consent';

/** The choice is asked again after six months (the CNIL's recommended longest). */
export const CONSENT_DAYS = 183;

/** What the visitor chose, and when. */
export interface ConsentChoice {
  /** Audience measurement: a campaign owner's pixel. */
  measure: boolean;
  at: string;
}

const listeners = new Set<() => void>();
/** Whether the visitor asked to see the choice again (the footer's « Gestion des cookies »). */
let reopened = false;
let cached: { raw: string | null; choice: ConsentChoice | null } = { raw: null, choice: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a private mode): no choice is ever kept, so nothing measures.
    return null;
  }
}

/** The choice as kept, or null when none was made, it is unreadable, or it is older than six months. */
export function readConsent(now = Date.now()): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_KEY) ?? null;
  if (raw !== cached.raw) {
    let choice: ConsentChoice | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<ConsentChoice>) : null;
      if (parsed && typeof parsed.measure === 'boolean' && typeof parsed.at === 'string' && !Number.isNaN(Date.parse(parsed.at)))
        choice = { measure: parsed.measure, at: parsed.at };
    } catch {
      choice = null;
    }
    cached = { raw, choice };
  }
  const { choice } = cached;
  return choice && now - Date.parse(choice.at) < CONSENT_DAYS * 86_400_000 ? choice : null;
}

const notify = () => listeners.forEach((listener) => listener());

/** Records the visitor's choice (both buttons are one call away) and closes the banner. */
export function chooseConsent(measure: boolean): void {
  storage()?.setItem(CONSENT_KEY, JSON.stringify({ measure, at: new Date().toISOString() } satisfies ConsentChoice));
  reopened = false;
  notify();
}

/** « Gestion des cookies »: shows the choice again, as it stands. */
export function reopenConsent(): void {
  reopened = true;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === CONSENT_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the page may do now: measure, and whether to ask. The server (and hydration) never measures nor asks. */
export interface ConsentState {
  measure: boolean;
  ask: boolean;
  choice: ConsentChoice | null;
}

const SERVER_STATE: ConsentState = { measure: false, ask: false, choice: null };
let lastState: ConsentState = SERVER_STATE;

function snapshot(): ConsentState {
  const choice = readConsent();
  const next: ConsentState = { measure: choice?.measure === true, ask: choice === null || reopened, choice };
  // The same object while nothing changed: useSyncExternalStore compares snapshots by identity.
  if (next.measure !== lastState.measure || next.ask !== lastState.ask || next.choice?.at !== lastState.choice?.at) lastState = next;
  return lastState;
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_STATE);
}
