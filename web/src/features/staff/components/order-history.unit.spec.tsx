/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi } from '@/testing/fake-api';
import { OrderHistory } from './order-history';

const CART = '0b7c5a52-1f7e-4c1a-9c55-6f0f8f0b1a01';

const events = [
  {
    version: 1,
    type: 'CartCreated',
    data: { cartId: CART, labelId: 1, ownerId: 7 },
    metadata: { userId: 7, at: '2026-11-20T09:00:00.000Z' },
    recorded_at: '2026-11-20T09:00:00.000Z',
  },
  {
    version: 2,
    type: 'LineAdded',
    data: { line: { lineId: 'l1', product: { name: 'Les marées de septembre' }, quantity: 2 } },
    metadata: { userId: 7, at: '2026-11-20T09:01:00.000Z' },
    recorded_at: '2026-11-20T09:01:00.000Z',
  },
  {
    version: 3,
    type: 'CartPaid',
    data: { means: 'voucher', amountCents: 4000, paidAt: '2026-11-20T09:05:00.000Z' },
    metadata: { userId: 7, at: '2026-11-20T09:05:00.000Z' },
    recorded_at: '2026-11-20T09:05:00.000Z',
  },
  {
    version: 4,
    type: 'CartPaid',
    data: { means: 'wire', amountCents: 100 },
    metadata: { userId: null, actor: 'system', at: '2026-11-21T10:00:00.000Z' },
    recorded_at: '2026-11-21T10:00:00.000Z',
  },
];

const homeDelivery = {
  id: `${CART}.now`,
  mode: 'colissimo',
  options: [
    {
      mode: 'colissimo',
      carrier_name: 'Colissimo',
      delivery_conditions: 'Livraison à domicile contre signature',
      estimated_delivery_date: '2026-11-24',
      price_with_vat: '7.90',
      displayed_price: '7,90 €',
    },
    {
      mode: 'pickup',
      carrier_name: 'Retrait à la maison d’édition',
      delivery_conditions: 'Retrait sur place',
      estimated_delivery_date: '2026-11-20',
      price_with_vat: '0.00',
      displayed_price: '0,00 €',
    },
  ],
  parcel_shop: null,
  cart_lines: ['l1'],
};

const state = (version: number) => ({
  version,
  id: CART,
  reference: 'ABC123',
  status: version >= 3 ? 2 : 0,
  owner: 7,
  need_delivery: version >= 2,
  cart_lines: version >= 2 ? [{ id: 'l1', quantity: 2, total: '40.00', product: { name: 'Les marées de septembre' } }] : [],
  // No mode chosen yet: the server prices home delivery, the default.
  shipments: version >= 2 ? [homeDelivery] : [],
  shipping_address: null,
  billing_address: null,
  expedition_price: version >= 2 ? '7.90' : '0.00',
  total_price: version >= 2 ? '47.90' : '0.00',
  remaining_to_pay: version >= 3 ? '0.00' : '47.90',
  paid_with: version >= 3 ? 'voucher' : null,
  paid: version >= 3,
  invoice_number: version >= 3 ? 'F2026-000042' : null,
  owner_email: 'lecteur@exemplaire.test',
  invoice_file: version >= 3 ? `/api/carts/${CART}/invoice/` : null,
});

/** The amounts of the cart as of the event shown, under their heading: the figure of a row. */
const amounts = () => screen.getByRole('heading', { name: 'Montants' }).nextElementSibling as HTMLElement;
const amount = (label: string) => within(amounts()).getByText(label).nextElementSibling?.textContent;
/** The 'Livraison' of the addresses (how each parcel travels), not the fee among the amounts. */
const deliveryBlock = () => screen.getAllByText('Livraison').find((el) => !amounts().contains(el)) as HTMLElement;

