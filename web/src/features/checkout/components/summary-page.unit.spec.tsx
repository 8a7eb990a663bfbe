/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal } from '@/components/ui/modal';
import type { Cart, UserProfile } from '@/types/api';
import { aCart, anAddress, aReader, checkoutApi, newCartId, renderAt, signIn } from '../testing';
import { PAYMENT_CANCELLED, PAYMENT_FAILED, PAYMENT_REFUSED, SummaryPage } from './summary-page';

const PAY_BY_CARD = 'Commander avec obligation de paiement par carte bancaire';

/** Nothing commits before the CGV box is ticked. */
const acceptTerms = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions générales de vente (nouvel onglet)' }));

let userSerial = 700;

function setUp(url: string, over: Partial<Cart> = {}, override?: Parameters<typeof checkoutApi>[1], profile: UserProfile = aReader(++userSerial)) {
  const id = newCartId();
  const home = anAddress(1);
  const state = { cart: aCart(id, { shipping_address: home, billing_address: home, ...over }), addresses: [home], profile };
  signIn(profile, id);
  document.cookie = 'csrftoken=jeton';
  const api = checkoutApi(state, override);
  renderAt(url, '/:label/checkout/summary', <SummaryPage labelSlug="exemplaire" failed={url.includes('fail=1')} />);
  return { api, state, id };
}

