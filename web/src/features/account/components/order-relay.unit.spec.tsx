/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { closeModal, ModalHost } from '@/components/ui/modal';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import type { Cart, ParcelShop } from '@/types/api';
import { OrderDetail } from './order-detail';
import { changeOrderRelay } from './order-relay';

const ORDER_ID = 'c0ffee00-0000-4000-8000-000000000001';
const SHIPMENT_ID = `${ORDER_ID}.now`;

const shop = (ID: string, Nom: string, Adresse1: string, Letter: string): ParcelShop => ({
  ID,
  Nom,
  Adresse1,
  Adresse2: '',
  CP: '75011',
  Ville: 'PARIS',
  Pays: 'FR',
  Lat: '48.85',
  Long: '2.37',
  Nature: '1',
  Letter,
});
const ROQUETTE = shop('075101', 'TABAC LE ROQUETTE', '28 RUE DE LA ROQUETTE', 'A');
const OBERKAMPF = shop('075102', 'PRESSE OBERKAMPF', '112 RUE OBERKAMPF', 'B');
const point = (p: ParcelShop) => ({ ...p, available: true, hours_html_table: '', photo: null, warning: null });

/** A paid order of one parcel going to `parcelShop` by Mondial Relay. */
function paidOrder(parcelShop: ParcelShop): Cart {
  return {
    id: ORDER_ID,
    reference: 'A7K2M9',
    status: 2,
    need_delivery: true,
    cart_lines: [],
    shipping_address: {
      id: 3,
      name: '',
      firstname: 'Jeanne',
      lastname: 'Martin',
      address: '5 rue des Écoles',
      address_line_2: '',
      address_line_3: '',
      postal_code: '35000',
      city: 'Rennes',
      country: { code: 'FR', name: 'France' },
      phone: '',
      gln: '',
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
    sub_total_price: '20.00',
    expedition_price: '4.50',
    expedition_price_no_vat: '3.75',
    total_price: '24.50',
    total_no_vat: '22.71',
    vat_amount: '1.79',
    remaining_to_pay: '0.00',
    voucher_usages: [],
    invoice_date: '2026-05-02',
    invoice_file: null,
    invoice_number: 'F2026-000042',
    paid_with: 'voucher',
    paid: true,
    owner: 7,
  };
}

function renderOrder() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <div id="root">
          <OrderDetail id={ORDER_ID} onChangeRelay={changeOrderRelay} />
        </div>
      </MemoryRouter>
      <ModalHost />
    </SWRConfig>,
  );
}

const relayText = () => screen.getByText('Point relais :').closest('p')!.textContent;

describe("'Changer de point relais' on a paid order", () => {
  let api: ReturnType<typeof fakeApi>;
  let current: ParcelShop;
  let patchAnswer: FakeAnswer | null;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    current = ROQUETTE;
    patchAnswer = null;
    api = fakeApi((call: RecordedCall): FakeAnswer => {
      const path = new URL(call.url, 'http://shop').pathname;
      if (call.method === 'PATCH' && path === `/api/shipments/${SHIPMENT_ID}/`) {
        if (patchAnswer) return patchAnswer;
        current = OBERKAMPF;
        return { status: 200, body: paidOrder(current).shipments[0] };
      }
      if (path === `/api/carts/${ORDER_ID}/`) return { status: 200, body: paidOrder(current) };
      if (path === '/api/relays/') return { status: 200, body: { count: 2, next: null, previous: null, results: [point(ROQUETTE), point(OBERKAMPF)] } };
      if (path.endsWith('/contributions/')) return { status: 200, body: [] };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });
  afterEach(() => {
    act(() => closeModal());
    api.restore();
  });

  it('searches near the current point, saves the chosen one, then shows the order reloaded', async () => {
    const user = userEvent.setup();
    renderOrder();
    await screen.findByRole('heading', { name: /Commande n°A7K2M9/ });
    expect(relayText()).toContain('TABAC LE ROQUETTE');
    // when the owner opens the dialog: the points near the current one are listed, the current one marked
    await user.click(screen.getByRole('button', { name: 'Changer de point relais' }));
    const list = await screen.findByRole('list', { name: 'Points relais' });
    const search = new URL(api.to('/api/relays/')[0].url, 'http://shop').searchParams;
    expect([search.get('country'), search.get('postal_code')]).toEqual(['FR', '75011']);
    expect(within(list).getByRole('button', { name: 'Point relais choisi : TABAC LE ROQUETTE' }).textContent).toBe('Point relais choisi');
    expect(within(list).queryByRole('button', { name: 'Choisir le point relais TABAC LE ROQUETTE' })).toBeNull();
    // and chooses the Oberkampf point
    const detailLoads = api.to(`/api/carts/${ORDER_ID}/`).length;
    await user.click(within(list).getByRole('button', { name: 'Choisir le point relais PRESSE OBERKAMPF' }));
    // then the shipment is saved with that point, the dialog closes and the order is read again
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Points relais' })).toBeNull());
    expect(api.to(`/api/shipments/${SHIPMENT_ID}/`)[0]).toMatchObject({ method: 'PATCH', body: { mode: 'mondial_relay', parcel_shop: { shop_id: '075102', pays: 'FR' } } });
    expect(api.to(`/api/carts/${ORDER_ID}/`).length).toBeGreaterThan(detailLoads);
    await waitFor(() => expect(relayText()).toContain('PRESSE OBERKAMPF, 112 RUE OBERKAMPF, 75011 PARIS'));
  });

  it("keeps the dialog open with the API's French message when the change is refused", async () => {
    const user = userEvent.setup();
    patchAnswer = { status: 400, body: { detail: 'La commande est payée : le mode de livraison ne peut plus être changé, seulement le point relais.' } };
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Changer de point relais' }));
    const list = await screen.findByRole('list', { name: 'Points relais' });
    await user.click(within(list).getByRole('button', { name: 'Choisir le point relais PRESSE OBERKAMPF' }));
    expect(await screen.findByText(/le mode de livraison ne peut plus être changé/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Points relais' })).toBeTruthy();
    expect(relayText()).toContain('TABAC LE ROQUETTE');
  });
});
