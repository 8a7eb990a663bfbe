/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog, useConfirm, usePrompt } from './confirm-dialog';

/** jsdom has no showModal: a stand-in that opens the dialog as a browser would, and records the call. */
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});

function ConfirmHarness() {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('aucune');
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirm({ title: 'Supprimer « Les Vagues » ?', message: 'Cette action est définitive.', confirmText: 'Supprimer' })))}
      >
        Supprimer la contrepartie
      </button>
      <output data-testid="answer">{answer}</output>
      {dialog}
    </>
  );
}

function PromptHarness() {
  const { prompt, dialog } = usePrompt();
  const [answer, setAnswer] = useState('aucune');
  const ask = async () =>
    setAnswer(
      String(
        await prompt({
          title: 'Lien',
          label: 'Adresse du lien',
          initial: 'https://',
          confirmText: 'Appliquer',
          validate: (value) => (value.startsWith('https://exemple') ? null : 'Saisissez une adresse https://exemple…'),
        }),
      ),
    );
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Ajouter un lien
      </button>
      <output data-testid="answer">{answer}</output>
      {dialog}
    </>
  );
}

describe('ConfirmDialog', () => {
  beforeEach(() => {
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    showModal.mockClear();
  });
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('opens as a modal named by its title, described by its message, with the focus on the safe answer', async () => {
    render(<ConfirmHarness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer la contrepartie' })));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer « Les Vagues » ?' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Cette action est définitive.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));
  });

  it('answers true on the confirm button, and gives the focus back to the opener', async () => {
    render(<ConfirmHarness />);
    const opener = screen.getByRole('button', { name: 'Supprimer la contrepartie' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer' })));
    expect(screen.getByTestId('answer').textContent).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('answers false on Escape or on the cancel button', async () => {
    render(<ConfirmHarness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer la contrepartie' })));
    await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.getByTestId('answer').textContent).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Supprimer la contrepartie' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Annuler' })));
    expect(screen.getByTestId('answer').textContent).toBe('false');
  });

  it('also cancels on the browser’s own close request (the dialog’s cancel event)', () => {
    const onCancel = jest.fn();
    render(<ConfirmDialog title="Quitter sans enregistrer ?" confirmText="Quitter" cancelText="Rester" onConfirm={() => undefined} onCancel={onCancel} />);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rester' }));
  });
});

describe('PromptDialog', () => {
  it('shows without showModal, focuses its field, refuses an invalid value in French, then gives the typed one', async () => {
    expect(typeof (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal).toBe('undefined');
    render(<PromptHarness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter un lien' })));
    const field = screen.getByRole('textbox', { name: 'Adresse du lien' });
    expect(screen.getByRole('dialog', { name: 'Lien' }).hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('https://');

    fireEvent.change(field, { target: { value: 'javascript:alert(1)' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Appliquer' })));
    expect(screen.getByText('Saisissez une adresse https://exemple…')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('answer').textContent).toBe('aucune');

    fireEvent.change(field, { target: { value: 'https://exemple.fr' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Appliquer' })));
    expect(screen.getByTestId('answer').textContent).toBe('https://exemple.fr');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives null when cancelled', async () => {
    render(<PromptHarness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ajouter un lien' })));
    await act(async () => fireEvent.keyDown(screen.getByRole('textbox', { name: 'Adresse du lien' }), { key: 'Escape' }));
    expect(screen.getByTestId('answer').textContent).toBe('null');
  });
});
