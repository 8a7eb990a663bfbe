/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@/testing/fake-api';
import type { AfterSale, AfterSaleRefund } from '../../api/after-sale';
import { AfterSaleHistory } from './after-sale-history';

const CART = 'c0ffee00-0000-4000-8000-000000000001';

const refund = (over: Partial<AfterSaleRefund> = {}): AfterSaleRefund => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  credit_note: { id: 'n1', number: 'A2026-000003', pdf: '/api/credit-notes/n1/pdf/' },
  amount: '20.00',
  lines: [{ id: 'l1', name: 'Orbite basse', quantity: 1, amount: '20.00' }],
  shipping: '0.00',
  card: '20.00',
  voucher: '0.00',
  card_status: 'refused',
  card_detail: 'carte expirée',
  reason: 'Livre abîmé',
  at: '2026-12-01T10:00:00Z',
  by: { id: 3, email: 'equipe@exemple.fr' },
  ...over,
});

const page = (refunds: AfterSaleRefund[]): AfterSale => ({
  order: CART,
  version: 9,
  paid_with: 'credit-card',
  cancelled_at: null,
  cancellable: false,
  creditable: '30.00',
  card_refundable: '30.00',
  shipping: '4.90',
  shipping_refundable: '4.90',
  shipped: true,
  lines: [],
  refunds,
  returns: [],
});

describe('the after-sale history', () => {
  let api: ReturnType<typeof fakeApi> | undefined;
  afterEach(() => api?.restore());

  it('asks the bank again for a card refund it refused, and says so', async () => {
    document.cookie = 'csrftoken=jeton';
    api = fakeApi(() => ({ status: 200, body: page([refund({ card_status: 'pending', card_detail: null })]) }));
    const notices: string[] = [];
    render(<AfterSaleHistory page={page([refund()])} cartId={CART} onDone={(n) => notices.push(n)} />);
    expect(screen.getByText(/Carte bancaire : 20\s€, refusé par la banque \(carte expirée\)/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Redemander à la banque' }));
    expect(api.calls.map((c) => [c.method, c.url])).toEqual([['POST', `/api/staff/carts/${CART}/refunds/a1b2c3d4-0000-4000-8000-000000000001/retry/`]]);
    expect(notices).toEqual(['Le remboursement de 20 € sur la carte est demandé à nouveau à la banque.'.replace(' €', '\u00a0€')]);
  });

  it('offers nothing to ask again for a refund the bank did or still considers', () => {
    render(
      <AfterSaleHistory
        page={page([refund({ card_status: 'refunded', card_detail: null }), refund({ id: 'x2', card_status: 'pending', card_detail: null })])}
        cartId={CART}
        onDone={() => undefined}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Redemander à la banque' })).toBeNull();
  });
});
