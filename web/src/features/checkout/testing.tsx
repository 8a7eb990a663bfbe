import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ModalHost } from '@/components/ui/modal';
import { CART_ID_STORAGE_KEY } from '@/lib/cart/cart-id';
import { PROFILE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/lib/session';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { RELAY } from '@/testing/fixtures';
import type { Address, Cart, CartLine, Shipment, UserProfile } from '@/types/api';

/** Test fixtures and a stateful fake API of the checkout (cart, addresses, shipments, relays). */

let serial = 0;
/** A cart id of its own for each test: SWR's cache outlives a test. */
export const newCartId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

export function anAddress(id: number, over: Partial<Address> = {}): Address {
  return {
    id,
    name: '',
    firstname: 'Camille',
    lastname: 'Durand',
    address: `${id} rue des Lilas`,
    address_line_2: '',
    address_line_3: '',
    postal_code: '75011',
    city: 'Paris',
    country: { code: 'FR', name: 'France' },
    phone: '',
    gln: '',
    shadow: false,
    ...over,
  };
}

export function aLine(over: Partial<CartLine> = {}): CartLine {
  return {
    id: 'l1',
    quantity: 1,
    price: '20.00',
    price_no_vat: '18.96',
    total: '20.00',
    total_no_vat: '18.96',
    product: {
      id: 107,
      slug: 'le-dernier-ferry',
      type: 'book',
      name: 'Le Dernier Ferry pour Ouessant',
      price: '20.00',
      price_no_vat: '18.96',
      description_text: '',
      image: null,
      image_webp: null,
      out_of_stock: false,
      restocking_date: null,
      label_slug: 'exemplaire',
      author: null,
    },
    variant: null,
    dedications: [],
    expected_shipment_date: '2030-01-02',
    ...over,
  };
}

export function aShipment(cartId: string, over: Partial<Shipment> = {}): Shipment {
  return {
    id: `${cartId}.now`,
    mode: 'colissimo',
    parcel_shop: null,
    expedition_date: null,
    expected_expedition_date: '2030-01-02',
    expected_delivery_date: '2030-01-04',
    tracking_number: null,
    cart_lines: ['l1'],
    options: [
      {
        mode: 'colissimo',
        carrier_name: 'Colissimo',
        delivery_conditions: 'Livraison à domicile contre signature',
        estimated_delivery_date: '2030-01-04',
        price_with_vat: '6.90',
        displayed_price: '6,90 €',
      },
      {
        mode: 'mondial_relay',
        carrier_name: 'Mondial Relay',
        delivery_conditions: 'Livraison en point relais',
        estimated_delivery_date: '2030-01-08',
        price_with_vat: '4.50',
        displayed_price: '4,50 €',
      },
    ],
    ...over,
  };
}

export function aCart(id: string, over: Partial<Cart> = {}): Cart {
  return {
    id,
    reference: 'C-2030-0042',
    status: 0,
    need_delivery: true,
    cart_lines: [aLine()],
    shipping_address: null,
    billing_address: null,
    bundle: null,
    shipments: [aShipment(id)],
    expected_shipment_dates: ['2030-01-02'],
    sub_total_price: '20.00',
    expedition_price: '6.90',
    expedition_price_no_vat: '5.75',
    total_price: '26.90',
    total_no_vat: '24.71',
    vat_amount: '2.19',
    remaining_to_pay: '26.90',
    voucher_usages: [],
    invoice_date: null,
    invoice_file: null,
    invoice_number: null,
    paid_with: null,
    paid: false,
    owner: 1,
    ...over,
  };
}

export const aReader = (id: number): UserProfile => ({ id, email: 'camille@exemple.fr', nickname: 'Camille', isBookseller: false, is_staff: false });

/** Logs in `profile` and stores the cart id, as the session would. */
export function signIn(profile: UserProfile, cartId: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access: 'a.b.c', refresh: 'd.e.f' }));
  localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(profile));
  localStorage.setItem(CART_ID_STORAGE_KEY, cartId);
}

/**
 * The fake checkout API: the cart and the address book change as the real API would change them;
 * `override` answers a call first when it returns something.
 */
export function checkoutApi(state: { cart: Cart; addresses: Address[]; profile: UserProfile }, override?: (call: RecordedCall) => FakeAnswer | undefined) {
  const path = (call: RecordedCall) => call.url.split('?')[0];
  const cartPath = `/api/carts/${state.cart.id}/`;
  const byId = (id: unknown) => state.addresses.find((a) => a.id === id) ?? null;
  return fakeApi((call) => {
    const forced = override?.(call);
    if (forced) return forced;
    const p = path(call);
    if (p === '/api/users/profile/') return { status: 200, body: state.profile };
    if (p === '/api/users/addresses/' && call.method === 'OPTIONS') {
      return {
        status: 200,
        body: {
          actions: {
            POST: {
              country: {
                choices: [
                  { value: 'FR', display_name: 'France' },
                  { value: 'BE', display_name: 'Belgique' },
                ],
              },
            },
          },
        },
      };
    }
    if (p === '/api/users/addresses/' && call.method === 'GET')
      return { status: 200, body: { count: state.addresses.length, next: null, previous: null, results: state.addresses } };
    if (p === '/api/users/addresses/' && call.method === 'POST') {
      const address = anAddress(100 + state.addresses.length, call.body as Partial<Address>);
      address.country = { code: 'FR', name: 'France' };
      state.addresses.push(address);
      return { status: 201, body: address };
    }
    if (p === cartPath && call.method === 'GET') return { status: 200, body: state.cart };
    if (p === cartPath && call.method === 'PATCH') {
      const body = call.body as Record<string, unknown>;
      const next = { ...state.cart };
      if ('shipping_address' in body) next.shipping_address = byId(body.shipping_address);
      if ('billing_address' in body) next.billing_address = byId(body.billing_address);
      if ('bundle' in body) next.bundle = body.bundle as boolean | null;
      if (body.status === 1) next.status = 1;
      state.cart = next;
      return { status: 200, body: next };
    }
    if (p.startsWith('/api/shipments/') && call.method === 'PATCH') {
      const body = call.body as { mode: string; parcel_shop?: { shop_id: string } };
      state.cart = {
        ...state.cart,
        shipments: (state.cart.shipments as Shipment[]).map((s) =>
          `/api/shipments/${encodeURIComponent(s.id)}/` === p ? { ...s, mode: body.mode, parcel_shop: body.parcel_shop ? { ...RELAY } : null } : s,
        ),
      };
      return { status: 200, body: {} };
    }
    if (p === '/api/relays/') return { status: 200, body: { count: 1, next: null, previous: null, results: [RELAY] } };
    return { status: 404, body: { detail: 'Pas trouvé.' } };
  });
}

/** Renders a checkout page at `url` under `pattern`, with the summary and complete routes as landmarks, and the modal host. */
export function renderAt(url: string, pattern: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/:label/checkout/summary" element={<p>Page du récapitulatif</p>} />
        <Route path="/:label/checkout/complete/:id" element={<p>Page de confirmation</p>} />
      </Routes>
      <ModalHost />
    </MemoryRouter>,
  );
}
