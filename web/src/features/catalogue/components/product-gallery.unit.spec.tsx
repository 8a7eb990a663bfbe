/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/ui/modal';
import { ProductGallery } from './product-gallery';

describe('a product’s gallery', () => {
  it('opens the image at full size in the preview dialog, and gives the focus back on closing', async () => {
    const user = userEvent.setup();
    render(
      <>
        <div id="root">
          <ProductGallery name="Le Dernier Ferry" image="/media/books/ferry.jpg" imageWebp={null} shape="cover" />
        </div>
        <ModalHost />
      </>,
    );
    const zoom = screen.getByRole('button', { name: 'Couverture de « Le Dernier Ferry » : agrandir l’image' });
    await user.click(zoom);
    const dialog = await screen.findByRole('dialog', { name: 'Couverture de « Le Dernier Ferry »' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/books/ferry.jpg');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(zoom));
  });

  it('has nothing to enlarge without an image', () => {
    render(<ProductGallery name="Sans couverture" image={null} imageWebp={null} shape="cover" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
