/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

// A data router builds a fetch Request for each navigation; jsdom has none. What it reads is enough.
globalThis.Request ??= class {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal | undefined;
  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal;
  }
} as unknown as typeof Request;

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
      <Link to="/livres">Tous les livres</Link>
      <Link to="?page=2">Page suivante</Link>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <UnsavedChangesGuard>
            <Editor />
          </UnsavedChangesGuard>
        ),
      },
    ],
    { initialEntries: ['/livres/nouveau'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Titre'), { target: { value: text } });
const follow = (name: string) => act(async () => fireEvent.click(screen.getByRole('link', { name })));

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const router = setup();
    await follow('Tous les livres');
    expect(router.state.location.pathname).toBe('/livres');
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
    expect(router.state.location.pathname).toBe('/livres/nouveau');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Titre') as HTMLInputElement).value).toBe('Les Vagues');

    await follow('Tous les livres');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Quitter' })));
    expect(router.state.location.pathname).toBe('/livres');
  });

  it('does not ask for a change of the query string, nor after a save released the form', async () => {
    const router = setup();
    type('Les Vagues');
    await follow('Page suivante');
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Créer' })));
    expect(router.state.location.pathname).toBe('/livres/12');
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
