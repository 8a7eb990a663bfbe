/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal } from '@/components/ui/modal';
import type { Address, Cart, UserProfile } from '@/types/api';
import { aCart, anAddress, aReader, aShipment, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { DeliveryStep } from './delivery-step';

let userSerial = 500;

function setUp(cart: (id: string) => Partial<Cart>, addresses: Address[], override?: Parameters<typeof checkoutApi>[1]) {
  const id = newCartId();
  const profile: UserProfile = aReader(++userSerial);
  const state = { cart: aCart(id, cart(id)), addresses, profile };
  signIn(profile, id);
  const api = checkoutApi(state, override);
  document.cookie = 'csrftoken=jeton';
  renderAt('/exemplaire/checkout/livraison', '/:label/checkout/livraison', <DeliveryStep labelSlug="exemplaire" withDelivery />);
  const patches = () => api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
  return { api, state, patches };
}

const continueLink = () => screen.queryByRole('link', { name: 'Continuer' });

describe('the delivery step', () => {
  let api: ReturnType<typeof checkoutApi> | undefined;
  afterEach(() => {
    act(() => closeModal());
    api?.restore();
    localStorage.clear();
  });

  it('chooses the one saved address for shipping and billing, then offers to continue', async () => {
    const only = anAddress(11);
    const t = setUp(() => ({}), [only]);
    api = t.api;

    await waitFor(() => expect(t.patches()).toEqual([{ shipping_address: 11, billing_address: 11 }]));
    const same = await screen.findByRole('checkbox', { name: "Identique à l'adresse de livraison" });
    await waitFor(() => expect((same as HTMLInputElement).checked).toBe(true));
    expect(continueLink()?.getAttribute('href')).toBe('/exemplaire/checkout/summary');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the new-address dialog by itself without any address, shows the errors, and uses the new address', async () => {
    const user = userEvent.setup();
    const t = setUp(
      () => ({}),
      [],
      (call) =>
        call.method === 'POST' && call.url.startsWith('/api/users/addresses/') && (call.body as { postal_code: string }).postal_code === '7501'
          ? { status: 400, body: { postal_code: ['Le code postal doit comporter 5 chiffres.'] } }
          : undefined,
    );
    api = t.api;

    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle adresse' });
    expect(continueLink()).toBeNull();
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(form.getByText('Le prénom est requis.')).toBeTruthy();

    await user.type(form.getByLabelText(/^Prénom/), 'Camille');
    await user.type(form.getByLabelText(/^Nom$/), 'Durand');
    await user.type(form.getByLabelText(/^Adresse/), '3 rue des Lilas');
    await user.type(form.getByLabelText(/^Code postal/), '7501');
    await user.type(form.getByLabelText(/^Ville/), 'Paris');
    expect((form.getByLabelText(/^Pays/) as HTMLSelectElement).value).toBe('FR');
    await user.click(form.getByRole('button', { name: "Enregistrer l'adresse" }));
    expect(await form.findByText('Le code postal doit comporter 5 chiffres.')).toBeTruthy();

    await user.type(form.getByLabelText(/^Code postal/), '1');
    await user.click(form.getByRole('button', { name: "Enregistrer l'adresse" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(t.patches()).toEqual([{ shipping_address: 100, billing_address: 100 }]));
    expect(await screen.findByRole('link', { name: 'Continuer' })).toBeTruthy();
  });

  it("'same as shipping' unticked clears the billing address, ticked sets it back to shipping", async () => {
    const user = userEvent.setup();
    const home = anAddress(21);
    const office = anAddress(22, { name: 'Bureau' });
    const t = setUp(() => ({ shipping_address: home, billing_address: home }), [home, office]);
    api = t.api;

    const same = (await screen.findByRole('checkbox', { name: "Identique à l'adresse de livraison" })) as HTMLInputElement;
    expect(same.checked).toBe(true);
    expect(continueLink()).toBeTruthy();

    await user.click(same);
    await waitFor(() => expect(t.patches()).toEqual([{ billing_address: null }]));
    await waitFor(() => expect(continueLink()).toBeNull());
    expect(screen.getByRole('group', { name: 'Adresse de facturation' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: "Identique à l'adresse de livraison" }));
    await waitFor(() => expect(t.patches()).toEqual([{ billing_address: null }, { billing_address: 21 }]));
    await waitFor(() => expect(continueLink()).toBeTruthy());
    // Two saved addresses: nothing is chosen for the shopper, no dialog opens.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides Continuer until the bundle question is answered', async () => {
    const user = userEvent.setup();
    const home = anAddress(31);
    const t = setUp(() => ({ shipping_address: home, billing_address: home, expected_shipment_dates: ['2030-01-02', '2030-03-15'] }), [home, anAddress(32)]);
    api = t.api;

    await user.click(await screen.findByRole('radio', { name: /Tout recevoir en un seul colis/ }));
    await waitFor(() => expect(t.patches()).toEqual([{ bundle: true }]));
    expect(await screen.findByRole('link', { name: 'Continuer' })).toBeTruthy();
  });

  it('asks for a relay point when Mondial Relay is chosen, and continues once one is chosen', async () => {
    const user = userEvent.setup();
    const home = anAddress(41);
    const t = setUp((id) => ({ shipping_address: home, billing_address: home, shipments: [aShipment(id)] }), [home, anAddress(42)]);
    api = t.api;

    expect(await screen.findByRole('link', { name: 'Continuer' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Mondial Relay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir un point relais' });
    expect(continueLink()).toBeNull();
    // The shipping address's postal code is searched at once.
    await within(dialog).findByText('Tabac de la Roquette');
    expect(t.api.calls.find((c) => c.url.startsWith('/api/relays/?'))?.url).toBe('/api/relays/?country=FR&postal_code=75011&limit=10');

    await user.click(within(dialog).getByRole('button', { name: 'Choisir le point relais Tabac de la Roquette' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shipmentPatches = t.api.calls.filter((c) => c.url.startsWith('/api/shipments/')).map((c) => c.body);
    expect(shipmentPatches).toEqual([
      { mode: 'mondial_relay' },
      expect.objectContaining({ mode: 'mondial_relay', parcel_shop: expect.objectContaining({ shop_id: '075011', pays: 'FR' }) }),
    ]);
    expect(await screen.findByText('Point relais : Tabac de la Roquette')).toBeTruthy();
    expect(continueLink()).toBeTruthy();
  });
});
