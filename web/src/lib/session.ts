import { useSyncExternalStore } from 'react';
import type { UserProfile } from '@/types/api';

/**
 * The browser session, for now only what local storage says (spec §4: logged-in state follows the
 * token's presence). The auth feature will write these keys at login, fetch the profile and refresh
 * the token; the layout reads nothing else, so that change stays behind this file.
 */
export const TOKEN_STORAGE_KEY = 'exemplaire.token';
export const PROFILE_STORAGE_KEY = 'exemplaire.profile';

/** The access and refresh tokens as `POST api/token/` returns them. */
export interface SessionToken {
  access: string;
  refresh: string;
}

export interface Session {
  loggedIn: boolean;
  token: SessionToken | null;
  /** The cached profile, when the auth feature has stored one. */
  profile: UserProfile | null;
}

const listeners = new Set<() => void>();

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): anonymous
  }
}

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

let cache: { token: string | null; profile: string | null; session: Session } | null = null;

/** The session as stored now; the same object while storage is unchanged (for useSyncExternalStore). */
export function getSession(): Session {
  const token = readKey(TOKEN_STORAGE_KEY);
  const profile = readKey(PROFILE_STORAGE_KEY);
  if (!cache || cache.token !== token || cache.profile !== profile) {
    const parsedToken = parse<SessionToken>(token);
    const loggedIn = typeof parsedToken?.access === 'string' && parsedToken.access.length > 0;
    cache = { token, profile, session: { loggedIn, token: loggedIn ? parsedToken : null, profile: loggedIn ? parse<UserProfile>(profile) : null } };
  }
  return cache.session;
}

/** The bearer token for the API client, if any. */
export function getAccessToken(): string | null {
  return getSession().token?.access ?? null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The current session, re-rendering on login and logout (here or in another tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Stores a session (the auth feature's login will call this). */
export function storeSession(token: SessionToken, profile?: UserProfile): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
  if (profile) window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  emit();
}

/** Spec §4: logout clears local storage (which forgets the cart id too) and resets the user. */
export function clearSession(): void {
  try {
    window.localStorage.clear();
  } catch {
    /* nothing stored */
  }
  emit();
}
