/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aLabel } from '@/testing/fixtures';
import { Footer } from './footer';

describe('the footer', () => {
  it('leads its "Bon d\'achat" link to the shop’s gift cards, where visitors buy them (not to a login-guarded list)', () => {
    render(
      <MemoryRouter>
        <Footer label={aLabel()} labels={[aLabel()]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: "Bon d'achat" }).getAttribute('href')).toBe('/exemplaire/boutique/cartes-cadeaux');
  });
});
