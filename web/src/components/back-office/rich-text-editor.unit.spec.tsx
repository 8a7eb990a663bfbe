/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RichTextEditor, safeLinkHref } from './rich-text-editor';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects = noRects;
Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
document.elementFromPoint = () => null;

function setup(value = '<p>Bonjour</p>') {
  const onChange = jest.fn<(html: string) => void>();
  render(<RichTextEditor id="bio" label="Biographie" value={value} onChange={onChange} />);
  const area = screen.getByRole('textbox', { name: 'Biographie' });
  return { onChange, area };
}

/** Selects the whole text the way a user would: focus, then Ctrl+A (ProseMirror's own keymap). */
async function selectAll(area: HTMLElement) {
  const user = userEvent.setup();
  area.focus();
  await user.keyboard('{Control>}a{/Control}');
  return user;
}

describe('RichTextEditor', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('names its area by the field’s label and offers a toolbar of pressed-state buttons', () => {
    setup();
    const bold = screen.getByRole('button', { name: 'Gras' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('toolbar', { name: 'Mise en forme : Biographie' })).toBeTruthy();
    for (const name of ['Italique', 'Titre de niveau 2', 'Titre de niveau 3', 'Liste à puces', 'Liste numérotée', 'Citation', 'Lien', 'Annuler', 'Rétablir']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('makes the selection bold', async () => {
    const { onChange, area } = setup();
    const user = await selectAll(area);
    await user.click(screen.getByRole('button', { name: 'Gras' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>Bonjour</strong></p>'));
    expect(screen.getByRole('button', { name: 'Gras' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('links the selection to an https address', async () => {
    const { onChange, area } = setup();
    const user = await selectAll(area);
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    await user.clear(address);
    await user.type(address, 'https://exemple.fr/');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><a rel="noopener noreferrer" href="https://exemple.fr/">Bonjour</a></p>'));
  });

  it('refuses a javascript: link and says so', async () => {
    const { onChange, area } = setup();
    const user = await selectAll(area);
    await user.click(screen.getByRole('button', { name: 'Lien' }));
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByRole('dialog', { name: 'Lien' })).toBeTruthy();
    expect(screen.getByText(/^Adresse refusée/).id).toBe(address.getAttribute('aria-describedby')?.split(' ').at(-1));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(area.innerHTML).not.toContain('javascript');
  });

  it('accepts only http, https and mailto addresses', () => {
    expect(safeLinkHref('mailto:a@exemple.fr')).toBe('mailto:a@exemple.fr');
    expect(safeLinkHref('java\tscript:alert(1)')).toBeNull();
    expect(safeLinkHref('/relatif')).toBeNull();
  });
});
