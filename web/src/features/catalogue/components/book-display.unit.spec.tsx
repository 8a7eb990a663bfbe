/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aBook } from '@/testing/fixtures';
import type { Book } from '@/types/api';
import { availability, OUT_OF_STOCK } from '../utils/book-status';
import { BookCard } from './book-card';
import { BookDetail } from './book-detail';

function card(book: Book) {
  render(
    <MemoryRouter>
      <BookCard book={book} labelSlug="exemplaire" />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: book.name });
}

describe('how a book shows (spec §4)', () => {
  it('gives the start of its description, cut at 100 characters on a word (spec §9)', () => {
    const description = 'Une traversée de nuit vers Ouessant, un ferry presque vide, et six passagers qui ne se connaissent pas encore tous.';
    const shown = within(card(aBook({ description_text: description }))).getByText(/^Une traversée de nuit/).textContent ?? '';
    expect(shown.length).toBeLessThanOrEqual(100);
    expect(shown.endsWith('…')).toBe(true);
    expect(
      description.replace(/\s+/g, ' ').startsWith(
        shown
          .slice(0, -1)
          .trimEnd()
          .replace(/[\u00a0\u202f]/g, ' '),
      ),
    ).toBe(true);
  });

  it("wears 'Nouveauté' during the 14 days after its release (is_new), and not after", () => {
    expect(within(card(aBook({ is_new: true }))).getByText('Nouveauté')).toBeTruthy();
    document.body.innerHTML = '';
    expect(within(card(aBook({ is_new: false }))).queryByText('Nouveauté')).toBeNull();
  });

  it("is greyed with 'Rupture de stock' when out of stock with no restocking date ahead", () => {
    const book = card(aBook({ out_of_stock: true, restocking_date: null }));
    expect(within(book).getByText('Rupture de stock')).toBeTruthy();
    expect(book.classList.contains('is-unavailable')).toBe(true);
    document.body.innerHTML = '';

    // A restocking date already past counts as none
    const late = card(aBook({ out_of_stock: true, restocking_date: '2020-01-10' }));
    expect(within(late).getByText('Rupture de stock')).toBeTruthy();
  });

  it('says when it comes back when a restocking date lies ahead, without greying it', () => {
    const book = card(aBook({ out_of_stock: true, restocking_date: '2099-12-04' }));
    expect(within(book).getByText('En cours de réapprovisionnement, prochain arrivage prévu le 4 décembre 2099.')).toBeTruthy();
    expect(within(book).queryByText(OUT_OF_STOCK)).toBeNull();
    expect(book.classList.contains('is-unavailable')).toBe(false);
  });

  it('is pre-ordered while in production (not published), with its release date', () => {
    const book = card(aBook({ published: false, release: '2027-04-21', is_new: false }));
    expect(within(book).getByText('Précommande')).toBeTruthy();
    expect(within(book).getByText('Sortie prévue le 21 avril 2027')).toBeTruthy();
    expect(within(book).queryByText('Nouveauté')).toBeNull();
  });

  it('decides from the stock, the restocking date and today', () => {
    const base = { out_of_stock: false, restocking_date: null, published: true, release: '2026-06-25' };
    expect(availability(base, '2026-11-22')).toEqual({ kind: 'in-stock' });
    expect(availability({ ...base, published: false }, '2026-11-22')).toEqual({ kind: 'preorder', release: '2026-06-25' });
    expect(availability({ ...base, out_of_stock: true, restocking_date: '2026-12-04' }, '2026-11-22')).toEqual({ kind: 'restocking', date: '2026-12-04' });
    expect(availability({ ...base, out_of_stock: true, restocking_date: '2026-11-22' }, '2026-11-22')).toEqual({ kind: 'out-of-stock' });
    expect(availability({ ...base, out_of_stock: true }, '2026-11-22')).toEqual({ kind: 'out-of-stock' });
  });

  it('explains the pre-order on the book page, and shows booksellers their prices', () => {
    render(
      <MemoryRouter>
        <BookDetail book={aBook({ published: false, release: '2027-04-21', discounted_price_no_vat: '13.27' })} labelSlug="exemplaire" isBookseller />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ce livre est en cours de production : précommandez-le dès maintenant, il vous sera expédié dès sa sortie, prévue le 21 avril 2027.')).toBeTruthy();
    expect(screen.getByTestId('public-price-no-vat').textContent).toMatch(/^18,96\s€$/);
    expect(screen.getByTestId('purchase-price-no-vat').textContent).toMatch(/^13,27\s€$/);
    expect(screen.getByTestId('purchase-price').textContent).toMatch(/^14\s€$/);
  });
});
