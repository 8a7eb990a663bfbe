/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CART_ID_STORAGE_KEY, getCartId } from '@/lib/cart/cart-id';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { adoptCartAtLogin } from './register-cart';

const ANONYMOUS = '0f3d2a10-1b2c-4d5e-8f90-a1b2c3d4e5f6';
const ACCOUNT = '7c1f4a52-1f7e-4c38-9d0a-3c2b5e8f9a10';
const cartOf = (id: string, status = 0) => ({ id, status, cart_lines: [] });
const NOT_FOUND = { status: 404, body: { detail: 'Pas trouvé.' } };

describe('the cart at login', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: (call: RecordedCall) => FakeAnswer;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    api = fakeApi((call) => answer(call));
  });

  afterEach(() => {
    api.restore();
    localStorage.clear();
  });

  it('follows the account’s cart the anonymous one was merged into', async () => {
    localStorage.setItem(CART_ID_STORAGE_KEY, ANONYMOUS);
    answer = (call) => {
      if (call.method === 'PATCH' && call.url === `/api/carts/${ANONYMOUS}/`) return { status: 200, body: cartOf(ACCOUNT) };
      if (call.method === 'GET' && call.url.startsWith(`/api/carts/${ACCOUNT}/`)) return { status: 200, body: cartOf(ACCOUNT) };
      return NOT_FOUND;
    };
    await adoptCartAtLogin();
    expect(getCartId()).toBe(ACCOUNT);
    expect(api.to(`/api/carts/${ANONYMOUS}/`).map((c) => [c.method, c.body])).toEqual([['PATCH', {}]]);
    expect(api.to('/api/carts/active/')).toEqual([]);
  });

  it('keeps the cart registered as it is when the account had none open', async () => {
    localStorage.setItem(CART_ID_STORAGE_KEY, ANONYMOUS);
    answer = (call) => (call.url.startsWith(`/api/carts/${ANONYMOUS}/`) ? { status: 200, body: cartOf(ANONYMOUS) } : NOT_FOUND);
    await adoptCartAtLogin();
    expect(getCartId()).toBe(ANONYMOUS);
  });

  it('takes the account’s cart in progress when this browser has none', async () => {
    answer = (call) => {
      if (call.url === '/api/carts/active/') return { status: 200, body: cartOf(ACCOUNT) };
      if (call.url.startsWith(`/api/carts/${ACCOUNT}/`)) return { status: 200, body: cartOf(ACCOUNT) };
      return NOT_FOUND;
    };
    await adoptCartAtLogin();
    expect(getCartId()).toBe(ACCOUNT);
  });

  it('stores nothing when the account has no cart in progress', async () => {
    answer = () => ({ status: 404, body: { detail: "Vous n'avez pas de panier en cours." } });
    await adoptCartAtLogin();
    expect(getCartId()).toBeNull();
  });

  it('replaces a stored cart the API no longer knows, or a paid one, by the account’s cart in progress', async () => {
    for (const stored of [NOT_FOUND, { status: 200, body: cartOf(ANONYMOUS, 2) }]) {
      localStorage.setItem(CART_ID_STORAGE_KEY, ANONYMOUS);
      answer = (call) => {
        if (call.method === 'PATCH') return stored;
        if (call.url === '/api/carts/active/' || call.url.startsWith(`/api/carts/${ACCOUNT}/`)) return { status: 200, body: cartOf(ACCOUNT) };
        return NOT_FOUND;
      };
      await adoptCartAtLogin();
      expect(getCartId()).toBe(ACCOUNT);
    }
  });

  it('leaves the stored cart alone when the API cannot answer', async () => {
    localStorage.setItem(CART_ID_STORAGE_KEY, ANONYMOUS);
    answer = () => ({ status: 503, body: { detail: 'Service indisponible.' } });
    await adoptCartAtLogin();
    expect(getCartId()).toBe(ANONYMOUS);
  });
});
