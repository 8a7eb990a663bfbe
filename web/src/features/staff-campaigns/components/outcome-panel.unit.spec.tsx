/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { fakeApi } from '@/testing/fake-api';
import type { CampaignOutcome, StaffContribution } from '../api/lifecycle';
import { OutcomePanel } from './outcome-panel';

const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const outcome: CampaignOutcome = {
  campaign: 3,
  end_date: '2026-11-20T17:00:00Z',
  outcome: 'failed',
  outcome_recorded_at: '2026-11-20T17:00:01Z',
  goal_type: 1,
  goal: '5000.00',
  collected: '80.00',
  books: 2,
  completion_percent: 1,
  contributions: { paid: 1, refunded: 2 },
  news_recipients: 2,
  backer_addresses: 3,
};

const contribution = (id: number, extra: Partial<StaffContribution> = {}): StaffContribution => ({
  id,
  backer: { id: 10 + id, email: `soutien-${id}@exemple.fr` },
  nickname: `Soutien ${id}`,
  amount: '30.00',
  paid_at: '2026-11-01T09:00:00Z',
  order_reference: `REF${id}`,
  refunded: false,
  refunded_at: null,
  refunded_by: null,
  refund_method: null,
  credit_note: null,
  ...extra,
});

let api: ReturnType<typeof fakeApi> | null = null;
afterEach(() => api?.restore());

describe('the campaign’s outcome panel', () => {
  it('keeps showing staff the refunded contributions, labelled with their credit note or as refunded elsewhere', async () => {
    const staff = { id: 1, email: 'equipe@exemplaire.test' };
    const refunded = [
      contribution(1, { refunded: true, refunded_at: '2026-11-21T10:00:00Z', refunded_by: staff, refund_method: 'credit_note', credit_note: { id: 'n1', number: 'A2026-000004' } }),
      contribution(2, { refunded: true, refunded_at: '2026-11-21T10:05:00Z', refunded_by: staff, refund_method: 'elsewhere' }),
    ];
    api = fakeApi((call) => {
      if (call.url === '/api/staff/campaigns/3/outcome/') return { status: 200, body: outcome };
      if (call.url.startsWith('/api/staff/campaigns/3/contributions/?status=paid')) return { status: 200, body: page([contribution(3)]) };
      if (call.url.startsWith('/api/staff/campaigns/3/contributions/?status=refunded')) return { status: 200, body: page(refunded) };
      return { status: 404, body: { detail: 'Pas trouvé.' } };
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <OutcomePanel campaignId={3} />
      </SWRConfig>,
    );
    const table = await screen.findByRole('table', { name: 'Contributions remboursées (2), hors des statistiques publiques' });
    // every backer was told of the outcome, whatever they chose for the news
    expect(screen.getByText('3 adresses de contributeur·ices prévenues de l’issue par courriel, et de chaque remboursement.')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => plain(row.textContent))).toEqual([
      'Soutien 1 · soutien-1@exemple.fr30 €REF1Avoir n°A2026-000004 le 21 nov. 2026, 11:00 par equipe@exemplaire.test',
      'Soutien 2 · soutien-2@exemple.fr30 €REF2Remboursée ailleurs le 21 nov. 2026, 11:05 par equipe@exemplaire.test',
    ]);
    // the contribution still to refund stays in its own table
    const toRefund = screen.getByRole('table', { name: 'Contributions payées, pas encore remboursées' });
    expect(within(toRefund).getAllByRole('row')).toHaveLength(2);
  });
});
