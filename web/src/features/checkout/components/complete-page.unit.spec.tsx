/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/testing/dom-polyfills';
import { getCartId } from '@/lib/cart/cart-id';
import type { Cart } from '@/types/api';
import { aCart, aReader, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { CompletePage } from './complete-page';

function setUp(statuses: Cart['status'][], comments: unknown = [], over: Partial<Cart> = {}) {
  const id = newCartId();
  const profile = aReader(900);
  const state = { cart: aCart(id, over), addresses: [], profile };
  signIn(profile, id);
  document.cookie = 'csrftoken=jeton';
  let reads = 0;
  const api = checkoutApi(state, (call) => {
    if (call.method === 'GET' && call.url.split('?')[0] === `/api/carts/${id}/`) {
      const status = statuses[Math.min(reads++, statuses.length - 1)];
      return { status: 200, body: { ...state.cart, status } };
    }
    if (call.url === `/api/carts/${id}/comment/`) {
      return call.method === 'GET' ? { status: 200, body: comments } : { status: 400, body: { comment: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'] } };
    }
    return undefined;
  });
  renderAt(`/exemplaire/checkout/complete/${id}`, '/:label/checkout/complete/:id', <CompletePage labelSlug="exemplaire" cartId={id} />);
  return { api, id };
}

const THANKS = 'Votre commande n°C-2030-0042 a bien été enregistrée, merci de votre confiance.';

describe('the order confirmation page', () => {
  let api: ReturnType<typeof checkoutApi> | undefined;
  afterEach(() => {
    api?.restore();
    localStorage.clear();
  });

  it('thanks for a paid order and forgets the cart, so the next visit starts a new one', async () => {
    api = setUp([2]).api;
    expect(await screen.findByText(THANKS)).toBeTruthy();
    expect(screen.getByText(/informé·e par e-mail/)).toBeTruthy();
    expect(getCartId()).toBeNull();
  });

  it("waits while the bank's notification is on its way, then thanks", async () => {
    api = setUp([1, 2]).api;
    expect(await screen.findByText('Paiement en cours de confirmation…')).toBeTruthy();
    expect(await screen.findByText(THANKS, undefined, { timeout: 4000 })).toBeTruthy();
    expect(getCartId()).toBeNull();
  });

  it('sends an unpaid, unconfirmed cart back to the summary and keeps it', async () => {
    const t = setUp([0]);
    api = t.api;
    expect(await screen.findByText('Page du récapitulatif')).toBeTruthy();
    expect(getCartId()).toBe(t.id);
  });

  it('offers a comment form per campaign backed, with the server refusal shown', async () => {
    const user = userEvent.setup();
    api = setUp([2], [{ crowdfunding: { id: 4, title: 'Les Phares du Ponant', slug: 'phares' }, contribution: 9, comment: '' }]).api;
    const field = await screen.findByLabelText('Votre message pour « Les Phares du Ponant »');
    await user.type(field, 'Bravo !');
    await user.click(screen.getByRole('button', { name: 'Publier mon commentaire' }));
    await waitFor(() => expect(screen.getByText('Assurez-vous que ce champ ne comporte pas plus de 500 caractères.')).toBeTruthy());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ crowdfunding: 4, comment: 'Bravo !' });
  });

  it('recaps the paid order: payment, invoice, lines, money after the voucher, and the way to the order in the account', async () => {
    // given a 26,90 € order, 5 € taken on a voucher, the rest paid by card
    api = setUp([2], [], {
      paid: true,
      paid_with: 'credit-card',
      invoice_date: '2030-01-02',
      invoice_number: 'F2030-000007',
      invoice_file: '/api/carts/x/invoice/',
      vouchers_amount: '5.00',
      total_after_vouchers: '21.90',
      remaining_to_pay: '0.00',
      voucher_usages: [{ id: 'u1', amount: '5.00', voucher: { code: 'CADEAU05' } }],
    }).api;
    await screen.findByText(THANKS);
    const row = (label: string) => screen.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(screen.getByRole('heading', { name: 'Récapitulatif de votre commande' })).toBeTruthy();
    expect(row('Moyen de paiement')).toBe('CB');
    expect(screen.getByRole('link', { name: 'Télécharger la facture n°F2030-000007' }).getAttribute('href')).toBe('/api/carts/x/invoice/');
    expect(screen.getByRole('rowheader', { name: 'Le Dernier Ferry pour Ouessant' })).toBeTruthy();
    const money = within(screen.getByText('Sous-total').closest('dl') as HTMLElement);
    const amount = (label: string) => money.getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect([amount('Sous-total'), amount('Livraison'), amount('Total TTC'), amount("Bon d'achat CADEAU05"), amount('Payé par CB'), amount('Reste à payer')]).toEqual([
      '20 €',
      '6,90 €',
      '26,90 €',
      '−5 €',
      '21,90 €',
      '0 €',
    ]);
    const [toOrder] = screen.getAllByRole('link', { name: /Voir ma commande/ });
    expect(toOrder.getAttribute('href')).toMatch(/^\/exemplaire\/compte\/orders\/.+/);
  });
});
