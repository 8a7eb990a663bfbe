/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';
import { GuardedBrowserRouter, GuardedMemoryRouter } from '@/lib/guarded-router';
import { UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

/** Where the router is: the location the last render saw. */
const router = { location: null as Location | null };

function LocationProbe() {
  router.location = useLocation();
  return null;
}

function Editor() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const { release } = useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        Titre
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          release();
          navigate('/livres/12');
        }}
      >
        Créer
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Retour
      </button>
      <Link to="/livres">Tous les livres</Link>
      <Link to="?page=2">Page suivante</Link>
    </>
  );
}

const page = (
  <UnsavedChangesGuard>
    <LocationProbe />
    <Editor />
  </UnsavedChangesGuard>
);

/** The editor at /livres/nouveau, opened from /livres. */
function setup() {
  render(<GuardedMemoryRouter initialEntries={['/livres', '/livres/nouveau']}>{page}</GuardedMemoryRouter>);
  return router;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Titre'), { target: { value: text } });
const follow = (name: string) => act(async () => fireEvent.click(screen.getByRole('link', { name })));

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const router = setup();
    await follow('Tous les livres');
    expect(router.location!.pathname).toBe('/livres');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving unsaved changes, focused on staying; staying keeps the page, leaving goes', async () => {
    const router = setup();
    type('Les Vagues');
    await follow('Tous les livres');
    const dialog = screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    expect(dialog.textContent).toContain('Vos modifications seront perdues.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rester' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rester' })));
    expect(router.location!.pathname).toBe('/livres/nouveau');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Les Vagues');

    await follow('Tous les livres');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Quitter' })));
    expect(router.location!.pathname).toBe('/livres');
  });

  it('does not ask for a change of the query string, nor after a save released the form', async () => {
    const router = setup();
    type('Les Vagues');
    await follow('Page suivante');
    expect(router.location!.search).toBe('?page=2');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer' })));
    expect(router.location!.pathname).toBe('/livres/12');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before going back with unsaved changes: staying keeps the page, leaving goes back', async () => {
    setup();
    type('Les Vagues');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retour' })));
    screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rester' })));
    expect(router.location!.pathname).toBe('/livres/nouveau');
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Les Vagues');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retour' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Quitter' })));
    expect(router.location!.pathname).toBe('/livres');
  });

  it("in the browser's history, undoes a back step until the dialog lets it go", async () => {
    window.history.replaceState({ idx: 0 }, '', '/livres');
    window.history.pushState({ idx: 1 }, '', '/livres/nouveau');
    render(<GuardedBrowserRouter>{page}</GuardedBrowserRouter>);
    type('Les Vagues');
    // The browser's own back button: the address changes first, then the page is asked.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    expect(window.location.pathname).toBe('/livres/nouveau');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rester' })));
    expect(router.location!.pathname).toBe('/livres/nouveau');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Quitter' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(window.location.pathname).toBe('/livres');
    expect(router.location!.pathname).toBe('/livres');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser before the tab is closed with unsaved changes, and only then', () => {
    setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Les Vagues');
    expect(unload()).toBe(true);
  });
});