describe('the order summary', () => {
  let api: ReturnType<typeof checkoutApi> | undefined;
  afterEach(() => {
    act(() => closeModal());
    api?.restore();
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('says the payment failed when the bank sends the customer back with fail=1', async () => {
    api = setUp('/exemplaire/checkout/summary?fail=1').api;
    expect(await screen.findByText(PAYMENT_FAILED)).toBeTruthy();
    expect(PAYMENT_FAILED).toBe('Une erreur est survenue lors du paiement. Vous pouvez réessayer.');
    expect(await screen.findByRole('button', { name: PAY_BY_CARD })).toBeTruthy();
  });

  it('tells a card the bank refused apart from a payment the customer cancelled', async () => {
    api = setUp('/exemplaire/checkout/summary?fail=1', { status: 1, last_card_attempt: 'refused' }).api;
    expect(await screen.findByText(PAYMENT_REFUSED)).toBeTruthy();
    expect(screen.queryByText(PAYMENT_CANCELLED)).toBeNull();
  });

  it('says a payment the customer cancelled on the bank’s page was not made, nothing debited', async () => {
    api = setUp('/exemplaire/checkout/summary?fail=1', { status: 1, last_card_attempt: 'cancelled' }).api;
    expect(await screen.findByText(PAYMENT_CANCELLED)).toBeTruthy();
    expect(screen.queryByText(PAYMENT_REFUSED)).toBeNull();
  });

  it('shows no failure without fail=1, and recaps lines, addresses, delivery and totals', async () => {
    api = setUp('/exemplaire/checkout/summary').api;
    expect(await screen.findByText('Le Dernier Ferry pour Ouessant')).toBeTruthy();
    expect(screen.queryByText(PAYMENT_FAILED)).toBeNull();
    expect(screen.getByText('Adresse de livraison')).toBeTruthy();
    expect(screen.getAllByText('1 rue des Lilas')).toHaveLength(2);
    expect(screen.getByText('Colissimo')).toBeTruthy();
    expect(screen.getByText('26,90 €')).toBeTruthy();
  });

  it('reloads the cart and shows the cart-content-changed dialog when confirming finds a changed catalogue', async () => {
    const user = userEvent.setup();
    const t = setUp('/exemplaire/checkout/summary', {}, (call) => (call.method === 'PATCH' ? { status: 400, body: { detail: 'cart content changed' } } : undefined));
    api = t.api;
    await acceptTerms(user);
    await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));

    const dialog = await screen.findByRole('dialog', { name: 'Votre panier a changé' });
    expect(dialog.querySelector('[data-modal="cart-content-changed"]')).toBeTruthy();
    const cartReads = t.api.calls.filter((c) => c.method === 'GET' && c.url.startsWith(`/api/carts/${t.id}/`));
    expect(cartReads.length).toBeGreaterThanOrEqual(2);
    expect(t.api.calls.some((c) => c.url.includes('/payment/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier ma commande' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the error-payment dialog for any other confirmation failure', async () => {
    const user = userEvent.setup();
    const t = setUp('/exemplaire/checkout/summary', {}, (call) => (call.method === 'PATCH' ? { status: 500, body: {} } : undefined));
    api = t.api;
    await acceptTerms(user);
    await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));
    const dialog = await screen.findByRole('dialog', { name: 'Paiement impossible' });
    expect(dialog.querySelector('[data-modal="error-payment"]')).toBeTruthy();
  });

  it('confirms the cart, then posts the sealed form to the bank', async () => {
    const user = userEvent.setup();
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const bank = {
      url: 'http://banque.test/paiement.cgi',
      version: '3.0',
      TPE: '0000001',
      contexte_commande: 'e30=',
      date: '01/01/2030:10:00:00',
      montant: '26.90EUR',
      reference: 'ABCDEF123456',
      MAC: 'f'.repeat(40),
      url_retour_ok: 'http://shop/ok',
      url_retour_err: 'http://shop/err',
      lgue: 'FR',
      societe: 'exemplairetest',
      mail: 'camille@exemple.fr',
      texte_libre: 'cart-id',
    };
    const t = setUp('/exemplaire/checkout/summary', {}, (call) => (call.url.endsWith('/payment/') ? { status: 200, body: bank } : undefined));
    api = t.api;
    await acceptTerms(user);
    await user.click(await screen.findByRole('button', { name: PAY_BY_CARD }));

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(t.api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 1, terms_accepted: true, label: 'exemplaire' });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://banque.test/paiement.cgi');
    const posted = Object.fromEntries(new FormData(form).entries());
    expect(posted).toMatchObject({ TPE: '0000001', MAC: 'f'.repeat(40), 'texte-libre': 'cart-id', montant: '26.90EUR', url_retour_ok: 'http://shop/ok' });
    expect(posted).not.toHaveProperty('url');
    expect(posted).not.toHaveProperty('texte_libre');
  });

  it('offers to order with the vouchers when they leave nothing to pay, and pays with them', async () => {
    const user = userEvent.setup();
    const t = setUp('/exemplaire/checkout/summary', { remaining_to_pay: '0.00', voucher_usages: [{ id: 3, amount: '26.90', voucher: { code: 'CADEAU26' } }] }, (call) =>
      call.url.endsWith('/pay_with_voucher/') ? { status: 200, body: {} } : undefined,
    );
    api = t.api;
    await acceptTerms(user);
    expect(screen.queryByRole('button', { name: PAY_BY_CARD })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Commander avec obligation de paiement par bons d’achat' }));
    expect(await screen.findByText('Page de confirmation')).toBeTruthy();
    expect(t.api.calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual(
      expect.arrayContaining([`PATCH /api/carts/${t.id}/`, `POST /api/carts/${t.id}/pay_with_voucher/`]),
    );
  });

  it('shows a bookseller their discount, payment mean and terms, and offers direct debit and wire', async () => {
    const bookseller: UserProfile = {
      id: ++userSerial,
      email: 'librairie@exemple.fr',
      nickname: 'Librairie',
      isBookseller: true,
      is_staff: false,
      bookseller: { id: 1, payment_mean: 'sepa-debit', sepa_term: 90, invoice_mail: null, prisme_member: false, discount: 35 },
    };
    api = setUp('/exemplaire/checkout/summary', {}, undefined, bookseller).api;
    const terms = await screen.findByTestId('bookseller-terms');
    expect(terms.textContent).toContain('remise de 35 %');
    expect(terms.textContent).toContain('Mode de paiement : Prélèvement');
    expect(terms.textContent).toContain('Paiement par prélèvement à 90 jours date de facture.');
    expect(terms.textContent).toContain('Les commandes de plus de 50 euros sont prélevées automatiquement.');
    expect(screen.getByRole('columnheader', { name: "Prix d'achat HT" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Commander avec obligation de paiement par prélèvement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Commander avec obligation de paiement par virement' })).toBeTruthy();
  });
});
