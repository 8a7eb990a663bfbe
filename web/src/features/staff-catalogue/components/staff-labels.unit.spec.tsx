/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import type { StaffGoodie, StaffLabel } from '../types';
import { contrastRatio, formatRatio } from '../utils/contrast';
import { GoodieForm } from './goodie-form';
import { LabelForm } from './label-form';
import { LabelList } from './label-list';

// The rich text editor is loaded lazily; these tests are about the forms around it.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
document.elementFromPoint = () => null;

const page = (results: unknown[], count = results.length) => ({ count, next: null, previous: null, results });
const labels = [{ id: 1, name: 'Exemplaire', slug: 'exemplaire' }];
const BASE = '/exemplaire/arriere-boutique';

const label: StaffLabel = {
  id: 1,
  slug: 'exemplaire',
  old_slugs: ['ancienne'],
  name: 'Exemplaire',
  position: 0,
  theme: { primary: '#1f3a5f', secondary: '#e8b04b', background: '#faf7f2', text: '#1c1c1c', accent: '#c8553d' },
  css: '',
  logo: '/media/labels/exemplaire/logo.svg',
  logo_footer: '/media/labels/exemplaire/logo-footer.svg',
  logo_big: '/media/labels/exemplaire/logo-big.svg',
  emblem: '/media/labels/exemplaire/emblem.svg',
  logo_png: '/media/labels/exemplaire/logo.png',
  catch_phrase: 'Des livres',
  catch_lines: 'Une\nDeux',
  description: '<p>Maison</p>',
  facebook_page: null,
  bluesky_page: null,
  linkedin_page: null,
  instagram_page: null,
  featureAbout: true,
  featureProjects: true,
  featureLibrary: true,
  featureExternals: true,
  featureShop: true,
  featureEvents: true,
  featureAuthors: true,
  featureCart: true,
  featureBookseller: true,
  feature_crowdfunding: true,
  global_message: null,
  checkout_message: null,
  version: 3,
  updated_at: '2026-11-12T13:05:00Z',
};

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

function serve(route: (call: RecordedCall) => FakeAnswer | undefined) {
  api = fakeApi((call) => {
    const path = call.url.split('?')[0];
    if (path === '/api/labels/') return { status: 200, body: page(labels) };
    const answer = route(call);
    if (answer) return answer;
    if (path.startsWith('/api/staff/audit/')) return { status: 200, body: page([]) };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  return api;
}

const renderAt = (ui: ReactElement, url = `${BASE}/collections`) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );

describe('contrast', () => {
  it('gives WCAG’s ratio, in French', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')! < 4.5).toBe(true);
    expect(contrastRatio('rouge', '#fff')).toBeNull();
    expect(formatRatio(4.4789)).toBe('4,47:1');
  });
});

