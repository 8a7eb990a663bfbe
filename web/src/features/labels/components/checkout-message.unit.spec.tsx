/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { CheckoutMessage } from './checkout-message';

describe("the label's checkout message", () => {
  it('shows as an information banner with the label’s words', () => {
    render(<CheckoutMessage message="Chaque roman Cœurs Vaillants est envoyé avec un marque-page illustré." />);
    const banner = screen.getByRole('complementary', { name: 'Information de la maison d’édition' });
    expect(banner.textContent).toBe('Chaque roman Cœurs Vaillants est envoyé avec un marque-page illustré.');
  });

  it('shows nothing for a label without one, or with only blanks', () => {
    for (const message of [null, undefined, '', '   ']) {
      const { container, unmount } = render(<CheckoutMessage message={message} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
