/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ModalHost } from '@/components/ui/modal';
import { CART_ID_STORAGE_KEY } from '@/lib/cart/cart-id';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { aBook } from '@/testing/fixtures';
import type { Cart, CartContribution, CartLine } from '@/types/api';
import { LINE_MESSAGES } from '../utils/cart-line-rules';
import { CartView } from './cart-view';
import { DELETE_CONTRIBUTION_TITLE, DELETE_LINE_TITLE } from './delete-line-dialog';

const CART = '7c1f4a52-1f7e-4c38-9d0a-3c2b5e8f9a10';

function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 'line-book',
    quantity: 1,
    price: '20.00',
    price_no_vat: '18.96',
    total: '20.00',
    total_no_vat: '18.96',
    product: aBook(),
    variant: null,
    dedications: [],
    expected_shipment_date: null,
    ...overrides,
  };
}

function aCart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const total = lines.reduce((sum, l) => sum + Number(l.total), 0).toFixed(2);
  return {
    id: CART,
    reference: 'ABCD1234EFGH',
    status: 0,
    need_delivery: true,
    cart_lines: lines,
    shipping_address: null,
    billing_address: null,
    bundle: null,
    shipments: [],
    expected_shipment_dates: [],
    sub_total_price: total,
    expedition_price: '0.00',
    expedition_price_no_vat: '0.00',
    total_price: total,
    total_no_vat: total,
    vat_amount: '0.00',
    remaining_to_pay: total,
    voucher_usages: [],
    invoice_date: null,
    invoice_file: null,
    invoice_number: null,
    paid_with: null,
    paid: false,
    owner: null,
    ...overrides,
  };
}

const SIGNED_BOOK = aLine({ id: 'line-signed', product: aBook({ id: 108, name: 'Brume sur l’Étang-Neuf' }), dedications: [{ text: 'Pour Léa' }] });

function renderCart() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <CartView labelSlug="exemplaire" />
      </MemoryRouter>
      <ModalHost />
    </SWRConfig>,
  );
}

