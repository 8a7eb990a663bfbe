/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShopSections } from './shop-sections';

describe('the shop’s sections', () => {
  it('leads to the objects and to the gift cards, the current one marked', () => {
    render(
      <MemoryRouter>
        <ShopSections labelSlug="exemplaire" current="cartes-cadeaux" />
      </MemoryRouter>,
    );
    const objects = screen.getByRole('link', { name: 'Objets' });
    const cards = screen.getByRole('link', { name: 'Cartes cadeaux' });
    expect(objects.getAttribute('href')).toBe('/exemplaire/boutique');
    expect(cards.getAttribute('href')).toBe('/exemplaire/boutique/cartes-cadeaux');
    expect(cards.getAttribute('aria-current')).toBe('page');
    expect(objects.getAttribute('aria-current')).toBeNull();
  });
});
