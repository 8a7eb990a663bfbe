/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { closeModal, ModalHost } from '@/components/ui/modal';
import { PROFILE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/lib/session';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { aLabel } from '@/testing/fixtures';
import type { Cart, ParcelShop } from '@/types/api';
import { BooksellerAreaRoute } from './bookseller-area';

const ORDER_ID = 'c0ffee00-0000-4000-8000-000000000002';
const SHIPMENT_ID = `${ORDER_ID}.now`;
const BOOKSELLER = { id: 9, email: 'librairie@exemple.fr', nickname: 'Librairie du Port', isBookseller: true, is_staff: false };

const shop = (ID: string, Nom: string, Adresse1: string, Letter: string): ParcelShop => ({
  ID,
  Nom,
  Adresse1,
  Adresse2: '',
  CP: '29200',
  Ville: 'BREST',
  Pays: 'FR',
  Lat: '48.39',
  Long: '-4.48',
  Nature: '1',
  Letter,
});
const SIAM = shop('029101', 'PRESSE DE SIAM', '40 RUE DE SIAM', 'A');
const JAURES = shop('029102', 'TABAC JAURÈS', '112 RUE JEAN JAURÈS', 'B');
const point = (p: ParcelShop) => ({ ...p, available: true, hours_html_table: '', photo: null, warning: null });

/** A bookseller's order placed by wire, one parcel going to `parcelShop` by Mondial Relay. */
function placedOrder(parcelShop: ParcelShop): Cart {
  return {
    id: ORDER_ID,
    reference: 'B8L3N0',
    status: 2,
    need_delivery: true,
    cart_lines: [],
    shipping_address: {
      id: 4,
      name: 'Librairie du Port',
      firstname: 'Yann',
      lastname: 'Le Gall',
      address: '3 quai de la Douane',
      address_line_2: '',
      address_line_3: '',
      postal_code: '29200',
      city: 'Brest',
      country: { code: 'FR', name: 'France' },
      phone: '',
      gln: '3012345000024',
      shadow: false,
    },
    billing_address: null,
    bundle: null,
    shipments: [
      {
        id: SHIPMENT_ID,
        mode: 'mondial_relay',
        options: [
          { mode: 'mondial_relay', carrier_name: 'Mondial Relay', delivery_conditions: '', estimated_delivery_date: null, price_with_vat: '4.50', displayed_price: '4,50 €' },
        ],
        parcel_shop: parcelShop,
        expedition_date: null,
        expected_expedition_date: '2026-05-04',
        expected_delivery_date: '2026-05-07',
        tracking_number: null,
        cart_lines: [],
      },
    ],
    expected_shipment_dates: [],
    sub_total_price: '28.00',
    expedition_price: '4.50',
    expedition_price_no_vat: '3.75',
    total_price: '32.50',
    total_no_vat: '30.29',
    vat_amount: '2.21',
    remaining_to_pay: '32.50',
    voucher_usages: [],
    invoice_date: '2026-05-02',
    invoice_file: null,
    invoice_number: 'F2026-000043',
    paid_with: 'wire',
    paid: false,
    owner: BOOKSELLER.id,
  };
}

function renderOrderPage() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/exemplaire/libraire/commandes/${ORDER_ID}`]}>
        <div id="root">
          <Routes>
            <Route path="/:label" element={<Outlet context={aLabel()} />}>
              <Route path="libraire/*" element={<BooksellerAreaRoute />} />
            </Route>
          </Routes>
        </div>
      </MemoryRouter>
      <ModalHost />
    </SWRConfig>,
  );
}

const relayText = () => screen.getByText('Point relais :').closest('p')!.textContent;

describe("the bookseller area's order detail", () => {
  let api: ReturnType<typeof fakeApi>;
  let current: ParcelShop;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access: 'a.b.c', refresh: 'd.e.f' }));
    localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(BOOKSELLER));
    current = SIAM;
    api = fakeApi((call: RecordedCall): FakeAnswer => {
      const path = new URL(call.url, 'http://shop').pathname;
      if (call.method === 'PATCH' && path === `/api/shipments/${SHIPMENT_ID}/`) {
        current = JAURES;
        return { status: 200, body: placedOrder(current).shipments[0] };
      }
      if (path === `/api/carts/${ORDER_ID}/`) return { status: 200, body: placedOrder(current) };
      if (path === '/api/users/profile/') return { status: 200, body: BOOKSELLER };
      if (path === '/api/relays/') return { status: 200, body: { count: 2, next: null, previous: null, results: [point(SIAM), point(JAURES)] } };
      if (path.endsWith('/contributions/')) return { status: 200, body: [] };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });
  afterEach(() => {
    act(() => closeModal());
    api.restore();
    localStorage.clear();
  });

  it("lets the bookseller change the relay point of a placed order, as in the reader's account", async () => {
    const user = userEvent.setup();
    // given a bookseller's order going to the Siam point
    renderOrderPage();
    await screen.findByRole('heading', { name: /Commande n°B8L3N0/ });
    expect(relayText()).toContain('PRESSE DE SIAM');

    // when the bookseller clicks 'Changer de point relais' and chooses the Jaurès point
    await user.click(screen.getByRole('button', { name: 'Changer de point relais' }));
    const list = await screen.findByRole('list', { name: 'Points relais' });
    const search = new URL(api.to('/api/relays/')[0].url, 'http://shop').searchParams;
    expect([search.get('country'), search.get('postal_code')]).toEqual(['FR', '29200']);
    await user.click(within(list).getByRole('button', { name: 'Choisir le point relais TABAC JAURÈS' }));

    // then the shipment is saved with that point and the order shows it once reloaded
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Points relais' })).toBeNull());
    expect(api.to(`/api/shipments/${SHIPMENT_ID}/`)[0]).toMatchObject({ method: 'PATCH', body: { mode: 'mondial_relay', parcel_shop: { shop_id: '029102', pays: 'FR' } } });
    await waitFor(() => expect(relayText()).toContain('TABAC JAURÈS, 112 RUE JEAN JAURÈS, 29200 BREST'));
  });
});