describe('the cart page', () => {
  let api: ReturnType<typeof fakeApi>;
  let cart: Cart;
  let answer: (call: RecordedCall) => FakeAnswer;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    localStorage.setItem(CART_ID_STORAGE_KEY, CART);
    cart = aCart([aLine(), SIGNED_BOOK]);
    answer = (call) => {
      if (call.method === 'GET' && call.url.startsWith(`/api/carts/${CART}/`)) return { status: 200, body: cart };
      if (call.method === 'PUT') return { status: 200, body: {} };
      if (call.method === 'DELETE') {
        cart = aCart(cart.cart_lines.filter((l) => typeof l === 'object' && !call.url.endsWith(l.id)) as CartLine[]);
        return { status: 204 };
      }
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    };
    api = fakeApi((call) => answer(call));
  });

  afterEach(() => {
    api.restore();
    localStorage.clear();
    jest.useRealTimers();
  });

  it('says the cart is empty when there is none', async () => {
    localStorage.clear();
    renderCart();
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Commander' })).toBeNull();
  });

  it('sends a quantity edit once, 300 ms after the last key, and never an invalid one', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCart();
    const line = within(await screen.findByRole('listitem', { name: 'Le Dernier Ferry pour Ouessant' }));
    const quantity = line.getByLabelText('Quantité');
    expect(screen.getByRole('link', { name: 'Commander' }).getAttribute('href')).toBe('/exemplaire/checkout/livraison');

    await user.clear(quantity);
    await act(async () => void jest.advanceTimersByTime(400));
    expect(line.getByText(LINE_MESSAGES.quantityRequired)).toBeTruthy();
    await user.type(quantity, '0');
    await act(async () => void jest.advanceTimersByTime(400));
    expect(line.getByText(LINE_MESSAGES.quantityMin)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '3');
    await act(async () => void jest.advanceTimersByTime(299));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(1));

    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/cartlines/line-book');
    expect(put.body).toEqual({ quantity: 3, dedications: [] });
  });

  it('keeps one dedication per unit and sends them only once all are filled', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCart();
    const line = within(await screen.findByRole('listitem', { name: 'Brume sur l’Étang-Neuf' }));
    const quantity = line.getByLabelText('Quantité');

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(line.getAllByLabelText(/^Dédicace n°/)).toHaveLength(2);
    await act(async () => void jest.advanceTimersByTime(400));
    expect(line.getByText(LINE_MESSAGES.dedicationRequired)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(line.getByLabelText('Dédicace n°2'), 'Pour Tom');
    await act(async () => void jest.advanceTimersByTime(300));

    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ quantity: 2, dedications: [{ text: 'Pour Léa' }, { text: 'Pour Tom' }] });
  });

  it('deletes a line only once the dialog is confirmed', async () => {
    const user = userEvent.setup();
    renderCart();
    const line = within(await screen.findByRole('listitem', { name: 'Le Dernier Ferry pour Ouessant' }));

    await user.click(line.getByRole('button', { name: /Supprimer/ }));
    let dialog = screen.getByRole('dialog', { name: DELETE_LINE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(line.getByRole('button', { name: /Supprimer/ }));
    dialog = screen.getByRole('dialog', { name: DELETE_LINE_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer du panier' }));

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Le Dernier Ferry pour Ouessant' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/cartlines/line-book']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('unconfirms a confirmed cart before saving an edit', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let confirmed = true;
    const base = answer;
    answer = (call) => {
      if (call.method === 'PUT' && confirmed) return { status: 400, body: { detail: 'Votre panier est en cours de paiement : annulez la validation pour le modifier.' } };
      if (call.url.endsWith('/unconfirm')) {
        confirmed = false;
        return { status: 200, body: cart };
      }
      return base(call);
    };
    renderCart();
    const quantity = within(await screen.findByRole('listitem', { name: 'Le Dernier Ferry pour Ouessant' })).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await act(async () => void jest.advanceTimersByTime(300));

    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((c) => c.url.endsWith('/unconfirm'))).toHaveLength(1);
  });

  describe('contributions', () => {
    const REWARD = aLine({ id: 'line-reward', price: '22.00', total: '22.00', product: aBook({ id: 301, name: 'Le livre du projet' }) });
    const contribution = (overrides: Partial<CartContribution>): CartContribution => ({
      id: 'k-1',
      crowdfunding: 7,
      crowdfunding_title: 'Les Voix de la lande',
      crowdfunding_slug: 'les-voix-de-la-lande',
      crowdfunding_label_slug: 'exemplaire',
      amount: '30.00',
      no_compensation: false,
      confirm_gift: true,
      cart_lines: ['line-reward'],
      ...overrides,
    });
    const WITH_REWARD = contribution({});
    const GIFT = contribution({
      id: 'k-2',
      crowdfunding: 8,
      crowdfunding_title: 'Marées hautes',
      crowdfunding_slug: 'marees-hautes',
      crowdfunding_label_slug: 'poesie-du-lundi',
      amount: '12.00',
      no_compensation: true,
      cart_lines: [],
    });

    beforeEach(() => {
      cart = aCart([aLine(), REWARD], { contributions: [WITH_REWARD, GIFT], sub_total_price: '62.00', donations_amount: '20.00', total_price: '62.00', remaining_to_pay: '62.00' });
      const base = answer;
      answer = (call) => {
        const removed = (cart.contributions ?? []).find((c) => call.method === 'DELETE' && call.url === `/api/carts/${CART}/contributions/${c.id}/`);
        if (removed) {
          const lines = (cart.cart_lines as CartLine[]).filter((l) => !removed.cart_lines.includes(l.id));
          cart = aCart(lines, { contributions: cart.contributions!.filter((c) => c.id !== removed.id) });
          return { status: 204 };
        }
        return base(call);
      };
    });

    it('shows each contribution with its campaign, its amount, its rewards and what is given beyond them', async () => {
      renderCart();
      const backed = within(await screen.findByRole('region', { name: 'Contribution à Les Voix de la lande' }));
      expect(backed.getByRole('link', { name: 'Les Voix de la lande' }).getAttribute('href')).toBe('/exemplaire/financement-participatif/les-voix-de-la-lande');
      expect(backed.getByText('30 €')).toBeTruthy();
      expect(backed.getByRole('listitem', { name: 'Le livre du projet' })).toBeTruthy();
      expect(backed.getByText('Soutien au-delà des contreparties').nextElementSibling?.textContent).toMatch(/^8\s€$/);

      const gift = within(screen.getByRole('region', { name: 'Contribution à Marées hautes' }));
      expect(gift.getByRole('link', { name: 'Marées hautes' }).getAttribute('href')).toBe('/poesie-du-lundi/financement-participatif/marees-hautes');
      expect(gift.getByText('Soutien sans contrepartie')).toBeTruthy();
      expect(gift.queryByRole('listitem')).toBeNull();

      // the reward is shown in its contribution only, the book among the articles
      expect(
        within(screen.getByRole('list', { name: 'Articles' }))
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Le Dernier Ferry pour Ouessant']);
      expect(screen.queryByText('Soutien aux projets')).toBeNull();
      expect(screen.getByText('dont soutien aux projets').nextElementSibling?.textContent).toMatch(/^20\s€$/);
    });

    it('takes a contribution back only once the dialog is confirmed', async () => {
      const user = userEvent.setup();
      renderCart();
      const gift = within(await screen.findByRole('region', { name: 'Contribution à Marées hautes' }));

      await user.click(gift.getByRole('button', { name: 'Retirer' }));
      let dialog = screen.getByRole('dialog', { name: DELETE_CONTRIBUTION_TITLE });
      expect(within(dialog).getByText('Voulez-vous vraiment retirer votre contribution à « Marées hautes » de votre panier ?')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
      expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

      await user.click(gift.getByRole('button', { name: 'Retirer' }));
      dialog = screen.getByRole('dialog', { name: DELETE_CONTRIBUTION_TITLE });
      await user.click(within(dialog).getByRole('button', { name: 'Retirer du panier' }));

      await waitFor(() => expect(screen.queryByRole('region', { name: 'Contribution à Marées hautes' })).toBeNull());
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`/api/carts/${CART}/contributions/k-2/`]);
      expect(screen.getByRole('region', { name: 'Contribution à Les Voix de la lande' })).toBeTruthy();
    });

    it('takes a contribution back with its rewards, and says why when the server refuses', async () => {
      const user = userEvent.setup();
      const base = answer;
      let refuse = true;
      answer = (call) => (call.method === 'DELETE' && refuse ? { status: 400, body: { detail: 'Cette commande est déjà payée.' } } : base(call));
      renderCart();
      const backed = within(await screen.findByRole('region', { name: 'Contribution à Les Voix de la lande' }));

      await user.click(backed.getByRole('button', { name: 'Retirer' }));
      const dialog = within(screen.getByRole('dialog', { name: DELETE_CONTRIBUTION_TITLE }));
      expect(dialog.getByText('Voulez-vous vraiment retirer votre contribution à « Les Voix de la lande » et ses contreparties de votre panier ?')).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Retirer du panier' }));
      expect(await dialog.findByText('Cette commande est déjà payée.')).toBeTruthy();

      refuse = false;
      await user.click(dialog.getByRole('button', { name: 'Retirer du panier' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Contribution à Les Voix de la lande' })).toBeNull());
      expect(screen.queryByRole('listitem', { name: 'Le livre du projet' })).toBeNull();
      expect(screen.getByRole('listitem', { name: 'Le Dernier Ferry pour Ouessant' })).toBeTruthy();
    });

    it('unconfirms a confirmed cart before taking a contribution back', async () => {
      const user = userEvent.setup();
      const base = answer;
      let confirmed = true;
      answer = (call) => {
        if (call.method === 'DELETE' && confirmed) return { status: 400, body: { detail: 'Votre panier est en cours de paiement : annulez la validation pour le modifier.' } };
        if (call.url.endsWith('/unconfirm')) {
          confirmed = false;
          return { status: 200, body: cart };
        }
        return base(call);
      };
      renderCart();
      const gift = within(await screen.findByRole('region', { name: 'Contribution à Marées hautes' }));
      await user.click(gift.getByRole('button', { name: 'Retirer' }));
      await user.click(within(screen.getByRole('dialog', { name: DELETE_CONTRIBUTION_TITLE })).getByRole('button', { name: 'Retirer du panier' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Contribution à Marées hautes' })).toBeNull());
      expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(2);
      expect(api.calls.filter((c) => c.url.endsWith('/unconfirm'))).toHaveLength(1);
    });

    it('shows a cart holding only a contribution without reward', async () => {
      cart = aCart([], { contributions: [GIFT], sub_total_price: '12.00', donations_amount: '12.00', total_price: '12.00', remaining_to_pay: '12.00', need_delivery: false });
      renderCart();
      expect(await screen.findByRole('region', { name: 'Contribution à Marées hautes' })).toBeTruthy();
      expect(screen.queryByText('Votre panier est vide.')).toBeNull();
      expect(screen.getByRole('link', { name: 'Commander' }).getAttribute('href')).toBe('/exemplaire/checkout/sans-livraison');
    });
  });
});
