/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CART_ID_STORAGE_KEY } from '@/lib/cart/cart-id';
import { fakeApi, type FakeAnswer, type RecordedCall } from '@/testing/fake-api';
import { aCampaign, aReward, BOOK, SIGNED } from '../testing-rewards';
import type { ContributionCampaign } from '../types';
import { CONTRIBUTION_MESSAGES as M } from '../utils/contribution-rules';
import { ContributionForm } from './contribution-form';

const CART = '7c1f4a52-1f7e-4c38-9d0a-3c2b5e8f9a10';
const BASE = '/exemplaire/financement-participatif/memoires-d-un-satellite/contribute';

function FormAtRoute({ campaign, isBookseller }: { campaign: ContributionCampaign; isBookseller: boolean }) {
  const { compensationId } = useParams();
  const location = useLocation();
  return (
    <ContributionForm
      campaign={campaign}
      labelId={1}
      labelSlug="exemplaire"
      isBookseller={isBookseller}
      requested={compensationId ? { rewardId: Number(compensationId), key: location.key } : null}
    />
  );
}

function renderAt(path: string, campaign = aCampaign(), isBookseller = false) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:label/financement-participatif/:slug/contribute/:compensationId?" element={<FormAtRoute campaign={campaign} isBookseller={isBookseller} />} />
          <Route path="/:label/checkout/cart" element={<h1>Page du panier</h1>} />
          <Route path="/:label/home" element={<h1>Page d'accueil</h1>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const errorOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const amount = () => screen.getByLabelText('Montant de votre contribution (en euros)') as HTMLInputElement;
const chosen = (name: string) => within(screen.getByRole('listitem', { name }));
/** The alerts that say something (the form's own alert slot stays empty until a refusal). */
const alerts = () => screen.queryAllByRole('alert').filter((alert) => alert.textContent);

describe('the contribution form', () => {
  let api: ReturnType<typeof fakeApi>;
  let answer: (call: RecordedCall) => FakeAnswer;

  beforeEach(() => {
    document.cookie = 'csrftoken=jeton-csrf';
    answer = (call) => {
      if (call.method === 'POST' && call.url === '/api/carts/') return { status: 201, body: { id: CART } };
      if (call.url.startsWith(`/api/carts/${CART}/contribute/`)) return { status: 200, body: { id: CART } };
      if (call.url.startsWith(`/api/carts/${CART}/`)) return { status: 200, body: { id: CART, cart_lines: [] } };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    };
    api = fakeApi((call) => answer(call));
  });

  afterEach(() => {
    api.restore();
    localStorage.clear();
  });

  it('starts with the reward of the URL, and adds one more when it is chosen again', async () => {
    const user = userEvent.setup();
    renderAt(`${BASE}/${SIGNED.id}`);

    const card = chosen(SIGNED.name);
    expect((card.getByLabelText('Quantité') as HTMLInputElement).value).toBe('1');
    expect(card.getAllByLabelText(/^Dédicace n°/)).toHaveLength(1);
    expect(amount().value).toBe('25');

    await user.click(screen.getByRole('link', { name: `Choisir « ${SIGNED.name} »` }));

    await waitFor(() => expect((chosen(SIGNED.name).getByLabelText('Quantité') as HTMLInputElement).value).toBe('2'));
    expect(chosen(SIGNED.name).getAllByLabelText(/^Dédicace n°/)).toHaveLength(2);
    expect(amount().value).toBe('50');
  });

  it('says why the reward of a link is not added: sold out, or kept for booksellers', async () => {
    const soldOut = aReward({ id: 414, name: 'Tirage de tête numéroté et signé', limited: true, limited_quantity: 25, remaining_quantity: 0 });
    const pro = aReward({ id: 416, name: 'Lot libraire : 5 exemplaires', bookseller_only: true });
    const campaign = aCampaign({ compensations: [BOOK, soldOut, pro] });

    const first = renderAt(`${BASE}/414`, campaign);
    expect(alerts().map((alert) => alert.textContent)).toEqual([
      'La contrepartie «\u00a0Tirage de tête numéroté et signé\u00a0» est épuisée\u00a0: elle ne peut plus être choisie. Vous pouvez en choisir une autre ou contribuer sans contrepartie.',
    ]);
    expect(screen.queryByRole('region', { name: 'Vos contreparties' })).toBeNull();
    first.unmount();

    const second = renderAt(`${BASE}/416`, campaign);
    expect(alerts().map((alert) => alert.textContent)).toEqual([
      'La contrepartie «\u00a0Lot libraire\u00a0: 5 exemplaires\u00a0» est réservée aux libraires\u00a0: connectez-vous avec votre compte libraire pour la choisir.',
    ]);
    expect(screen.queryByRole('region', { name: 'Vos contreparties' })).toBeNull();
    second.unmount();

    // A bookseller following the same link gets the reward, and no message
    renderAt(`${BASE}/416`, campaign, true);
    expect(chosen(pro.name).getByLabelText('Quantité')).toBeTruthy();
    expect(alerts()).toEqual([]);
  });

  it('forgets the message once the visitor chooses a reward that can be taken', async () => {
    const user = userEvent.setup();
    const soldOut = aReward({ id: 414, name: 'Tirage de tête numéroté et signé', limited: true, limited_quantity: 25, remaining_quantity: 0 });
    renderAt(`${BASE}/414`, aCampaign({ compensations: [BOOK, soldOut] }));
    expect(alerts()).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: `Choisir « ${BOOK.name} »` }));

    await waitFor(() => expect(alerts()).toEqual([]));
    expect(chosen(BOOK.name).getByLabelText('Quantité')).toBeTruthy();
  });

  it('resizes the dedication fields with the quantity and resets the contribution', async () => {
    const user = userEvent.setup();
    renderAt(`${BASE}/${SIGNED.id}`);
    await user.clear(amount());
    await user.type(amount(), '80');
    const quantity = chosen(SIGNED.name).getByLabelText('Quantité');

    await user.clear(quantity);
    await user.type(quantity, '3');

    expect(
      chosen(SIGNED.name)
        .getAllByLabelText(/^Dédicace n°/)
        .map((f) => f.getAttribute('id')),
    ).toEqual([`reward-${SIGNED.id}-dedication-0`, `reward-${SIGNED.id}-dedication-1`, `reward-${SIGNED.id}-dedication-2`]);
    expect(amount().value).toBe('75');
    await user.clear(quantity);
    await user.type(quantity, '1');
    expect(chosen(SIGNED.name).getAllByLabelText(/^Dédicace n°/)).toHaveLength(1);
    expect(amount().value).toBe('25');
  });

  it('shows every message on submit and focuses the first dedication left empty', async () => {
    const user = userEvent.setup();
    renderAt(`${BASE}/${SIGNED.id}`);
    await user.clear(amount());
    await user.type(amount(), '0,5');
    await user.click(screen.getByRole('link', { name: /Choisir « T-shirt/ }));
    const quantity = chosen(SIGNED.name).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(chosen(SIGNED.name).getByLabelText('Dédicace n°1'), 'Pour Léa');
    await user.clear(amount());
    await user.type(amount(), '0,5');

    await user.click(screen.getByRole('button', { name: 'Valider et voir mon panier' }));

    const second = chosen(SIGNED.name).getByLabelText('Dédicace n°2');
    expect(document.activeElement).toBe(second);
    expect(errorOf(second)).toBe(M.dedicationRequired);
    expect(errorOf(chosen(SIGNED.name).getByLabelText('Dédicace n°1'))).toBeNull();
    expect(errorOf(amount())).toBe(`${M.contributionMin} ${M.rewardsAboveContribution}`);
    expect(errorOf(chosen('T-shirt « Argos-7 »').getByLabelText('Option'))).toBe(M.variantRequired);
    expect(api.calls).toEqual([]);
  });

  it('asks to confirm the gift, then sends the contribution and opens the cart', async () => {
    const user = userEvent.setup();
    renderAt(`${BASE}/${SIGNED.id}`);
    await user.type(chosen(SIGNED.name).getByLabelText('Dédicace n°1'), 'Pour Léa');
    await user.clear(amount());
    await user.type(amount(), '60');

    await user.click(screen.getByRole('button', { name: 'Valider et voir mon panier' }));
    const gift = screen.getByLabelText(/sans contrepartie supplémentaire/);
    expect(errorOf(gift)).toBe(M.confirmGift);
    expect(document.activeElement).toBe(gift);
    expect(api.calls).toEqual([]);

    await user.click(gift);
    expect(errorOf(gift)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Valider et voir mon panier' }));

    await screen.findByRole('heading', { name: 'Page du panier' });
    expect(localStorage.getItem(CART_ID_STORAGE_KEY)).toBe(CART);
    const sent = api.to(`/api/carts/${CART}/contribute/`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      crowdfunding: 1,
      contribution: '60',
      no_compensation: false,
      confirm_gift: true,
      compensations: [{ compensation: SIGNED.id, quantity: 1, price: '25.00', variant: null, dedications: [{ text: 'Pour Léa' }], vouchers: [] }],
    });
  });

  it('hides the rewards when none is wanted, and goes on shopping after a gift', async () => {
    const user = userEvent.setup();
    renderAt(BASE);
    expect(screen.getByRole('region', { name: 'Les contreparties' })).toBeTruthy();
    await user.click(screen.getByLabelText('Je ne souhaite pas de contrepartie'));
    expect(screen.queryByRole('region', { name: 'Les contreparties' })).toBeNull();
    await user.type(amount(), '10');

    await user.click(screen.getByRole('button', { name: 'Valider et continuer mes achats' }));

    await screen.findByRole('heading', { name: "Page d'accueil" });
    expect(api.to(`/api/carts/${CART}/contribute/`)[0]!.body).toMatchObject({ contribution: '10', no_compensation: true, compensations: [] });
  });

  it('shows the server refusals next to the fields they concern', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_ID_STORAGE_KEY, CART);
    answer = (call) =>
      call.url.startsWith(`/api/carts/${CART}/contribute/`)
        ? { status: 400, body: { contribution: ['Refusé par le serveur.'], compensations: [{ dedications: ['Il est nécessaire de remplir le champ de dédicace'] }] } }
        : { status: 404, body: { detail: 'Pas trouvé.' } };
    renderAt(`${BASE}/${SIGNED.id}`);
    await user.type(chosen(SIGNED.name).getByLabelText('Dédicace n°1'), 'Pour Léa');

    await user.click(screen.getByRole('button', { name: 'Valider et voir mon panier' }));

    await waitFor(() => expect(errorOf(amount())).toBe('Refusé par le serveur.'));
    expect(chosen(SIGNED.name).getByText('Il est nécessaire de remplir le champ de dédicace')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST' && c.url === '/api/carts/')).toEqual([]);
  });
});
