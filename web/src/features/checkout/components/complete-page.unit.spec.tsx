/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCartId } from '@/lib/cart-id';
import type { Cart } from '@/types/api';
import { aCart, aReader, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { CompletePage } from './complete-page';

function setUp(statuses: Cart['status'][], comments: unknown = []) {
  const id = newCartId();
  const profile = aReader(900);
  const state = { cart: aCart(id), addresses: [], profile };
  signIn(profile, id);
  document.cookie = 'csrftoken=jeton';
  let reads = 0;
  const api = checkoutApi(state, (call) => {
    if (call.method === 'GET' && call.url === `/api/carts/${id}/`) {
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
});
