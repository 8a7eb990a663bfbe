import { loggedInUser } from '../support/accounts';
import { cartClient, createAddress, createBook, isoDay } from '../support/cart-fixtures';
import { sql } from '../support/db';
import type { ServedApi } from '../support/api-client';
import { axeViolations } from './support/axe';
import { screenshots, shopInBrowser, Visit } from './support/browser';
import { logInAt } from './support/forms';

/** The bookseller's statement of account (libraire/releve): totals, late, due and settled orders. */
describe('a bookseller’s statement of account in a browser', () => {
  let api: ServedApi;
  let v: Visit;
  shopInBrowser({ started: (shop) => ({ api } = shop), visited: (visit) => (v = visit), current: () => v });

  type User = Awaited<ReturnType<typeof loggedInUser>>;

  /** A wire order of `user`, placed on terms. */
  async function wireOrder(user: User): Promise<{ id: string; reference: string; invoice_number: string }> {
    const carts = cartClient(api);
    const cart = (await carts.create(user.access)).body;
    expect((await carts.add(cart.id, await createBook({ priceCents: 2350 }), user.access, { quantity: 4 })).status).toBe(201);
    const address = await createAddress(user.id);
    await carts.patch(cart.id, { shipping_address: address, billing_address: address }, user.access);
    await carts.pickup(cart.id, user.access);
    expect((await carts.patch(cart.id, { status: 1, terms_accepted: true }, user.access)).status).toBe(200);
    const wired = await api.post(`/api/carts/${cart.id}/wire/`, {}, { token: user.access });
    expect(wired.status).toBe(200);
    return wired.body;
  }

  it('shows what is left to pay and what is late, then each group of orders leading to the order', async () => {
    // Given a bookseller with a wire order 9 days late, one to fall due and one settled by staff
    const bookseller = await loggedInUser(api, { bookseller: true });
    const staff = await loggedInUser(api, { staff: true });
    const late = await wireOrder(bookseller);
    await sql(`UPDATE carts SET payment_due_date = $2::date, state = jsonb_set(state, '{paymentDueDate}', to_jsonb($2::text)) WHERE id = $1`, [late.id, isoDay(-9)]);
    const due = await wireOrder(bookseller);
    const settled = await wireOrder(bookseller);
    expect((await api.post(`/api/staff/carts/${settled.id}/settle/`, {}, { token: staff.access })).status).toBe(200);
    const { page } = v;

    // When they open their statement from the bookseller area
    await logInAt(page, api.baseUrl, bookseller.email, '/exemplaire/libraire/commandes', bookseller.password);
    await page.getByRole('navigation', { name: 'Espace libraire' }).getByRole('link', { name: 'Relevé de compte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Relevé de compte' }).waitFor();
    const lateTable = page.getByRole('table', { name: 'En retard' });
    await lateTable.waitFor();
    await screenshots(page, 'bookseller-statement');

    // Then the totals come first, and each order is in its table
    await page.getByText('À régler', { exact: true }).waitFor();
    await expect(
      lateTable
        .getByRole('row', { name: new RegExp(late.reference) })
        .getByText('9 jours')
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByRole('table', { name: 'À échoir' })
        .getByRole('link', { name: `${due.reference}`, exact: true })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(
      page
        .getByRole('table', { name: 'Réglées' })
        .getByRole('link', { name: `${settled.reference}`, exact: true })
        .isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page, '.statement')).toEqual([]);
    // and at 1,280 px each table shows all its columns without scrolling sideways
    const scrolling = await page.evaluate<number>(`[...document.querySelectorAll('.statement .order-table__scroll')].filter((box) => box.scrollWidth > box.clientWidth).length`);
    expect(scrolling).toBe(0);

    // and a row leads to the order in the bookseller area
    await lateTable.getByRole('link', { name: `${late.reference}`, exact: true }).click();
    await page.waitForURL(new RegExp(`/exemplaire/libraire/commandes/${late.id}$`));
    await page.getByRole('heading', { name: new RegExp(`Commande n°${late.reference}`) }).waitFor();
  });
});
