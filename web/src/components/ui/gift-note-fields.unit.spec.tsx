/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GIFT_RECIPIENT_REQUIRED, GiftNoteFields, giftNoteOf, giftNoteProblem, type GiftNoteDraft } from './gift-note-fields';

function Fields({ error = null }: { error?: string | null }) {
  const [value, setValue] = useState<GiftNoteDraft>({ recipientName: '', message: '' });
  return <GiftNoteFields value={value} onChange={setValue} error={error} />;
}

describe('a gift card’s recipient and message', () => {
  it('asks for the name with a message, and sends nothing for a card kept for oneself', () => {
    expect(giftNoteProblem({ recipientName: '', message: 'Pour toi' })).toBe(GIFT_RECIPIENT_REQUIRED);
    expect(giftNoteProblem({ recipientName: ' ', message: 'Pour toi' })).toBe(GIFT_RECIPIENT_REQUIRED);
    expect(giftNoteProblem({ recipientName: 'Marie', message: '' })).toBeNull();
    expect(giftNoteProblem({ recipientName: '', message: '' })).toBeNull();
    expect(giftNoteOf({ recipientName: '  ', message: ' ' })).toBeNull();
    expect(giftNoteOf({ recipientName: ' Marie ', message: ' Bises\n' })).toEqual({ recipientName: 'Marie', message: 'Bises' });
  });

  it('labels both fields, bounds them as the server does and counts what is left of the message', async () => {
    render(<Fields />);
    const name = screen.getByLabelText("Nom de la personne à qui vous l'offrez");
    const message = screen.getByLabelText('Votre message');
    expect(name.getAttribute('maxlength')).toBe('100');
    expect(message.getAttribute('maxlength')).toBe('500');
    expect(screen.getByRole('group', { name: 'Offrir cette carte' })).toBeTruthy();
    await userEvent.type(message, 'Bonne lecture');
    expect(message.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe('487 caractères restants');
  });

  it('points the name field at its error', () => {
    render(<Fields error={GIFT_RECIPIENT_REQUIRED} />);
    const name = screen.getByLabelText("Nom de la personne à qui vous l'offrez");
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(GIFT_RECIPIENT_REQUIRED);
  });
});
