import { useSyncExternalStore } from 'react';
import useSWR, { mutate } from 'swr';
import type { UserProfile } from '@/types/api';
import { api, ApiError, setAccessTokenProvider, setUnauthorizedHandler } from './api-client';
import { forgetCartId } from './cart/cart-id';
import { tokenExpiry } from './jwt';

/**
 * The browser session (spec §4, §7): the access and refresh tokens kept in local storage, the
 * profile kept under an SWR key (and in storage, so a reload shows the header at once), the access
 * token renewed 30 s before it expires, and logout. Logged-in state follows the token's presence.
 */
export const TOKEN_STORAGE_KEY = 'exemplaire.token';
export const PROFILE_STORAGE_KEY = 'exemplaire.profile';
/** The SWR key of the profile (`GET users/profile/`). */
export const PROFILE_KEY = 'users/profile/';
/** Spec §4, §9: the access token is refreshed 30 s before its expiry. */
export const REFRESH_BEFORE_EXPIRY_MS = 30_000;
/** After a refresh that failed for want of network or server, the next attempt. */
export const REFRESH_RETRY_MS = 10_000;
/** An access token this close to its expiry is renewed before a call, not sent. */
const EXPIRED_MARGIN_MS = 5_000;
/** A 401 right after a 401 already answered by a renewal is not renewed again (no loop with a server that keeps refusing). */
const UNAUTHORIZED_QUIET_MS = 10_000;
/** Tabs take turns to rotate the tokens: a refresh token works once, and reusing it revokes the session. */
const REFRESH_LOCK = 'exemplaire.token-refresh';

/** The access and refresh tokens as `POST api/token/` and `api/token/refresh/` return them. */
export interface SessionToken {
  access: string;
  refresh: string;
}

export interface Session {
  loggedIn: boolean;
  token: SessionToken | null;
  /** The user's profile once known (from the API, or stored by a previous visit). */
  profile: UserProfile | null;
}

/** Why the session ended: the user asked, the refresh token was refused (expired or revoked), or another tab logged out. */
export type LogoutCause = 'user' | 'expired' | 'elsewhere';

const listeners = new Set<() => void>();
const logoutListeners = new Set<(cause: LogoutCause) => void>();

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): anonymous
  }
}

