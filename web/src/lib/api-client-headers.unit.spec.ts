/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fakeApi } from '@/testing/fake-api';
import { api, setAccessTokenProvider } from './api-client';

describe('the headers of API calls', () => {
  let server: ReturnType<typeof fakeApi>;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton%2Fcsrf';
    server = fakeApi(() => ({ status: 200, body: {} }));
  });

  afterEach(() => {
    server.restore();
    setAccessTokenProvider(() => null);
  });

  it('carry the bearer token whenever the session holds one, on every method', async () => {
    setAccessTokenProvider(() => 'jeton-d-acces');
    await api.get('users/profile/');
    await api.post('carts/', { label: 1 });
    await api.patch('users/profile/', { nickname: 'Camille' });
    expect(server.calls.map((c) => c.headers.Authorization)).toEqual(['Bearer jeton-d-acces', 'Bearer jeton-d-acces', 'Bearer jeton-d-acces']);
  });

  it('carry no Authorization header for a visitor', async () => {
    await api.get('labels/exemplaire/');
    await api.post('users/register/', {});
    expect(server.calls.every((c) => !('Authorization' in c.headers))).toBe(true);
  });

  it('carry X-CSRFToken, read from the csrftoken cookie, on unsafe calls only', async () => {
    await api.get('books/');
    await api.post('carts/products', { cart: 'abc', product: 1, quantity: 1, variant: null });
    await api.put('cartlines/1', { quantity: 2 });
    await api.patch('carts/abc/', {});
    await api.delete('cartlines/1');

    const byMethod = Object.fromEntries(server.calls.map((c) => [c.method, c.headers['X-CSRFToken']]));
    expect(byMethod).toEqual({ GET: undefined, POST: 'jeton/csrf', PUT: 'jeton/csrf', PATCH: 'jeton/csrf', DELETE: 'jeton/csrf' });
  });

  it('never send the anti-forgery token to another site', async () => {
    await api.post('https://paiement.banque.example/paiement', { montant: '21.00' });
    expect(server.calls[0].headers['X-CSRFToken']).toBeUndefined();
  });

  it('leave the bearer out of the token calls themselves', async () => {
    setAccessTokenProvider(() => 'jeton-d-acces');
    await api.post('token/refresh/', { refresh: 'r' }, { anonymous: true });
    expect(server.calls[0].headers.Authorization).toBeUndefined();
    expect(server.calls[0].headers['X-CSRFToken']).toBe('jeton/csrf');
  });
});