describe('an order’s history for staff', () => {
  let api: ReturnType<typeof fakeApi>;
  let notes: { id: number; body: string; author: { id: number; email: string } | null; created_at: string }[];

  beforeEach(() => {
    notes = [{ id: 1, body: 'Appel de la cliente : colis chez la gardienne.', author: { id: 3, email: 'equipe@exemplaire.test' }, created_at: '2026-11-21T09:00:00.000Z' }];
    api = fakeApi((call) => {
      const url = new URL(call.url, 'http://boutique.test');
      if (url.pathname === `/api/staff/carts/${CART}/events/`) return { status: 200, body: events };
      if (url.pathname === `/api/staff/carts/${CART}/state/`) return { status: 200, body: state(Number(url.searchParams.get('version'))) };
      if (url.pathname === `/api/staff/carts/${CART}/resend-confirmation/` && call.method === 'POST') return { status: 200, body: { order: CART, to: 'lecteur@exemplaire.test' } };
      if (url.pathname === `/api/staff/carts/${CART}/notes/` && call.method === 'GET')
        return { status: 200, body: { count: notes.length, next: null, previous: null, results: notes } };
      if (url.pathname === `/api/staff/carts/${CART}/notes/` && call.method === 'POST') {
        const note = {
          id: notes.length + 1,
          body: (call.body as { body: string }).body,
          author: { id: 3, email: 'equipe@exemplaire.test' },
          created_at: '2026-11-22T10:00:00.000Z',
        };
        notes.unshift(note);
        return { status: 201, body: note };
      }
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
  });

  afterEach(() => api.restore());

  const renderHistory = (listed: string | null = 'lecteur@exemplaire.test') =>
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <OrderHistory cartId={CART} ownerEmail={listed} />
        </MemoryRouter>
      </SWRConfig>,
    );

  it('lists every event with what, who and when, in French, and shows the state after the last one', async () => {
    renderHistory();
    const timeline = await screen.findByRole('list', { name: 'Historique des événements' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.staff-timeline__what')?.textContent)).toEqual(['Panier créé', 'Article ajouté', 'Paiement enregistré', 'Paiement enregistré']);
    expect(items[1].textContent).toContain('Les marées de septembre × 2');
    expect(items[1].textContent).toContain('Le client (lecteur@exemplaire.test)');
    expect(items[1].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T09:01:00.000Z');
    expect(items[1].textContent).toMatch(/20 nov\. 2026/);
    expect(items[3].textContent).toContain('La boutique (automatique)');
    expect(items[3].textContent).toContain('Virement');
    expect(await screen.findByRole('heading', { name: "État après l'événement 4 : Paiement enregistré" })).toBeTruthy();
    expect(within(timeline).getAllByRole('button')[3].getAttribute('aria-pressed')).toBe('true');
  });

  it('names the customer by their address when the order is opened by its URL, not from the list', async () => {
    renderHistory(null);
    expect(await screen.findByText('Client : lecteur@exemplaire.test')).toBeTruthy();
    const timeline = await screen.findByRole('list', { name: 'Historique des événements' });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')[1].textContent).toContain('Le client (lecteur@exemplaire.test)'));
  });

  it('offers staff the paid order’s invoice and, after a question, its confirmation sent again', async () => {
    const user = userEvent.setup();
    renderHistory();
    const invoice = await screen.findByRole('link', { name: 'Télécharger la facture n° F2026-000042 (PDF)' });
    expect(invoice.getAttribute('href')).toBe(`/api/carts/${CART}/invoice/`);
    await user.click(screen.getByRole('button', { name: 'Renvoyer la confirmation' }));
    const question = screen.getByRole('dialog', { name: 'Renvoyer la confirmation de commande ?' });
    expect(question.textContent).toContain('Elle partira à lecteur@exemplaire.test');
    await user.click(within(question).getByRole('button', { name: 'Renvoyer' }));
    expect(await screen.findByText('Confirmation renvoyée à lecteur@exemplaire.test.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/staff/carts/${CART}/resend-confirmation/`]);
  });

  it('keeps staff’s internal notes under the history: a note added shows first, an empty one is refused', async () => {
    const user = userEvent.setup();
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Notes, de la plus récente à la plus ancienne' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.staff-notes__body')?.textContent),
    ).toEqual(['Appel de la cliente : colis chez la gardienne.']);
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    expect(await screen.findByText('Écrivez la note avant de l’ajouter.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Nouvelle note' }), 'Rappelée le lendemain.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0].textContent).toContain('Rappelée le lendemain.'));
    expect(screen.getByRole('textbox', { name: 'Nouvelle note' })).toHaveProperty('value', '');
  });

  it('shows the cart as of the event staff pick, from the server’s replay', async () => {
    const user = userEvent.setup();
    renderHistory();
    const timeline = await screen.findByRole('list', { name: 'Historique des événements' });
    await user.click(within(timeline).getAllByRole('button')[1]);
    expect(await screen.findByRole('heading', { name: "État après l'événement 2 : Article ajouté" })).toBeTruthy();
    await waitFor(() => expect(amount('Reste à payer')).toMatch(/^47,90\s€$/));
    expect(screen.getByText('Non payée')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes(`/state/?version=2`))).toBe(true);
    await user.click(within(timeline).getAllByRole('button')[0]);
    expect(await screen.findByText('Le panier est vide à ce moment-là.')).toBeTruthy();
  });

  it('shows the delivery the totals count: home delivery by default, with its fee, before any choice', async () => {
    const user = userEvent.setup();
    renderHistory();
    const timeline = await screen.findByRole('list', { name: 'Historique des événements' });
    await user.click(within(timeline).getAllByRole('button')[1]);
    await screen.findByRole('heading', { name: "État après l'événement 2 : Article ajouté" });
    await waitFor(() => expect(amount('Livraison')).toMatch(/^7,90\s€$/));
    const delivery = deliveryBlock().nextElementSibling?.textContent ?? '';
    expect(delivery).toMatch(/^Colissimo — 7,90\s€/);
    expect(delivery).toContain('Adresse pas encore choisie');
    expect(delivery).not.toContain('Aucune');
    expect(api.calls.some((c) => c.url.includes('/state/?version=2') && c.url.includes('shipments.options'))).toBe(true);
    // Nothing to ship yet: no delivery, and no fee either.
    await user.click(within(timeline).getAllByRole('button')[0]);
    await screen.findByText('Le panier est vide à ce moment-là.');
    expect(deliveryBlock().nextElementSibling?.textContent).toBe('Aucune');
    expect(amount('Livraison')).toBe('Gratuite');
  });

  it('says when the history cannot be read', async () => {
    api.restore();
    api = fakeApi(() => ({ status: 404, body: { detail: "Ce panier n'existe pas." } }));
    renderHistory();
    expect((await screen.findByRole('alert')).textContent).toContain("Ce panier n'existe pas.");
  });
});
