/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal, ModalHost, openModal } from './modal';

function Page() {
  return (
    <>
      <div id="root">
        <button
          type="button"
          onClick={() =>
            openModal({
              title: 'Comment ça marche ?',
              body: (
                <p>
                  Une aide. <a href="/faq">La FAQ</a>
                </p>
              ),
            })
          }
        >
          Aide
        </button>
      </div>
      <ModalHost />
    </>
  );
}

describe('the modal host', () => {
  afterEach(() => act(() => closeModal()));

  it('opens a dialog named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Aide' }));

    const dialog = screen.getByRole('dialog', { name: 'Comment ça marche ?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    // The page behind is inert while the dialog is open
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Aide' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
  });

  it('keeps focus inside while tabbing', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    const close = screen.getByRole('button', { name: 'Fermer' });
    const link = screen.getByRole('link', { name: 'La FAQ' });

    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(link);
  });

  it('closes with its close button and on a click beside it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Aide' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aide' }));
    await user.click(document.querySelector('.modal__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