describe('the labels', () => {
  it('lists them, each linking to its form', async () => {
    serve((call) => (call.url.startsWith('/api/staff/labels/?') ? { status: 200, body: page([label]) } : undefined));
    renderAt(<LabelList base={BASE} />);
    const link = await screen.findByRole('link', { name: 'Exemplaire' });
    expect(link.getAttribute('href')).toBe(`${BASE}/collections/1`);
    expect(screen.getByText('10 sur 10')).toBeTruthy();
  });

  it('sends only what changed, with the version: a switch turned off, the banner; then shows the server’s CSS refusal', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    serve((call) => {
      if (call.method !== 'PATCH') return undefined;
      patches.push(call.body);
      return patches.length === 1
        ? { status: 200, body: { ...label, featureShop: false, global_message: 'Fermé en août.', version: 4 } }
        : { status: 400, body: { css: ['Ligne 1 : les règles @import ne sont pas acceptées : seulement des sélecteurs et leurs déclarations.'] } };
    });
    renderAt(<LabelForm label={label} />, `${BASE}/collections/1`);
    expect(within(screen.getByRole('list', { name: 'Anciennes adresses (toujours redirigées)' })).getByText('/ancienne/')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Boutique' }));
    await user.type(screen.getByRole('textbox', { name: 'Bandeau de toutes les pages' }), 'Fermé en août.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeTruthy();
    expect(patches[0]).toEqual({ featureShop: false, global_message: 'Fermé en août.', version: 3 });

    const css = screen.getByRole('textbox', { name: 'CSS propre à la collection' });
    await user.click(css);
    await user.paste('@import "x.css";');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(css.getAttribute('aria-invalid')).toBe('true'));
    expect(patches[1]).toEqual({ css: '@import "x.css";', version: 4 });
    const errorId = css.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(document.getElementById(errorId)!.textContent).toBe('Ligne 1 : les règles @import ne sont pas acceptées : seulement des sélecteurs et leurs déclarations.');
  });

  it('shows the contrast of the theme, warns under 4.5:1 and sends the whole theme', async () => {
    const user = userEvent.setup();
    serve((call) => (call.method === 'PATCH' ? { status: 200, body: { ...label, version: 4 } } : undefined));
    renderAt(<LabelForm label={label} />, `${BASE}/collections/1`);
    expect(screen.getByText('Texte sur le fond des pages').parentElement!.textContent).toMatch(/Contraste 1[5-7],\d\d:1$/);
    const text = screen.getByRole('textbox', { name: 'Texte' });
    await user.clear(text);
    await user.type(text, '#bbbbbb');
    expect(screen.getByText('Texte sur le fond des pages').parentElement!.textContent).toMatch(/insuffisant \(4,5:1 au moins pour du texte\)/);
    // And it tells the colour the pages will show instead, which reads
    const shown = /Les pages l’afficheront en (#[0-9a-f]{6})\.$/.exec(screen.getByText('Texte sur le fond des pages').parentElement!.textContent!)?.[1];
    expect(contrastRatio(shown!, label.theme.background)).toBeGreaterThanOrEqual(4.5);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(api!.to('/api/staff/labels/1/').length).toBe(1));
    expect(api!.to('/api/staff/labels/1/')[0].body).toEqual({ theme: { ...label.theme, text: '#bbbbbb' }, version: 3 });
  });

  it('refuses a colour it cannot read before sending anything', async () => {
    const user = userEvent.setup();
    serve(() => undefined);
    renderAt(<LabelForm label={label} />, `${BASE}/collections/1`);
    const accent = screen.getByRole('textbox', { name: 'Accent' });
    await user.clear(accent);
    await user.type(accent, 'rouge');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(accent.getAttribute('aria-invalid')).toBe('true');
    expect(api!.to('/api/staff/labels/1/').length).toBe(0);
  });
});

