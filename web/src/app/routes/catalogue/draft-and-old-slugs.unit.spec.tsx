/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { pathWithSlug } from '@/hooks/use-current-slug';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { aBook, aLabel } from '@/testing/fixtures';
import type { Author, Product } from '@/types/api';
import { AuthorRoute } from '../authors/author';
import { ProductRoute } from '../shop/product';
import { BookRoute } from './book';

const BANNER = 'Aperçu : ce brouillon n’est visible que par l’équipe. Il n’apparaît ni dans les listes ni dans le panier.';
const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

const aGoodie = (overrides: Partial<Product> = {}): Product => ({
  id: 40,
  slug: 'tote-bag-exemplaire',
  type: 'goodie',
  name: 'Tote bag Exemplaire',
  price: '15.00',
  description_text: 'Un sac en coton.',
  image: '/media/products/tote-bag-exemplaire.svg',
  image_webp: null,
  images: [],
  out_of_stock: false,
  restocking_date: null,
  label_slug: 'exemplaire',
  author: null,
  linked_products: [],
  variants: [],
  attribute_types: [],
  ...overrides,
});

const anAuthor = (overrides: Partial<Author> = {}): Author => ({
  id: 4,
  slug: 'theo-vasseur',
  name: 'Théo Vasseur',
  avatar: null,
  avatar_webp: null,
  name_handwritten: null,
  biography_text: 'Né à Brest.',
  label_slug: 'exemplaire',
  future_events: [],
  ...overrides,
});

/** Where the router is, query and fragment included. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

function renderAt(entry: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/:label"
            element={
              <>
                <Outlet context={aLabel()} />
                <Where />
              </>
            }
          >
            <Route path="librairie/livre/:slug" element={<BookRoute />} />
            <Route path="boutique/produit/:slug" element={<ProductRoute />} />
            <Route path="auteurs/:slug" element={<AuthorRoute />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('draft previews and old slugs on the public pages', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  /** Answers `GET <path>` (query ignored) with `body`; lists are empty. */
  const serve = (bodies: Record<string, unknown>) =>
    (api = fakeApi((call: RecordedCall): FakeAnswer => {
      const path = call.url.split('?')[0];
      if (path in bodies) return { status: 200, body: bodies[path] };
      return path.endsWith('/books/') || path.endsWith('/events/') ? { status: 200, body: EMPTY_PAGE } : { status: 404, body: { detail: 'Pas trouvé.' } };
    }));

  it("a draft book's page, loaded by an old slug: the banner, no cart button, the address of its current slug", async () => {
    const book = aBook({ draft: true });
    serve({ '/api/books/ancien-titre/': book, [`/api/books/${book.slug}/`]: book });
    renderAt('/exemplaire/librairie/livre/ancien-titre?source=lettre#resume');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/exemplaire/librairie/livre/${book.slug}?source=lettre#resume`));
    expect((await screen.findByRole('status')).textContent).toBe(BANNER);
    expect(await screen.findByRole('heading', { level: 1, name: book.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
  });

  it('a public book: no banner, the cart button, the address unchanged', async () => {
    const book = aBook({ draft: false });
    serve({ [`/api/books/${book.slug}/`]: book });
    renderAt(`/exemplaire/librairie/livre/${book.slug}`);

    expect(await screen.findByRole('button', { name: /Ajouter au panier/ })).toBeTruthy();
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(`/exemplaire/librairie/livre/${book.slug}`);
  });

  it("a draft goodie's page, loaded by an old slug: the banner, no cart button, the address of its current slug", async () => {
    const goodie = aGoodie({ draft: true });
    serve({ '/api/products/ancien-sac/': goodie, [`/api/products/${goodie.slug}/`]: goodie });
    renderAt('/exemplaire/boutique/produit/ancien-sac');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/exemplaire/boutique/produit/${goodie.slug}`));
    expect((await screen.findByText(BANNER)).getAttribute('role')).toBe('status');
    expect(await screen.findByRole('heading', { level: 1, name: goodie.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter au panier/ })).toBeNull();
  });

  it("an author's page, loaded by an old slug, moves to the current one", async () => {
    const author = anAuthor();
    serve({ '/api/authors/ancienne-plume/': author, [`/api/authors/${author.slug}/`]: author });
    renderAt('/exemplaire/auteurs/ancienne-plume');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/exemplaire/auteurs/${author.slug}`));
  });

  it('replaces the last segment naming the old slug, encoded or not, and nothing else', () => {
    expect(pathWithSlug('/exemplaire/librairie/livre/ancien', 'ancien', 'nouveau')).toBe('/exemplaire/librairie/livre/nouveau');
    expect(pathWithSlug('/ancien/auteurs/ancien/', 'ancien', 'nouveau')).toBe('/ancien/auteurs/nouveau/');
    expect(pathWithSlug('/exemplaire/auteurs/l%C3%A9a', 'léa', 'lea')).toBe('/exemplaire/auteurs/lea');
    expect(pathWithSlug('/exemplaire/auteurs/autre', 'ancien', 'nouveau')).toBeNull();
  });
});
