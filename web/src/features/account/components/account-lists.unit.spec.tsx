/** @jest-environment jsdom */
import '@/testing/dom-polyfills';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartLine } from '@/types/api';
import { fakeAccountApi, renderWithHost } from '../testing';
import type { AccountVoucher, OwnContribution } from '../types';
import { ContributionDetail, ContributionList } from './contributions';
import { NO_ORDERS, OrderList } from './order-list';
import { OrderDetail } from './order-detail';
import { VoucherList } from './voucher-list';

/** Text with the narrow and non-breaking spaces of fr-FR numbers made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function anOrder(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    reference: 'A7K2M9',
    status: 2,
    need_delivery: true,
    cart_lines: [
      {
        id: 'l1',
        quantity: 2,
        price: '20.00',
        price_no_vat: '18.96',
        total: '40.00',
        total_no_vat: '37.91',
        product: {
          id: 1,
          slug: 'le-ferry',
          type: 'book',
          name: 'Le Dernier Ferry',
          price: '20.00',
          description_text: '',
          image: null,
          image_webp: null,
          out_of_stock: false,
          restocking_date: null,
          label_slug: 'exemplaire',
          author: null,
        },
        variant: null,
        dedications: [{ text: 'Pour Jeanne' }],
        expected_shipment_date: null,
      },
    ],
    shipping_address: {
      id: 3,
      name: '',
      firstname: 'Jeanne',
      lastname: 'Martin',
      address: '5 rue des Écoles',
      address_line_2: '',
      address_line_3: '',
      postal_code: '35000',
      city: 'Rennes',
      country: { code: 'FR', name: 'France' },
      phone: '',
      gln: '',
      shadow: false,
    },
    billing_address: null,
    bundle: null,
    shipments: [
      {
        id: 'c0ffee00.now',
        mode: 'mondial_relay',
        options: [
          { mode: 'mondial_relay', carrier_name: 'Mondial Relay', delivery_conditions: '', estimated_delivery_date: null, price_with_vat: '4.50', displayed_price: '4,50 €' },
        ],
        parcel_shop: {
          ID: '012345',
          Nom: 'Librairie du Port',
          Adresse1: '2 quai Duguay',
          Adresse2: '',
          CP: '35400',
          Ville: 'Saint-Malo',
          Pays: 'FR',
          Lat: null,
          Long: null,
          Nature: '1',
          Letter: 'A',
        },
        expedition_date: null,
        expected_expedition_date: '2026-05-04',
        expected_delivery_date: '2026-05-07',
        tracking_number: null,
        cart_lines: ['l1'],
      },
    ],
    expected_shipment_dates: [],
    sub_total_price: '40.00',
    expedition_price: '4.50',
    expedition_price_no_vat: '3.75',
    total_price: '44.50',
    total_no_vat: '41.66',
    vat_amount: '2.84',
    vouchers_amount: '0.00',
    total_after_vouchers: '44.50',
    // On terms and not settled yet: still owed.
    remaining_to_pay: '44.50',
    voucher_usages: [],
    invoice_date: '2026-05-02',
    invoice_file: '/api/carts/c0ffee00-0000-4000-8000-000000000001/invoice/',
    invoice_number: 'F2026-000042',
    paid_with: 'sepa-debit',
    paid: false,
    owner: 7,
    ...overrides,
  };
}

describe('the account lists', () => {
  const server = fakeAccountApi();

  describe('orders', () => {
    it('asks paid carts, the last changed first, and shows readers cards linking to each order', async () => {
      server.answer = () => ({ status: 200, body: page([anOrder()]) });
      renderWithHost(<OrderList hrefOf={(o) => `/exemplaire/compte/orders/${o.id}`} />);
      const link = await screen.findByRole('link', { name: 'Commande n°A7K2M9' });
      expect(link.getAttribute('href')).toBe('/exemplaire/compte/orders/c0ffee00-0000-4000-8000-000000000001');
      expect(screen.queryByRole('table')).toBeNull();
      const url = new URL(server.api.calls[0].url, 'http://shop');
      expect(url.pathname).toBe('/api/carts/');
      expect(url.searchParams.get('status')).toBe('2');
      expect(url.searchParams.get('ordering')).toBe('-last_modified_at');
      expect(url.searchParams.get('expand')).toContain('cart_lines.product');
    });

    it('shows booksellers a table with the spec columns, each row leading to its order', async () => {
      server.answer = () => ({ status: 200, body: page([anOrder()]) });
      renderWithHost(<OrderList asTable hrefOf={(o) => `/exemplaire/libraire/commandes/${o.id}`} />);
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Ref', 'Date', 'Montant', 'Mode de paiement', 'Payé', 'Facture']);
      const [, row] = within(table).getAllByRole('row');
      expect(
        within(row)
          .getAllByRole('cell')
          .map((td) => plain(td.textContent)),
      ).toEqual(['2 mai 2026', '44,50 €', 'Prélèvement', 'Non', 'Facture F2026-000042']);
      expect(within(row).getByRole('link', { name: 'A7K2M9' }).getAttribute('href')).toBe('/exemplaire/libraire/commandes/c0ffee00-0000-4000-8000-000000000001');
    });

    it('says when there is no order yet', async () => {
      server.answer = () => ({ status: 200, body: page([]) });
      renderWithHost(<OrderList hrefOf={() => '#'} />);
      await screen.findByText(NO_ORDERS);
    });

    it('shows an order: title, lines with dedications, shipping, total, invoice and its relay point', async () => {
      server.answer = (call) => (call.url.includes('/contributions/') ? { status: 200, body: [] } : { status: 200, body: anOrder() });
      const relays: string[] = [];
      renderWithHost(<OrderDetail id="c0ffee00-0000-4000-8000-000000000001" onChangeRelay={(_o, s) => relays.push(s.id)} />);
      await screen.findByRole('heading', { name: 'Commande n°A7K2M9 du 2 mai 2026' });
      expect(screen.getByText('Dédicace : Pour Jeanne')).toBeTruthy();
      expect(plain(screen.getByText('Livraison').nextElementSibling?.textContent ?? '')).toBe('4,50 €');
      expect(plain(screen.getByText('Total TTC').nextElementSibling?.textContent ?? '')).toBe('44,50 €');
      expect(plain(screen.getByText('À régler par prélèvement').nextElementSibling?.textContent ?? '')).toBe('44,50 €');
      expect(plain(screen.getByText('Reste à payer').nextElementSibling?.textContent ?? '')).toBe('44,50 €');
      expect(screen.getByRole('link', { name: /Télécharger la facture/ }).getAttribute('href')).toBe('/api/carts/c0ffee00-0000-4000-8000-000000000001/invoice/');
      expect(screen.getByText(/Librairie du Port/)).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Changer de point relais' }));
      expect(relays).toEqual(['c0ffee00.now']);
    });

    it('shows a bookseller’s order with its lines without VAT (unit HT × quantity), then the VAT of each rate on the totals', async () => {
      const order = anOrder({
        total_no_vat: '42.18',
        vat_amount: '2.32',
        vat_breakdown: [{ rate: '5.50', base: '42.18', amount: '2.32' }],
      });
      const [line] = order.cart_lines as CartLine[];
      Object.assign(line, { price: '15.40', price_no_vat: '14.60', total_no_vat: '29.20', total: '30.81', product: { ...(line.product as object), vat_rate: 5.5 } });
      server.answer = (call) => (call.url.includes('/contributions/') ? { status: 200, body: [] } : { status: 200, body: order });
      renderWithHost(<OrderDetail id="c0ffee00-0000-4000-8000-000000000001" professional />);
      await screen.findByRole('heading', { name: 'Commande n°A7K2M9 du 2 mai 2026' });
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Article', 'Quantité', "Prix d'achat HT", 'TVA', 'Total HT']);
      const row = screen.getByRole('row', { name: /Le Dernier Ferry/ });
      expect(Array.from(row.querySelectorAll('td')).map((td) => plain(td.textContent ?? ''))).toEqual(['2', '14,60 €', '5,5 %', '29,20 €']);
      const money = Array.from(document.querySelectorAll('.money-summary > div')).map((row) => plain(row.textContent));
      expect(money).toEqual(expect.arrayContaining(['Total HT42,18 €', 'TVA 5,5 % sur 42,18 €2,32 €', 'Total TVA2,32 €']));
    });
  });

  describe('vouchers', () => {
    const voucher: AccountVoucher = { id: 1, code: 'CADEAU25', value: '25.00', remaining_amount: '12.50', expiration_date: '2099-12-31', created_at: '2026-01-01T10:00:00Z' };

    it('shows each gift card and the lost-codes link', async () => {
      server.answer = () => ({ status: 200, body: page([voucher]) });
      renderWithHost(<VoucherList labelSlug="exemplaire" />);
      const card = (await screen.findByRole('heading', { name: /^Carte cadeau de 25\s€$/ })).closest('article')!;
      expect(plain(card.textContent)).toContain('12,50 €');
      expect(card.textContent).toContain('CADEAU25');
      expect(card.textContent).toContain('31 décembre 2099');
      expect(screen.getByRole('link', { name: "J'ai perdu mes codes de bon d'achat ?" }).getAttribute('href')).toBe('/exemplaire/contact/oubli-bon-achat');
    });

    it("shows the API's message under the code in the add-voucher modal, then adds a good code", async () => {
      let listed: AccountVoucher[] = [];
      server.answer = (call) => {
        if (call.method === 'GET') return { status: 200, body: page(listed) };
        const code = (call.body as { code: string }).code;
        if (code === 'PERIME01') return { status: 400, body: { code: ["Ce bon d'achat a expiré."] } };
        listed = [voucher];
        return { status: 201, body: voucher };
      };
      const user = userEvent.setup();
      renderWithHost(<VoucherList labelSlug="exemplaire" />);
      await screen.findByText("Vous n'avez pas encore de carte cadeau.");
      await user.click(screen.getByRole('button', { name: "Ajouter un bon d'achat" }));
      const dialog = screen.getByRole('dialog', { name: "Ajouter un bon d'achat" });
      const field = within(dialog).getByLabelText(/Code du bon d'achat/);
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(server.api.calls.filter((c) => c.method === 'POST')).toEqual([]);

      await user.type(field, 'perime01');
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
      await waitFor(() => expect(document.getElementById(`${field.id}-error`)?.textContent).toBe("Ce bon d'achat a expiré."));

      await user.clear(field);
      await user.type(field, 'cadeau25');
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await screen.findByRole('heading', { name: /^Carte cadeau de 25\s€$/ });
      expect(server.api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ code: 'PERIME01' }, { code: 'CADEAU25' }]);
    });
  });

  describe('contribution preferences', () => {
    const contribution: OwnContribution = {
      id: 31,
      crowdfunding: { id: 4, title: 'Les Phares du Ponant', slug: 'les-phares', label: 'exemplaire' },
      amount: '30.00',
      created_at: '2026-03-01T09:00:00Z',
      cart: 'c1',
      reference: 'B8Q3',
      rewards: [{ compensation: 9, name: 'Le livre', quantity: 1, variant: null, dedications: [] }],
      hidden: false,
      comment: '',
      display_amount: true,
      display_nickname: true,
      unsubscribed: true,
    };

    it('saves the preferences and opens the saved modal', async () => {
      server.answer = (call) => (call.method === 'PATCH' ? { status: 200, body: { ...contribution, ...(call.body as object) } } : { status: 200, body: contribution });
      const user = userEvent.setup();
      renderWithHost(<ContributionDetail id="31" campaignHref={() => '/exemplaire/financement-participatif/les-phares'} />);
      await user.click(await screen.findByRole('checkbox', { name: /Masquer mon soutien/ }));
      await user.click(screen.getByRole('checkbox', { name: /Afficher le montant/ }));
      await user.type(screen.getByLabelText('Commentaire'), 'Bravo !');
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await screen.findByRole('dialog', { name: 'Enregistré' });
      const patch = server.api.calls.find((c) => c.method === 'PATCH')!;
      expect(patch.url).toBe('/api/contributions/31/');
      expect(patch.body).toEqual({ id: 31, hidden: true, comment: 'Bravo !', display_amount: false, display_nickname: true, unsubscribed: true });
    });

    it('shows the refund of a campaign that missed its goal: the credit note’s number, or refunded otherwise', async () => {
      const refunded = { ...contribution, refund: { method: 'credit_note' as const, refunded_at: '2026-11-20T10:00:00Z', credit_note: 'A2026-000004' } };
      server.answer = () => ({ status: 200, body: refunded });
      const { unmount } = renderWithHost(<ContributionDetail id="31" campaignHref={() => '/exemplaire/financement-participatif/les-phares'} />);
      expect(plain((await screen.findByText(/^Remboursée le/)).textContent)).toBe('Remboursée le 20 novembre 2026 par l’avoir n°A2026-000004, sur votre commande.');
      unmount();
      server.answer = () => ({ status: 200, body: { ...refunded, id: 32, refund: { method: 'elsewhere', refunded_at: '2026-11-20T10:00:00Z', credit_note: null } } });
      renderWithHost(<ContributionDetail id="32" campaignHref={() => '/exemplaire/financement-participatif/les-phares'} />);
      expect(plain((await screen.findByText(/^Remboursée le/)).textContent)).toBe('Remboursée le 20 novembre 2026.');
    });

    it('shows a refunded contribution’s card with its refund, out of the backers list', async () => {
      const refunded = { ...contribution, refund: { method: 'credit_note' as const, refunded_at: '2026-11-20T10:00:00Z', credit_note: 'A2026-000004' } };
      server.answer = () => ({ status: 200, body: page([refunded]) });
      renderWithHost(<ContributionList hrefOf={() => '/exemplaire/compte/contributions/31'} />);
      expect(plain((await screen.findByText(/^Remboursée le/)).textContent)).toBe('Remboursée le 20 novembre 2026 par l’avoir n°A2026-000004, sur votre commande.');
      expect(screen.getByText('Retiré de la liste des soutiens depuis son remboursement')).toBeTruthy();
      expect(screen.queryByText('Visible dans la liste des soutiens')).toBeNull();
    });
  });
});
