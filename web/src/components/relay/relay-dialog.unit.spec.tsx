/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { closeModal, ModalHost } from '@/components/ui/modal';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { RELAY } from '@/testing/fixtures';
import { openRelayDialog } from './relay-dialog';

const CART = 'c0ffee00-0000-4000-8000-0000000000aa';
const SHIPMENT = `${CART}.now`;

const point = (ID: string, Nom: string, Letter: string, distance_m: number, Lat: string, Long: string) => ({
  ...RELAY,
  ID,
  Nom,
  Letter,
  distance_m,
  Lat,
  Long,
  CP: '69001',
  Ville: 'LYON',
});
const TERREAUX = point('069101', 'TABAC DES TERREAUX', 'A', 1354, '45.7668', '4.8319');
const PART_DIEU = point('069102', 'PRESSE PART-DIEU', 'B', 3239, '45.7605', '4.8547');
const GRATTE_CIEL = point('069104', 'LOCKER GRATTE-CIEL', 'C', 4621, '45.7697', '4.8803');
const TILES = { tile_url: '/test-map-tiles/{z}/{x}/{y}.png', attribution: '© les contributeurs d’OpenStreetMap' };

function open(answers: { tiles?: FakeAnswer; search?: FakeAnswer } = {}) {
  const api = fakeApi((call: RecordedCall): FakeAnswer => {
    const path = call.url.split('?')[0];
    if (path === '/api/relays/map-tiles/') return answers.tiles ?? { status: 200, body: TILES };
    if (path === '/api/relays/') return answers.search ?? { status: 200, body: { count: 3, next: null, previous: null, results: [TERREAUX, PART_DIEU, GRATTE_CIEL] } };
    if (call.method === 'PATCH' && path === `/api/shipments/${SHIPMENT}/`) return { status: 200, body: {} };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <div id="root" />
      <ModalHost />
    </SWRConfig>,
  );
  act(() => openRelayDialog({ cartId: CART, shipmentId: SHIPMENT, postalCode: '69004', country: 'FR', selectedId: null }));
  return api;
}

const items = () => screen.getAllByRole('listitem').filter((li) => li.classList.contains('relay-list__item'));
const activeItem = () => items().find((li) => li.getAttribute('aria-current') === 'true') ?? null;
/** The map's markers, by their titles (Leaflet renders them as focusable role=button elements). */
const marker = (title: RegExp) => screen.getAllByRole('button').find((b) => b.classList.contains('relay-marker') && title.test(b.getAttribute('title') ?? ''))!;

describe('the relay picker', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    document.cookie = 'csrftoken=jeton';
    // jsdom lays nothing out, so it has no scrolling into view
    Element.prototype.scrollIntoView ??= () => undefined;
    // Leaflet keeps the page from jumping when the map takes the focus: jsdom has no scrolling
    window.scrollTo = () => undefined;
  });
  afterEach(() => {
    act(() => closeModal());
    api.restore();
  });

  it('lists the points nearest first with their distance in French, and one lettered marker per point', async () => {
    api = open();
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un point relais' });
    await within(dialog).findByText('TABAC DES TERREAUX');
    expect(api.calls.find((c) => c.url.startsWith('/api/relays/?'))?.url).toBe('/api/relays/?country=FR&postal_code=69004&limit=10');
    expect(items().map((li) => li.querySelector('.relay-list__distance')?.textContent?.replace(/\u00a0/g, ' '))).toEqual(['à 1,4 km', 'à 3,2 km', 'à 4,6 km']);
    expect(within(dialog).getByText(/3 points relais à moins de 20/)).toBeTruthy();
    // The map comes in its own chunk, then shows a marker per point, titled with the list's letter and name
    await waitFor(() => expect(dialog.querySelectorAll('.relay-marker')).toHaveLength(3));
    expect(marker(/^A : TABAC DES TERREAUX, à 1,4/).querySelector('.relay-marker__letter')?.textContent).toBe('A');
    expect(within(dialog).getByRole('region', { name: 'Carte des points relais' })).toBeTruthy();
  });

  it('selects in the list the point of a marker, ready to be chosen; and on the map the point selected in the list', async () => {
    const user = userEvent.setup();
    api = open();
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un point relais' });
    await waitFor(() => expect(dialog.querySelectorAll('.relay-marker')).toHaveLength(3));
    expect(activeItem()).toBeNull();

    // The keyboard reaches the list before the map: from the search button, the first point's button
    within(dialog).getByRole('button', { name: 'Rechercher' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choisir le point relais TABAC DES TERREAUX' }));
    expect(activeItem()?.textContent).toContain('TABAC DES TERREAUX');
    expect(marker(/TABAC DES TERREAUX/).classList.contains('is-active')).toBe(true);

    // A marker clicked: its point is highlighted in the list and its button takes the focus
    await user.click(marker(/PRESSE PART-DIEU/));
    expect(activeItem()?.textContent).toContain('PRESSE PART-DIEU');
    expect(document.activeElement).toBe(within(activeItem()!).getByRole('button', { name: 'Choisir le point relais PRESSE PART-DIEU' }));
    expect(marker(/PRESSE PART-DIEU/).classList.contains('is-active')).toBe(true);

    // Tabbing on to the next point in the list highlights it on the map instead
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choisir le point relais LOCKER GRATTE-CIEL' }));
    expect(activeItem()?.textContent).toContain('LOCKER GRATTE-CIEL');
    expect(marker(/LOCKER GRATTE-CIEL/).classList.contains('is-active')).toBe(true);
    expect(marker(/PRESSE PART-DIEU/).classList.contains('is-active')).toBe(false);

    // Enter on the focused button chooses the point: the shipment is saved with it
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({ mode: 'mondial_relay', parcel_shop: { shop_id: '069104', pays: 'FR', letter: 'C' } });
  });

  it('keeps the list, without a map, when the tile server is not configured', async () => {
    api = open({ tiles: { status: 404, body: { detail: 'Pas trouvé.' } } });
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un point relais' });
    await within(dialog).findByText('TABAC DES TERREAUX');
    expect(within(dialog).queryByRole('region', { name: 'Carte des points relais' })).toBeNull();
    expect(items()).toHaveLength(3);
  });

  it('says in French why a postal code finds nothing', async () => {
    const user = userEvent.setup();
    api = open({ search: { status: 400, body: { postal_code: ['Ce code postal ne correspond à aucune commune connue : vérifiez-le.'] } } });
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un point relais' });
    await within(dialog).findByText(/Ce code postal ne correspond à aucune commune connue/);
    api.restore();
    api = fakeApi((call) => (call.url.startsWith('/api/relays/?') ? { status: 200, body: { count: 0, next: null, previous: null, results: [] } } : { status: 200, body: TILES }));
    await user.clear(within(dialog).getByLabelText('Code postal'));
    await user.type(within(dialog).getByLabelText('Code postal'), '38000');
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    await within(dialog).findByText(/Aucun point relais trouvé près de ce code postal \(à moins de 20/);
  });
});
