/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { aLabel } from '@/testing/fixtures';
import { AboutRoute } from './about';

function renderAbout(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:label" element={<Outlet context={aLabel({ description: '<p>Une maison qui publie à hauteur de lecteur.</p>' })} />}>
          <Route path="a-propos/:section" element={<AboutRoute />} />
          <Route path="404" element={<h1>Page introuvable</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const menu = () => screen.getByRole('navigation', { name: 'Sections de Qui sommes-nous ?' });

describe("the 'Qui sommes-nous ?' area", () => {
  it('shows the charter under the section menu, its tab marked current', () => {
    renderAbout('/exemplaire/a-propos/charte');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notre charte');
    expect(screen.getByText(/Aucun livre retourné n’est détruit/)).toBeTruthy();
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Qui sommes-nous ?', '/exemplaire/a-propos/nous'],
      ['Le constat', '/exemplaire/a-propos/constat'],
      ['Notre projet', '/exemplaire/a-propos/projet'],
      ['Notre charte', '/exemplaire/a-propos/charte'],
      ['Éditer avec nous', '/exemplaire/a-propos/editer'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['Notre charte']);
    expect(document.title).toBe('Notre charte — Exemplaire');
  });

  it("keeps the label's own description on 'nous'", () => {
    renderAbout('/exemplaire/a-propos/nous');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Qui sommes-nous ?');
    expect(screen.getByText('Une maison qui publie à hauteur de lecteur.')).toBeTruthy();
    expect(within(menu()).getByRole('link', { name: 'Qui sommes-nous ?' }).getAttribute('aria-current')).toBe('page');
  });

  it("leads authors to the manuscript form and the FAQ from 'Éditer avec nous'", () => {
    renderAbout('/exemplaire/a-propos/editer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Éditer avec nous');
    expect(screen.getByRole('link', { name: 'Soumettre un projet' }).getAttribute('href')).toBe('/exemplaire/contact/soumettre-projet');
    expect(screen.getByRole('link', { name: 'Lire les questions fréquentes' }).getAttribute('href')).toBe('/exemplaire/contact/questions-frequentes');
  });

  it("sends an unknown section to the label's 404 page", () => {
    renderAbout('/exemplaire/a-propos/nimporte-quoi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
