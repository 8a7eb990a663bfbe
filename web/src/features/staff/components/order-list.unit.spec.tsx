/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi } from '@/testing/fake-api';
import type { StaffOrder } from '../types';
import { OrderList } from './order-list';

const order = (id: string, reference: string, extra: Partial<StaffOrder>): StaffOrder => ({
  id,
  reference,
  owner_email: 'librairie@exemple.fr',
  status: 2,
  total: '120.50',
  paid_with: 'wire',
  paid: false,
  invoice_number: null,
  payment_due_date: null,
  overdue: false,
  parcels: null,
  last_modified_at: '2026-11-20T09:00:00.000Z',
  ...extra,
});

const LATE = order('0b7c5a52-1f7e-4c1a-9c55-6f0f8f0b1a01', 'RETARD1', { payment_due_date: '2026-11-15', overdue: true });
const DUE = order('0b7c5a52-1f7e-4c1a-9c55-6f0f8f0b1a02', 'AECHOIR1', { paid_with: 'sepa-debit', payment_due_date: '2027-02-28' });
const page = (results: StaffOrder[]) => ({ count: results.length, next: null, previous: null, results });

describe('the staff orders list', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  it('says which orders on terms are late since when, and lists them alone, oldest due date first, under « En retard »', async () => {
    api = fakeApi((call) => {
      const url = new URL(call.url, 'http://shop');
      if (url.pathname !== '/api/staff/orders/') return { status: 404, body: { detail: 'Pas trouvé.' } };
      return { status: 200, body: url.searchParams.get('overdue') === 'true' ? page([LATE]) : page([DUE, LATE]) };
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/exemplaire/arriere-boutique/commandes']}>
          <OrderList base="/exemplaire/arriere-boutique" />
        </MemoryRouter>
      </SWRConfig>,
    );
    // the late order's row says so, with the day it fell due; the other one its due date
    const lateRow = (await screen.findByRole('link', { name: 'RETARD1' })).closest('tr')!;
    expect(within(lateRow).getByText('En retard').parentElement!.textContent).toBe('En retard depuis le 15 nov. 2026');
    const dueRow = screen.getByRole('link', { name: 'AECHOIR1' }).closest('tr')!;
    expect(within(dueRow).queryByText('En retard')).toBeNull();
    expect(dueRow.textContent).toContain('À encaisser');
    expect(dueRow.textContent).toContain('échéance 28 févr. 2027');

    // the filter shows how many are late, and keeps them alone when pressed
    const filter = screen.getByRole('button', { name: /^En retard/ });
    await waitFor(() => expect(filter.textContent).toMatch(/^En retard1 commande à terme non réglée/));
    expect(filter.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(filter);
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'AECHOIR1' })).toBeNull());
    const asked = api.calls.map((c) => new URL(c.url, 'http://shop').searchParams).filter((q) => q.get('overdue') === 'true' && q.get('limit') !== '1');
    expect(asked.map((q) => q.get('ordering'))).toEqual(['payment_due_date']);
  });

  it('shows paid orders by default, and filters by label, payment, days and parcels, each kept in the address', async () => {
    api = fakeApi((call) => {
      const url = new URL(call.url, 'http://shop');
      if (url.pathname === '/api/labels/') return { status: 200, body: page([{ id: 1, name: 'Exemplaire', slug: 'exemplaire' }] as never) };
      if (url.pathname !== '/api/staff/orders/') return { status: 404, body: { detail: 'Pas trouvé.' } };
      return { status: 200, body: page([DUE]) };
    });
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/exemplaire/arriere-boutique/commandes']}>
          <OrderList base="/exemplaire/arriere-boutique" />
        </MemoryRouter>
      </SWRConfig>,
    );
    await screen.findByRole('link', { name: 'AECHOIR1' });
    const lists = () => api!.calls.map((c) => new URL(c.url, 'http://shop')).filter((u) => u.pathname === '/api/staff/orders/' && u.searchParams.get('limit') !== '1');
    // paid orders first: abandoned carts are not orders
    expect(lists()[0].searchParams.get('status')).toBe('2');

    await user.selectOptions(screen.getByLabelText('Paiement'), 'Virement');
    await user.selectOptions(screen.getByLabelText('Colis'), 'Au moins un colis à expédier');
    await user.type(screen.getByLabelText('Payées du'), '2026-11-01');
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('paid_from')).toBe('2026-11-01'));
    const last = lists().at(-1)!.searchParams;
    expect([last.get('status'), last.get('paid_with'), last.get('parcels')]).toEqual(['2', 'wire', 'to_ship']);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Exemplaire' })).toBeTruthy());
    await user.selectOptions(screen.getByLabelText('Collection'), 'Exemplaire');
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('label')).toBe('1'));

    // carts have no payment nor parcels: asking for them drops those filters
    await user.selectOptions(screen.getByLabelText('Afficher'), 'Paniers ouverts');
    await waitFor(() => expect(lists().at(-1)!.searchParams.get('status')).toBe('0'));
    expect([lists().at(-1)!.searchParams.get('paid_with'), lists().at(-1)!.searchParams.get('label')]).toEqual([null, '1']);
    expect(screen.queryByLabelText('Paiement')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Afficher'), 'Tout (commandes et paniers)');
    await waitFor(() => expect(lists().at(-1)!.searchParams.has('status')).toBe(false));
  });
});
