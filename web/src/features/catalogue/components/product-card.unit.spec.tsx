/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from '@/types/api';
import { ProductCard } from './product-card';

const product = (name: string) =>
  ({ id: 1, slug: 't-shirt-exemplaire', name, price: '22.00', image: null, image_webp: null, variants: [], out_of_stock: false, restocking_date: null }) as unknown as Product;

const title = (name: string) =>
  render(
    <MemoryRouter>
      <ProductCard product={product(name)} labelSlug="exemplaire" />
    </MemoryRouter>,
  ).container.querySelector('.book-card__link')?.textContent;

describe('a product’s name on its card', () => {
  it('keeps the words in guillemets with them: no-break spaces inside « »', () => {
    // given the demo's T-shirt, typed with plain spaces
    expect(title('T-shirt « Exemplaire »')).toBe('T-shirt «\u00a0Exemplaire\u00a0»');
  });

  it('puts a no-break space before the colon of a title', () => {
    document.body.innerHTML = '';
    expect(title('Duo polar : Les Sentinelles + Brume sur l’Étang-Neuf')).toBe('Duo polar\u00a0: Les Sentinelles + Brume sur l’Étang-Neuf');
  });
});
