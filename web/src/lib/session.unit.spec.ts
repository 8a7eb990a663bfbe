/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fakeApi, fakeJwt, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { api, ApiError } from './api-client';
import { CART_ID_STORAGE_KEY } from './cart/cart-id';
import { getSession, login, onLogout, REFRESH_BEFORE_EXPIRY_MS, startSession, TOKEN_STORAGE_KEY, type LogoutCause } from './session';

const MINUTE = 60_000;
const NOW = Date.parse('2026-11-22T10:00:00Z');
const at = (ms: number) => Math.floor((NOW + ms) / 1000);

const PROFILE = { id: 1, email: 'lecteur@exemplaire.test', nickname: 'Camille', isBookseller: false, is_staff: false };

describe('the session', () => {
  let server: ReturnType<typeof fakeApi>;
  let refreshAnswer: (call: RecordedCall) => FakeAnswer;
  let stop: () => void;
  let logouts: LogoutCause[];
  let unlisten: () => void;

  const stored = () => JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY) ?? 'null');
  const logIn = (access: string, refresh: string) => localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access, refresh }));

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    document.cookie = 'csrftoken=jeton-csrf';
    logouts = [];
    unlisten = onLogout((cause) => logouts.push(cause));
    refreshAnswer = () => ({ status: 200, body: { access: fakeJwt(at(45 * MINUTE)), refresh: 'rafraichissement-2' } });
    server = fakeApi((call) => {
      if (call.url === '/api/token/refresh/') return refreshAnswer(call);
      if (call.url === '/api/token/logout/') return { status: 200, body: { detail: 'Vous avez été déconnecté.' } };
      if (call.url === '/api/users/profile/') return { status: 200, body: PROFILE };
      if (call.url === '/api/token/') return { status: 200, body: { access: fakeJwt(at(30 * MINUTE)), refresh: 'rafraichissement-1' } };
      if (call.url === '/api/carts/abc/') return { status: 401, body: { detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' } };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });

  afterEach(() => {
    stop?.();
    unlisten();
    server.restore();
    localStorage.clear();
    jest.useRealTimers();
  });

  it('lets the login prepare the session with the new tokens (the cart made the user’s) before the profile is read', async () => {
    stop = startSession();
    const profile = await login('lecteur@exemplaire.test', 'motdepasse', async () => {
      await api.get('carts/active/').catch(() => undefined);
    });
    expect(profile).toEqual(PROFILE);
    expect(server.calls.map((c) => c.url)).toEqual(['/api/token/', '/api/carts/active/', '/api/users/profile/']);
    expect(server.calls[1].headers.Authorization ?? server.calls[1].headers.authorization).toMatch(/^Bearer /);
    expect(getSession().loggedIn).toBe(true);
  });

  it('logs in even when preparing the session fails', async () => {
    stop = startSession();
    await expect(login('lecteur@exemplaire.test', 'motdepasse', () => Promise.reject(new Error('hors service')))).resolves.toEqual(PROFILE);
    expect(getSession().loggedIn).toBe(true);
  });

  it('refreshes the access token 30 s before it expires, and stores the new pair', async () => {
    // Given a session whose access token expires in 15 minutes
    logIn(fakeJwt(at(15 * MINUTE)), 'rafraichissement-1');
    stop = startSession();

    // When time passes up to 30 s before the expiry, nothing is refreshed yet
    await jest.advanceTimersByTimeAsync(15 * MINUTE - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(server.to('/api/token/refresh/')).toHaveLength(0);

    // Then at exp − 30 s the refresh token is sent (with the anti-forgery header, without the old bearer)
    await jest.advanceTimersByTimeAsync(1);
    const [refresh] = server.to('/api/token/refresh/');
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toEqual({ refresh: 'rafraichissement-1' });
    expect(refresh.headers['X-CSRFToken']).toBe('jeton-csrf');
    expect(refresh.headers.Authorization).toBeUndefined();

    // And the rotated pair replaces the old one; the next refresh follows the new expiry
    expect(stored()).toEqual({ access: fakeJwt(at(45 * MINUTE)), refresh: 'rafraichissement-2' });
    expect(getSession().loggedIn).toBe(true);
    await jest.advanceTimersByTimeAsync(30 * MINUTE - 1);
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.to('/api/token/refresh/')).toHaveLength(2);
    expect(server.to('/api/token/refresh/')[1].body).toEqual({ refresh: 'rafraichissement-2' });
  });

  it('logs out when the refresh token is refused (expired or revoked)', async () => {
    // Given a session and a cart, and a refresh token the API no longer accepts
    refreshAnswer = () => ({ status: 401, body: { detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' } });
    logIn(fakeJwt(at(MINUTE)), 'rafraichissement-revoque');
    localStorage.setItem(CART_ID_STORAGE_KEY, 'panier-1');
    stop = startSession();

    // When the refresh comes due
    await jest.advanceTimersByTimeAsync(MINUTE - REFRESH_BEFORE_EXPIRY_MS);

    // Then the session ends: storage cleared (cart id included), the layout told, the token revoked (best effort)
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(CART_ID_STORAGE_KEY)).toBeNull();
    expect(getSession()).toEqual({ loggedIn: false, token: null, profile: null });
    expect(logouts).toEqual(['expired']);
    await jest.advanceTimersByTimeAsync(0);
    expect(server.to('/api/token/logout/')[0].body).toEqual({ refresh: 'rafraichissement-revoque' });
  });

  it('keeps the session through a network failure and tries again', async () => {
    let down = true;
    refreshAnswer = () => (down ? { status: 503, body: { detail: 'Service indisponible.' } } : { status: 200, body: { access: fakeJwt(at(45 * MINUTE)), refresh: 'r2' } });
    logIn(fakeJwt(at(MINUTE)), fakeJwt(at(14 * 24 * 60 * MINUTE)));
    stop = startSession();

    await jest.advanceTimersByTimeAsync(MINUTE - REFRESH_BEFORE_EXPIRY_MS);
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    expect(getSession().loggedIn).toBe(true);
    expect(logouts).toEqual([]);

    down = false;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(server.to('/api/token/refresh/')).toHaveLength(2);
    expect(stored().refresh).toBe('r2');
  });

  it('refreshes on a 401 of an ordinary call, and still passes the error on', async () => {
    logIn(fakeJwt(at(15 * MINUTE)), 'rafraichissement-1');
    stop = startSession();

    await expect(api.get('carts/abc/')).rejects.toEqual(expect.objectContaining({ status: 401 }));
    await expect(api.get('carts/abc/')).rejects.toBeInstanceOf(ApiError);
    await jest.advanceTimersByTimeAsync(0);
    expect(server.to('/api/token/refresh/').length).toBeGreaterThanOrEqual(1);
    expect(stored().refresh).toBe('rafraichissement-2');
  });

  it('renews an access token that has already expired before sending a call', async () => {
    // Given a visitor coming back after the access token expired (the refresh token still holds)
    logIn(fakeJwt(at(-5 * MINUTE)), 'rafraichissement-1');
    stop = startSession();

    // When a call needs the bearer
    const profile = api.get('users/profile/');
    await jest.advanceTimersByTimeAsync(0);
    await expect(profile).resolves.toEqual(PROFILE);

    // Then it leaves with the renewed token, never with the expired one
    const bearers = server.to('/api/users/profile/').map((call) => call.headers.Authorization);
    expect(bearers.every((bearer) => bearer === `Bearer ${fakeJwt(at(45 * MINUTE))}`)).toBe(true);
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
  });

  describe('across tabs', () => {
    /** What the browser tells this tab when another one changes local storage. */
    const otherTab = (key: string | null, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

    it('ends this tab’s session when another tab logs out, without revoking anything itself', async () => {
      // Given a session shared by two tabs, with a cart
      logIn(fakeJwt(at(15 * MINUTE)), 'rafraichissement-1');
      localStorage.setItem(CART_ID_STORAGE_KEY, 'panier-1');
      stop = startSession();
      await jest.advanceTimersByTimeAsync(0);
      expect(getSession().loggedIn).toBe(true);

      // When the other tab logs out (it clears the storage both tabs share)
      localStorage.clear();
      otherTab(null, null);

      // Then this tab is logged out too and its layout told to go home
      expect(getSession()).toEqual({ loggedIn: false, token: null, profile: null });
      expect(logouts).toEqual(['elsewhere']);
      // and no refresh is left planned, and the token is not revoked a second time
      await jest.advanceTimersByTimeAsync(20 * MINUTE);
      expect(server.to('/api/token/refresh/')).toHaveLength(0);
      expect(server.to('/api/token/logout/')).toHaveLength(0);
    });

    it('also follows a removal of the tokens key alone', async () => {
      logIn(fakeJwt(at(15 * MINUTE)), 'rafraichissement-1');
      stop = startSession();
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      otherTab(TOKEN_STORAGE_KEY, null);
      expect(logouts).toEqual(['elsewhere']);
    });

    it('is no logout when the other tab only rotates the tokens, changes another key, or this tab was anonymous', async () => {
      // Given a session in this tab
      logIn(fakeJwt(at(15 * MINUTE)), 'rafraichissement-1');
      stop = startSession();
      // When another tab rotates the pair, or stores a cart id
      logIn(fakeJwt(at(30 * MINUTE)), 'rafraichissement-2');
      otherTab(TOKEN_STORAGE_KEY, localStorage.getItem(TOKEN_STORAGE_KEY));
      localStorage.setItem(CART_ID_STORAGE_KEY, 'panier-2');
      otherTab(CART_ID_STORAGE_KEY, 'panier-2');
      // Then the session holds, with the new pair
      expect(getSession().token?.refresh).toBe('rafraichissement-2');
      expect(logouts).toEqual([]);

      // And once this tab logs out itself, a clear from another tab tells nothing more
      stop();
      localStorage.clear();
      stop = startSession();
      otherTab(null, null);
      expect(logouts).toEqual([]);
    });
  });
});
