/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { aLabel } from '@/testing/fixtures';
import type { Label } from '@/types/api';
import { RequireFeature } from './require-feature';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderShop(label: Label, path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:label" element={<Outlet context={label} />}>
          <Route
            path="boutique"
            element={
              <RequireFeature feature="featureShop">
                <h1>Boutique</h1>
              </RequireFeature>
            }
          />
          <Route
            path="boutique/produit/:slug"
            element={
              <RequireFeature feature="featureShop">
                <h1>Un produit</h1>
              </RequireFeature>
            }
          />
          <Route path="404" element={<h1>Page introuvable</h1>} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('a page behind a label feature switch', () => {
  it('shows where the label has the feature on', () => {
    renderShop(aLabel(), '/exemplaire/boutique');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boutique');
    expect(screen.getByTestId('where').textContent).toBe('/exemplaire/boutique');
  });

  it("sends to the label's 404 page where the feature is off, sub-pages included", () => {
    const poetry = aLabel({ slug: 'poesie-du-lundi', featureShop: false });
    for (const path of ['/poesie-du-lundi/boutique', '/poesie-du-lundi/boutique/produit/tote-bag']) {
      const { unmount } = renderShop(poetry, path);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
      expect(screen.getByTestId('where').textContent).toBe('/poesie-du-lundi/404');
      unmount();
    }
  });
});
