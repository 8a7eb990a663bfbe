/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { fakeApi, fakeJwt, type RecordedCall } from '@/testing/fake-api';
import { login, logout, startSession } from '@/lib/session';
import type { Book, Product } from '@/types/api';
import { useBook } from './get-book';
import { availableQuery, useBookPages, useBooks } from './get-books';
import { useProduct } from './get-product';
import { useGoodies } from './get-products';

const BOOKSELLER_TOKEN = fakeJwt(Math.floor(Date.now() / 1000) + 3600, '2');
const BOOKSELLER = { id: 2, email: 'librairie@exemplaire.test', nickname: null, isBookseller: true, is_staff: false };

/** The API prices for whoever the bearer is: the bookseller's price, else the public one. */
const priceFor = (call: RecordedCall) => (call.headers.Authorization === `Bearer ${BOOKSELLER_TOKEN}` ? '12.66' : '20.00');
const book = (call: RecordedCall) => ({ id: 1, slug: 'le-dernier-ferry', name: 'Le Dernier Ferry', price: priceFor(call) }) as unknown as Book;
const product = (call: RecordedCall) => ({ id: 5, slug: 'tote-bag', name: 'Tote bag', price: priceFor(call) }) as unknown as Product;

/** Every catalogue hook, each showing the price it got. */
function Prices() {
  const list = useBooks(availableQuery(1, 4));
  const pages = useBookPages(availableQuery(1, 8));
  const page = useBook('le-dernier-ferry');
  const goodie = useProduct('tote-bag');
  const goodies = useGoodies('exemplaire');
  return (
    <dl>
      <dt>liste</dt>
      <dd data-testid="list">{list.data?.[0]?.price}</dd>
      <dt>pages</dt>
      <dd data-testid="pages">{pages.items[0]?.price}</dd>
      <dt>livre</dt>
      <dd data-testid="book">{page.data?.price}</dd>
      <dt>produit</dt>
      <dd data-testid="product">{goodie.data?.price}</dd>
      <dt>boutique</dt>
      <dd data-testid="goodies">{goodies.data?.[0]?.price}</dd>
    </dl>
  );
}

const shown = () => ['list', 'pages', 'book', 'product', 'goodies'].map((id) => screen.getByTestId(id).textContent);
const everywhere = (price: string) => Array(5).fill(price);

describe('catalogue prices follow who is logged in', () => {
  let server: ReturnType<typeof fakeApi>;
  let stop: () => void;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    server = fakeApi((call) => {
      const path = new URL(call.url, 'http://shop').pathname;
      if (path === '/api/token/') return { status: 200, body: { access: BOOKSELLER_TOKEN, refresh: 'rafraichissement' } };
      if (path === '/api/token/logout/') return { status: 200, body: {} };
      if (path === '/api/users/profile/') return { status: 200, body: BOOKSELLER };
      if (path === '/api/books/') return { status: 200, body: { count: 1, next: null, previous: null, results: [book(call)] } };
      if (path === '/api/books/le-dernier-ferry/') return { status: 200, body: book(call) };
      if (path === '/api/products/tote-bag/') return { status: 200, body: product(call) };
      if (path === '/api/products/') return { status: 200, body: { count: 1, next: null, previous: null, results: [product(call)] } };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
    stop = startSession();
  });
  afterEach(() => {
    stop();
    server.restore();
    localStorage.clear();
  });

  it('shows a bookseller their prices as soon as they log in, and the public ones again after logout, without a reload', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Prices />
      </SWRConfig>,
    );
    // given a visitor browsing before logging in: public prices everywhere
    await screen.findAllByText('20.00');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(shown()).toEqual(everywhere('20.00'));
    // when the bookseller logs in, then every list and page is fetched again with their prices
    await act(async () => {
      await login('librairie@exemplaire.test', 'motdepasse');
    });
    expect(await screen.findAllByText('12.66')).toHaveLength(5);
    expect(shown()).toEqual(everywhere('12.66'));
    // when they log out, then the public prices come back
    act(() => logout());
    expect(await screen.findAllByText('20.00')).toHaveLength(5);
    expect(shown()).toEqual(everywhere('20.00'));
  });
});
