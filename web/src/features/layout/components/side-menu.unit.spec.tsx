/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { aLabel } from '@/testing/fixtures';
import type { Label, LabelFlags } from '@/types/api';
import { menuItems, type Viewer } from '../utils/menu-items';
import { SideMenu } from './side-menu';

const reader: Viewer = { isBookseller: false, isStaff: false };
const others = [aLabel(), aLabel({ id: 2, slug: 'queer-romance', name: 'Cœurs Vaillants' })];

function renderMenu(label: Label, labels: Label[] = others, viewer: Viewer = reader) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/exemplaire/home']}>
      <SideMenu items={menuItems(label, labels, viewer)} open={false} onClose={onClose} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Menu principal' });
  return {
    nav,
    names: () =>
      Array.from(nav.querySelectorAll('a, button'))
        .filter((el) => !el.closest('[hidden]'))
        .map((el) => el.textContent?.trim()),
  };
}

const FLAGGED: [keyof LabelFlags, string, string][] = [
  ['featureAbout', 'Qui sommes-nous ?', '/exemplaire/a-propos/nous'],
  ['featureProjects', 'Projets en cours', '/exemplaire/projets'],
  ['featureLibrary', 'Librairie', '/exemplaire/librairie'],
  ['featureExternals', 'Des mêmes auteurices', '/exemplaire/librairie/autres-editeurs'],
  ['featureShop', 'Boutique', '/exemplaire/boutique'],
  ['featureEvents', 'Agenda', '/exemplaire/evenements'],
  ['featureAuthors', 'Nos auteurs.ices', '/exemplaire/auteurs'],
];

describe('the side menu', () => {
  it('lists every item in order when every flag is on', () => {
    const { names } = renderMenu(aLabel());
    expect(names()).toEqual([
      'Fermer le menu',
      'Qui sommes-nous ?',
      'Projets en cours',
      'Nos collections',
      'Librairie',
      'Des mêmes auteurices',
      'Boutique',
      'Agenda',
      'Nos auteurs.ices',
      'Je suis libraire',
      'FAQ',
    ]);
  });

  it.each(FLAGGED)('shows the %s item only when the flag is on', (flag, name, href) => {
    const on = renderMenu(aLabel({ [flag]: true }));
    expect(within(on.nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    document.body.innerHTML = '';

    const off = renderMenu(aLabel({ [flag]: false }));
    expect(within(off.nav).queryByRole('link', { name })).toBeNull();
  });

  it('always offers "Je suis libraire" and the FAQ, even with every flag off', () => {
    const none = Object.fromEntries(FLAGGED.map(([flag]) => [flag, false]));
    const { nav, names } = renderMenu(aLabel(none), [aLabel()]);
    expect(names()).toEqual(['Fermer le menu', 'Je suis libraire', 'FAQ']);
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/exemplaire/contact/questions-frequentes');
    expect(within(nav).getByRole('link', { name: 'Je suis libraire' }).getAttribute('href')).toBe('/exemplaire/libraire');
  });

  it('hides "Des mêmes auteurices" from booksellers', () => {
    const { nav } = renderMenu(aLabel(), others, { isBookseller: true, isStaff: false });
    expect(within(nav).queryByRole('link', { name: 'Des mêmes auteurices' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Librairie' })).toBeTruthy();
  });

  it('shows "Projets en cours" only for a label with an id', () => {
    const { nav } = renderMenu(aLabel({ id: 0 }));
    expect(within(nav).queryByRole('link', { name: 'Projets en cours' })).toBeNull();
  });

  it('offers the back office to staff only', () => {
    const { nav } = renderMenu(aLabel(), others, { isBookseller: false, isStaff: true });
    expect(within(nav).getByRole('link', { name: 'Arrière boutique' }).getAttribute('href')).toBe('/exemplaire/arriere-boutique');
    document.body.innerHTML = '';
    expect(within(renderMenu(aLabel()).nav).queryByRole('link', { name: 'Arrière boutique' })).toBeNull();
  });

  it('lists the labels under "Nos collections" only when there are several', async () => {
    const user = userEvent.setup();
    const { nav } = renderMenu(aLabel());
    const toggle = within(nav).getByRole('button', { name: 'Nos collections' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Cœurs Vaillants' })).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Cœurs Vaillants' }).getAttribute('href')).toBe('/queer-romance/home');

    // Escape closes it and gives focus back to its button
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // A click outside closes it too
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    document.body.innerHTML = '';
    const single = renderMenu(aLabel(), [aLabel()]);
    expect(within(single.nav).queryByRole('button', { name: 'Nos collections' })).toBeNull();
  });
});