describe('the goodies', () => {
  it('creates one with two variants', async () => {
    const user = userEvent.setup();
    const created: StaffGoodie = {
      id: 9,
      slug: 'tote-bag',
      old_slugs: [],
      draft: false,
      name: 'Tote bag',
      label: 1,
      price: '15.00',
      vat_rate: '20',
      description: '',
      description_text: '',
      images: ['/media/products/tote-bag.svg'],
      bookseller_only: false,
      locked_by_voucher: false,
      out_of_stock: false,
      restocking_date: null,
      attributes: [],
      variants: [],
      version: 1,
      updated_at: '2026-11-12T13:05:00Z',
    };
    serve((call) => (call.method === 'POST' && call.url === '/api/staff/goodies/' ? { status: 201, body: created } : undefined));
    renderAt(<GoodieForm goodie={null} base={BASE} />, `${BASE}/goodies/nouveau`);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Tote bag');
    await screen.findByRole('option', { name: 'Exemplaire' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collection' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Prix TTC (€)' }), '15');
    await user.click(screen.getByRole('button', { name: 'Ajouter une déclinaison' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une déclinaison' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la déclinaison 1' }), 'Naturel');
    await user.type(screen.getByRole('textbox', { name: 'Stock de la déclinaison 1' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Nom de la déclinaison 2' }), 'Noir');
    await user.click(screen.getByRole('button', { name: 'Supprimer la déclinaison Noir' }));
    await user.click(screen.getByRole('button', { name: 'Ajouter une déclinaison' }));
    await user.type(screen.getByRole('textbox', { name: 'Nom de la déclinaison 2' }), 'Bleu');
    await user.clear(screen.getByRole('textbox', { name: 'Stock de la déclinaison 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock de la déclinaison 2' }), '3');
    await user.click(screen.getByRole('button', { name: 'Créer le goodie' }));
    await waitFor(() => expect(api!.to('/api/staff/goodies/').length).toBe(1));
    expect(api!.to('/api/staff/goodies/')[0].body).toMatchObject({
      name: 'Tote bag',
      label: 1,
      price: '15.00',
      vat_rate: '20',
      images: [],
      variants: [
        { name: 'Naturel', stock: 5 },
        { name: 'Bleu', stock: 3 },
      ],
    });
  });

  it('keeps a variant a cart holds: no delete button, the way to set it to 0 said instead; the server’s refusal shown', async () => {
    const user = userEvent.setup();
    const goodie: StaffGoodie = {
      id: 9,
      slug: 'mug',
      old_slugs: [],
      draft: false,
      name: 'Mug',
      label: 1,
      price: '9.90',
      vat_rate: '20',
      description: '',
      description_text: '',
      images: ['/media/products/mug.svg'],
      bookseller_only: false,
      locked_by_voucher: false,
      out_of_stock: false,
      restocking_date: null,
      attributes: [],
      variants: [
        { id: 1, name: 'Blanc', stock: 4, attributes: [], deletable: false },
        { id: 2, name: 'Bleu', stock: 4, attributes: [], deletable: true },
      ],
      version: 2,
      updated_at: '2026-11-12T13:05:00Z',
    };
    serve((call) =>
      call.method === 'PATCH'
        ? { status: 400, body: { variants: ['La déclinaison « Bleu » est dans un panier ou a été achetée : elle ne peut pas être supprimée. Mettez plutôt son stock à 0.'] } }
        : undefined,
    );
    renderAt(<GoodieForm goodie={goodie} base={BASE} />, `${BASE}/goodies/9`);
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]).getByText('Dans un panier : mettez son stock à 0.')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Supprimer la déclinaison Bleu' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(/La déclinaison « Bleu » est dans un panier/)).toBeTruthy();
    expect(api!.to('/api/staff/goodies/9/')[0].body).toEqual({ variants: [{ id: 1, name: 'Blanc', stock: 4 }], version: 2 });
  });

  it('makes a draft public by a PATCH of `draft`; a saved draft links to its product page, its old addresses listed', async () => {
    const user = userEvent.setup();
    const goodie: StaffGoodie = {
      id: 9,
      slug: 'mug',
      old_slugs: ['tasse'],
      draft: true,
      name: 'Mug',
      label: 1,
      price: '9.90',
      vat_rate: '20',
      description: '',
      description_text: '',
      images: [],
      bookseller_only: false,
      locked_by_voucher: false,
      out_of_stock: false,
      restocking_date: null,
      attributes: [],
      variants: [],
      version: 2,
      updated_at: '2026-11-12T13:05:00Z',
    };
    serve((call) => (call.method === 'PATCH' ? { status: 200, body: { ...goodie, draft: false, version: 3 } } : undefined));
    renderAt(<GoodieForm goodie={goodie} base={BASE} />, `${BASE}/goodies/9`);
    const preview = await screen.findByRole('link', { name: 'Aperçu de la page publique (s’ouvre dans un nouvel onglet)' });
    expect(preview.getAttribute('href')).toBe('/exemplaire/boutique/produit/mug');
    expect(within(screen.getByRole('list', { name: 'Anciennes adresses (toujours redirigées)' })).getByText('tasse')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Brouillon : visible seulement par l’équipe' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(api!.to('/api/staff/goodies/9/')[0].body).toEqual({ draft: false, version: 2 }));
  });
});
