/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { TOKEN_STORAGE_KEY } from '@/lib/session';
import { fakeApi, type FakeAnswer } from '@/testing/fake-api';
import type { BooksellerStatement, StatementLine } from '../api/statement';
import { Statement } from './statement';

const line = (id: string, reference: string, extra: Partial<StatementLine> = {}): StatementLine => ({
  id,
  reference,
  invoice_number: `F2026-0000${id.slice(-2)}`,
  invoice_date: '2026-05-02',
  invoice_file: `/api/carts/${id}/invoice/`,
  means: 'sepa-debit',
  amount_due: '90.00',
  due_date: '2026-07-31',
  settled_date: null,
  days_overdue: 0,
  ...extra,
});

const STATEMENT: BooksellerStatement = {
  today: '2026-11-27',
  due_total: '340.50',
  overdue_total: '120.50',
  settled_since: '2025-11-27',
  overdue: [line('c0ffee00-0000-4000-8000-000000000011', 'RETARD1', { amount_due: '120.50', due_date: '2026-11-15', days_overdue: 12 })],
  due: [line('c0ffee00-0000-4000-8000-000000000012', 'AECHOIR1', { means: 'wire', amount_due: '220.00', due_date: '2027-02-28' })],
  settled: [line('c0ffee00-0000-4000-8000-000000000013', 'REGLEE1', { due_date: '2026-10-01', settled_date: '2026-09-30' })],
};

const EMPTY: BooksellerStatement = { ...STATEMENT, due_total: '0.00', overdue_total: '0.00', overdue: [], due: [], settled: [] };

function renderStatement(answer: () => FakeAnswer) {
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ access: 'a.b.c', refresh: 'd.e.f' }));
  const api = fakeApi((call) => (new URL(call.url, 'http://shop').pathname === '/api/bookseller/statement/' ? answer() : { status: 404, body: { detail: 'Pas trouvé.' } }));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <Statement orderHref={(id) => `/exemplaire/libraire/commandes/${id}`} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return api;
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('the bookseller’s statement of account', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => {
    api?.restore();
    localStorage.clear();
  });

  it('shows the totals, then the late orders with their delay, those to fall due and those settled, each leading to its order and invoice', async () => {
    api = renderStatement(() => ({ status: 200, body: STATEMENT }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Chargement de votre relevé de compte…');

    // the totals first
    const totals = (await screen.findByText('À régler')).closest('dl') as HTMLElement;
    expect(text(totals)).toMatch(/À régler\s?340,50\s?€/);
    expect(text(totals)).toMatch(/En retard\s?120,50\s?€/);
    // and the whole statement to download for their accounting
    expect(screen.getByRole('link', { name: 'Télécharger le relevé (CSV, pour votre comptabilité)' }).getAttribute('href')).toBe('/api/bookseller/statement/csv/');

    // the late orders, with their delay
    const late = screen.getByRole('table', { name: 'En retard' });
    const lateRows = within(late).getAllByRole('row');
    expect(within(lateRows[0]).getAllByRole('columnheader').map(text)).toEqual(['Commande', 'Facture', 'Paiement', 'Montant', 'Échéance', 'Retard']);
    expect(within(lateRows[1]).getAllByRole('cell').map(text)).toEqual([
      'F2026-000011 : facture de la commande RETARD1 (PDF)du 2 mai 2026',
      'Prélèvement',
      expect.stringMatching(/^120,50\s?€$/),
      '15 nov. 2026',
      '12 jours',
    ]);
    expect(within(late).getByRole('link', { name: 'RETARD1' }).getAttribute('href')).toBe('/exemplaire/libraire/commandes/c0ffee00-0000-4000-8000-000000000011');
    expect(
      within(late)
        .getByRole('link', { name: /facture de la commande RETARD1/ })
        .getAttribute('href'),
    ).toBe('/api/carts/c0ffee00-0000-4000-8000-000000000011/invoice/');

    // those to fall due, paid by wire
    const due = screen.getByRole('table', { name: 'À échoir' });
    expect(within(due).getAllByRole('columnheader').map(text)).not.toContain('Retard');
    expect(within(within(due).getAllByRole('row')[1]).getAllByRole('cell').map(text)).toContain('Virement');
    expect(within(due).getByRole('link', { name: 'AECHOIR1' })).toBeTruthy();

    // the settled ones, with the day they were settled
    const settled = screen.getByRole('table', { name: 'Réglées' });
    expect(within(settled).getAllByRole('columnheader').map(text).at(-1)).toBe('Réglée le');
    expect(within(within(settled).getAllByRole('row')[1]).getAllByRole('cell').map(text).at(-1)).toBe('30 sept. 2026');
  });

  it('says in French when a group is empty', async () => {
    api = renderStatement(() => ({ status: 200, body: EMPTY }));
    expect(await screen.findByText('Aucune commande en retard de paiement.')).toBeTruthy();
    expect(screen.getByText('Aucune commande à échoir.')).toBeTruthy();
    expect(screen.getByText('Aucune commande réglée depuis le 27 novembre 2025.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'En retard' })).toBeTruthy();
  });

  it('says when the statement could not be read and lets the bookseller try again', async () => {
    let fail = true;
    api = renderStatement(() => (fail ? { status: 400, body: { detail: 'Le relevé est indisponible.' } } : { status: 200, body: STATEMENT }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Le relevé est indisponible.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'En retard' })).toBeTruthy();
  });
});