function writeKey(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage full or disabled: the session lasts as long as the page */
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

const ANONYMOUS: Session = { loggedIn: false, token: null, profile: null };

let cache: { token: string | null; profile: string | null; session: Session } | null = null;

/** The session as stored now; the same object while storage is unchanged (for useSyncExternalStore). */
export function getSession(): Session {
  const token = readKey(TOKEN_STORAGE_KEY);
  const profile = readKey(PROFILE_STORAGE_KEY);
  if (!cache || cache.token !== token || cache.profile !== profile) {
    const parsedToken = parse<SessionToken>(token);
    const loggedIn = typeof parsedToken?.access === 'string' && parsedToken.access.length > 0;
    // A visitor without a session gets the very object the server rendered with: hydration then has nothing to redo.
    cache = { token, profile, session: loggedIn ? { loggedIn, token: parsedToken, profile: parse<UserProfile>(profile) } : ANONYMOUS };
  }
  return cache.session;
}

const anonymousSession = () => ANONYMOUS;

const readToken = (): SessionToken | null => getSession().token;

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

/** `GET users/profile/`, retried twice (spec §7). */
export function getProfile(): Promise<UserProfile> {
  return api.get<UserProfile>(PROFILE_KEY, { retries: 2 });
}

function storeProfile(profile: UserProfile): void {
  // A profile arriving after a logout belongs to nobody.
  if (!readToken()) return;
  const raw = JSON.stringify(profile);
  if (readKey(PROFILE_STORAGE_KEY) === raw) return;
  writeKey(PROFILE_STORAGE_KEY, raw);
  emit();
}

/** Fetches the profile into its SWR key (and storage); failures leave the known profile in place. */
export async function revalidateProfile(): Promise<UserProfile | null> {
  try {
    const profile = await mutate(PROFILE_KEY, getProfile(), { revalidate: false });
    if (profile) storeProfile(profile);
    return profile ?? null;
  } catch {
    return null;
  }
}

/**
 * The current session, re-rendering on login, logout and profile changes (here or in another tab).
 * The profile comes from its SWR key, the stored copy standing in until it arrives.
 */
export function useSession(): Session {
  // A page the server rendered was rendered for a visitor without a session: it hydrates as one, then shows the session.
  const session = useSyncExternalStore(subscribe, getSession, anonymousSession);
  const { data } = useSWR<UserProfile>(session.loggedIn ? PROFILE_KEY : null, getProfile, {
    fallbackData: session.profile ?? undefined,
    revalidateOnFocus: false,
    // Fetched at login and once per visit (startSession), not on every page that reads it.
    revalidateIfStale: false,
    onSuccess: storeProfile,
  });
  if (!session.loggedIn || !data || data === session.profile) return session;
  return { ...session, profile: data };
}

/** The bearer token for the API client: renewed first when it has expired (or is about to). */
function bearer(): string | null | Promise<string | null> {
  const token = readToken();
  if (!token) return null;
  const expiry = tokenExpiry(token.access);
  if (expiry !== null && expiry - EXPIRED_MARGIN_MS <= Date.now()) {
    return refreshSession().then(() => readToken()?.access ?? null);
  }
  return token.access;
}

/** The bearer token now, if any (no renewal). */
export function getAccessToken(): string | null {
  return readToken()?.access ?? null;
}

function storeToken(token: SessionToken): void {
  writeKey(TOKEN_STORAGE_KEY, JSON.stringify({ access: token.access, refresh: token.refresh }));
}

let timer: ReturnType<typeof setTimeout> | null = null;
let inflight: Promise<boolean> | null = null;

function cancelRefresh(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/** Plans the next refresh: 30 s before the access token expires (at once if that moment is past). */
function scheduleRefresh(): void {
  cancelRefresh();
  const token = readToken();
  const expiry = tokenExpiry(token?.access);
  if (!token || expiry === null) return;
  timer = setTimeout(() => void refreshSession(), Math.max(0, expiry - REFRESH_BEFORE_EXPIRY_MS - Date.now()));
}

function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // The lock is held until the task settles; its typing does not unwrap the promise.
  return locks ? (locks.request(REFRESH_LOCK, task) as unknown as Promise<boolean>) : task();
}

/** One rotation: `POST token/refresh/`, then the new pair is stored; a refused refresh token logs out. */
async function rotate(seen: string | null): Promise<boolean> {
  const current = readToken();
  if (!current) return false;
  // Another tab rotated the pair while this one waited for its turn: use theirs.
  if (seen !== null && current.refresh !== seen) {
    scheduleRefresh();
    return true;
  }
  try {
    const next = await api.post<SessionToken>('token/refresh/', { refresh: current.refresh }, { anonymous: true });
    // Logged out (or rotated elsewhere) meanwhile: this answer is no longer ours to store.
    if (readToken()?.refresh !== current.refresh) return false;
    storeToken(next);
    emit();
    scheduleRefresh();
    return true;
  } catch (error) {
    const refreshExpiry = tokenExpiry(current.refresh);
    if (error instanceof ApiError && error.transient && (refreshExpiry === null || refreshExpiry > Date.now())) {
      // No network or a server hiccup: the refresh token still holds, try again shortly.
      cancelRefresh();
      timer = setTimeout(() => void refreshSession(), REFRESH_RETRY_MS);
      return false;
    }
    if (readToken()?.refresh === current.refresh) logout('expired');
    return false;
  }
}

/**
 * Renews the access token now (one rotation at a time, across tabs). Resolves true when a valid
 * pair is stored afterwards.
 */
export function refreshSession(): Promise<boolean> {
  if (inflight) return inflight;
  const seen = readToken()?.refresh ?? null;
  inflight = withRefreshLock(() => rotate(seen)).finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * Logs in (spec §4, §7): `POST token/`, the tokens stored, then the profile fetched and kept.
 * Rejects with the API's error when the credentials are refused; resolves with the profile (null
 * if it could not be read yet: the session holds anyway and fetches it later).
 * `prepare` runs with the new tokens before anyone is told of the session (the cart registered to
 * the user, so the page reached after login already shows it); its failure is ignored.
 */
export async function login(email: string, password: string, prepare?: () => Promise<void>): Promise<UserProfile | null> {
  const token = await api.post<SessionToken>('token/', { email: email.trim(), password }, { anonymous: true });
  // Another account's profile must not show, even for an instant.
  await mutate(PROFILE_KEY, undefined, { revalidate: false });
  try {
    window.localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    /* storage disabled */
  }
  storeToken(token);
  scheduleRefresh();
  await prepare?.().catch(() => undefined);
  const profile = await revalidateProfile();
  emit();
  return profile;
}

/**
 * Ends the session (spec §4): local storage cleared (the cart id with it), the refresh token revoked
 * on the server (best effort), the user forgotten. Where to go next is the listeners' business
 * (the layout goes to the label's home).
 */
export function logout(cause: LogoutCause = 'user'): void {
  const refresh = readToken()?.refresh;
  cancelRefresh();
  try {
    window.localStorage.clear();
  } catch {
    /* nothing stored */
  }
  forgetCartId();
  void mutate(PROFILE_KEY, undefined, { revalidate: false });
  emit();
  if (refresh) void api.post('token/logout/', { refresh }, { anonymous: true }).catch(() => undefined);
  for (const listener of logoutListeners) listener(cause);
}

/**
 * Another tab logged out (its `localStorage.clear()` reaches this tab as a 'storage' event): this tab
 * ends its session too, without revoking anything (the other tab did), and its listeners go home.
 */
function endedElsewhere(): void {
  cancelRefresh();
  forgetCartId();
  void mutate(PROFILE_KEY, undefined, { revalidate: false });
  emit();
  for (const listener of logoutListeners) listener('elsewhere');
}

/** Told of every logout, with its cause. */
export function onLogout(listener: (cause: LogoutCause) => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * Starts the session machinery once, at boot: the API client's bearer and 401 handling (spec §7),
 * the refresh timer, the profile's first fetch of the visit, and tokens rotated by another tab.
 * Returns what undoes it (tests).
 */
export function startSession(): () => void {
  setAccessTokenProvider(bearer);
  let renewedOn401At = -Infinity;
  setUnauthorizedHandler(() => {
    if (Date.now() - renewedOn401At < UNAUTHORIZED_QUIET_MS) return;
    void refreshSession().then((renewed) => {
      if (!renewed) return;
      renewedOn401At = Date.now();
      void revalidateProfile();
    });
  });
  // Whether this tab holds a session, to tell another tab's logout from a change that never concerned it.
  let hadSession = readToken() !== null;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
    const hasSession = readToken() !== null;
    if (hadSession && !hasSession) endedElsewhere();
    else scheduleRefresh();
    hadSession = hasSession;
  };
  // Logging in or out here changes what this tab holds too.
  const track = () => {
    hadSession = readToken() !== null;
  };
  listeners.add(track);
  window.addEventListener('storage', onStorage);
  scheduleRefresh();
  if (readToken()) void revalidateProfile();
  return () => {
    cancelRefresh();
    window.removeEventListener('storage', onStorage);
    listeners.delete(track);
    setAccessTokenProvider(() => null);
    setUnauthorizedHandler(() => undefined);
  };
}
