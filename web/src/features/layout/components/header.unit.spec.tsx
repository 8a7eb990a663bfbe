/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PROFILE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/lib/session';
import { aLabel } from '@/testing/fixtures';
import type { Label } from '@/types/api';
import { Header } from './header';

function renderHeader(label: Label = aLabel(), isBookseller = false) {
  render(
    <MemoryRouter initialEntries={['/exemplaire/projets']}>
      <Routes>
        <Route path="/:label/home" element={<p>Accueil</p>} />
        <Route path="*" element={<Header label={label} isBookseller={isBookseller} menuOpen={false} onToggleMenu={() => undefined} burgerRef={{ current: null }} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const logIn = (profile?: object) => {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access: 'a.b.c', refresh: 'd.e.f' }));
  if (profile) localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
};

describe('the header', () => {
  afterEach(() => localStorage.clear());

  it('offers to log in, coming back to the page after', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/exemplaire/login?returnUrl=%2Fexemplaire%2Fprojets');
    expect(screen.queryByText('Mon compte')).toBeNull();
  });

  it('opens the account menu of a logged-in reader, and logs out', async () => {
    const user = userEvent.setup();
    logIn({ id: 1, email: 'camille@exemple.fr', nickname: 'Camille', isBookseller: false, is_staff: false });
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();

    const toggle = screen.getByRole('button', { name: /Camille/ });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/exemplaire/compte/informations');

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('Accueil')).toBeTruthy();
  });

  it('closes the account menu on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    logIn();
    renderHeader();
    const toggle = screen.getByRole('button', { name: /Mon espace/ });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a login or logout made in another tab', () => {
    renderHeader();
    act(() => {
      logIn();
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });
    expect(screen.getByRole('button', { name: /Mon espace/ })).toBeTruthy();
  });

  it('shows the cart with its item count when the label sells', () => {
    renderHeader();
    const cart = screen.getByRole('link', { name: 'Panier, 0 article' });
    expect(cart.getAttribute('href')).toBe('/exemplaire/checkout/cart');
    expect(cart.textContent).toContain('0');
    document.body.innerHTML = '';

    renderHeader(aLabel({ featureCart: false }));
    expect(screen.queryByRole('link', { name: /Panier/ })).toBeNull();
  });

  it('shows the catch phrase to readers and the bookseller area to booksellers', () => {
    renderHeader();
    expect(screen.getByText('Des livres qui se lisent debout.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Espace libraire' })).toBeNull();
    document.body.innerHTML = '';

    renderHeader(aLabel(), true);
    expect(screen.getByRole('link', { name: 'Espace libraire' }).getAttribute('href')).toBe('/exemplaire/libraire/boutique');
    expect(screen.queryByText('Des livres qui se lisent debout.')).toBeNull();
  });

  it('links the social pages the label has, in a new tab', () => {
    renderHeader();
    const facebook = screen.getByRole('link', { name: 'Facebook (nouvel onglet)' });
    expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/editions.exemplaire');
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Instagram (nouvel onglet)' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Bluesky/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Linkedin/ })).toBeNull();
  });
});
