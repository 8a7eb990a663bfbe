/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { GiftNote } from './gift-note';

describe('a gift card line’s note', () => {
  it('says whom the card is for and the message, as typed (markup shown as text)', () => {
    const { container } = render(<GiftNote line={{ gift_recipient_name: 'Marie', gift_message: 'Bises <3\nÀ bientôt' }} />);
    expect(container.querySelector('.gift-note__recipient')?.textContent).toBe('Offerte à Marie');
    expect(container.querySelector('.gift-note__message')?.textContent).toBe('«\u00a0Bises <3\nÀ bientôt\u00a0»');
  });

  it('shows the name alone without a message, and nothing on other lines', () => {
    const named = render(<GiftNote line={{ gift_recipient_name: 'Paul', gift_message: '' }} />);
    expect(named.container.textContent).toBe('Offerte à Paul');
    expect(render(<GiftNote line={{ gift_recipient_name: null, gift_message: null }} />).container.innerHTML).toBe('');
    expect(render(<GiftNote line={{}} />).container.innerHTML).toBe('');
  });
});
