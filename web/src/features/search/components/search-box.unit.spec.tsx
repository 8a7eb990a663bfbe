/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi } from '@/testing/fake-api';
import type { Suggestion } from '../types';
import { movedOption, SearchBox } from './search-box';

const result = (kind: Suggestion['kind'], id: number, title: string, subtitle: string | null, url: string, labelName = 'Exemplaire'): Suggestion => ({
  kind,
  id,
  slug: `s-${id}`,
  title,
  subtitle,
  url,
  label: { id: 1, slug: 'exemplaire', name: labelName },
  start_date: null,
});

const SUGGESTIONS = [
  result('book', 101, 'Les Heures blanches', 'Clémence Aubrac', '/exemplaire/librairie/livre/les-heures-blanches'),
  result('author', 3, 'Clémence Aubrac', null, '/exemplaire/auteurs/clemence-aubrac'),
  result('book', 102, 'Les Heures des nuits blanches', 'Bérénice David', '/queer-romance/librairie/livre/nuits', 'Cœurs Vaillants'),
];

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox(path = '/exemplaire/home') {
  api = fakeApi((call) => {
    const url = new URL(call.url, 'http://shop.test');
    if (url.pathname === '/api/search/suggestions/') return { status: 200, body: { query: url.searchParams.get('q'), results: SUGGESTIONS } };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SearchBox labelSlug="exemplaire" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return screen.getByRole('combobox', { name: 'Rechercher un livre, un·e auteurice, un projet' });
}

const where = () => screen.getByTestId('where').textContent;

describe('the header’s search field (WAI-ARIA combobox)', () => {
  it('asks for suggestions from two characters on, once typing pauses, anonymously and in the background', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    await user.type(box, 'h');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(api!.calls).toHaveLength(0);
    await user.type(box, 'eu');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    // Debounced: one call for the pause, not one per key.
    expect(api!.to('/api/search/suggestions/').map((call) => new URL(call.url, 'http://shop.test').searchParams.get('q'))).toEqual(['heu']);
    expect(api!.calls[0].headers.Authorization).toBeUndefined();
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    // Grouped by kind in the order of their best result, each with its label.
    expect(
      screen.getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Livres', 'Auteurices']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Les Heures blanchesClémence Aubrac · Exemplaire',
      'Les Heures des nuits blanchesBérénice David · Cœurs Vaillants',
      'Clémence AubracExemplaire',
      'Tous les résultats pour «\u00a0heu\u00a0»',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 suggestions : flèches haut et bas pour les parcourir.');
  });

  it('moves through the options with the arrow keys, keeping the focus in the field, and opens the one chosen with Enter', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'heures');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false']);
    expect(document.activeElement).toBe(box);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last: every result.
    expect(box.getAttribute('aria-activedescendant')).toBe(options[3].id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/exemplaire/librairie/livre/les-heures-blanches');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends Enter without a chosen option to the results page, which shows its query in the field', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'le sel des îles{Enter}');
    expect(where()).toBe('/exemplaire/recherche?q=le%20sel%20des%20%C3%AEles');
    expect((box as HTMLInputElement).value).toBe('le sel des îles');
  });

  it('closes on Escape, then empties the field on a second Escape', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'heures');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('heures');
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens a suggestion clicked', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    await user.type(box, 'aubrac');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.click(screen.getByRole('option', { name: /^Clémence Aubrac/ }));
    expect(where()).toBe('/exemplaire/auteurs/clemence-aubrac');
  });

  it('is a form that works without JavaScript: it leads to the results page', () => {
    const box = renderBox('/exemplaire/recherche?q=maison');
    const form = box.closest('form')!;
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('action')).toBe('/exemplaire/recherche');
    expect(box.getAttribute('name')).toBe('q');
    // On the results page, the field holds its query, and asks nothing of the API.
    expect((box as HTMLInputElement).value).toBe('maison');
    expect(api!.calls).toHaveLength(0);
  });
});

describe('the arrow keys among the options', () => {
  it('wrap around at both ends, and do nothing without options', () => {
    expect(movedOption(-1, 4, 'ArrowDown')).toBe(0);
    expect(movedOption(3, 4, 'ArrowDown')).toBe(0);
    expect(movedOption(0, 4, 'ArrowUp')).toBe(3);
    expect(movedOption(-1, 4, 'ArrowUp')).toBe(3);
    expect(movedOption(2, 4, 'ArrowUp')).toBe(1);
    expect(movedOption(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
