import { randomBytes } from 'node:crypto';
import { Page } from 'playwright-core';
import { pdfText } from '../support/pdf-text';
import { type TestApi } from '../support/test-app';
import { type SuiteDatabase } from '../support/worker-harness';
import { axeViolations } from './support/axe';
import { expectCount } from './support/counts';
import { END_OF_VISIT_TIMEOUT_MS, endVisits, screenshots, Visit } from './support/browser';
import { ACCEPTED_CARD, startFullStack, type FullStack } from './support/full-stack';

const READER = { email: 'lecteur@exemplaire.test', password: 'motdepasse' };
const STAFF = { email: 'equipe@exemplaire.test', password: 'motdepasse' };

/** French money as the shop shows it: two decimals only when there are cents ('21,90 €', '5 €'); spaces made plain. */
const EUROS_WHOLE = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const EUROS_CENTS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const euro = (amount: string | number) => plain((Number.isInteger(Number(amount)) ? EUROS_WHOLE : EUROS_CENTS).format(Number(amount)));
const fee = (amount: string) => (Number(amount) === 0 ? 'Gratuite' : euro(amount));

/**
 * One cart through every screen that shows its money (cart, delivery step, summary, confirmation,
 * the order in the account, staff's replay), its mail and its invoice: the same figures everywhere,
 * the API's own. A voucher covering part of the order then a card payment; a voucher larger than
 * the order paid with it alone.
 */
/** Ticks the CGV box the payment buttons wait for. */
const acceptTerms = (page: Page) => page.getByRole('checkbox', { name: /^J’ai lu et j’accepte les conditions générales de vente/ }).check();

describe('the money of one order, the same on every screen', () => {
  let stack: FullStack;
  let database: SuiteDatabase;
  let api: TestApi;
  let token: string;
  let v: Visit | undefined;

  beforeAll(async () => {
    stack = await startFullStack('money_e2e');
    ({ database, api } = stack);
    token = (await api.post('/api/token/', READER)).body.access;
  });

  afterAll(async () => {
    await stack?.close();
  });

  beforeEach(async () => {
    v = await stack.visit();
  });

  afterEach(async () => {
    await endVisits([v]);
  }, END_OF_VISIT_TIMEOUT_MS);

  const auth = () => ({ headers: { authorization: `Bearer ${token}` } });
  const EXPAND = 'expand=cart_lines,cart_lines.product,voucher_usages,voucher_usages.voucher';

  /** A voucher of its own, worth `cents` (8 capitals and digits, as the field takes). */
  async function voucher(cents: number): Promise<string> {
    const code = randomBytes(6).toString('hex').toUpperCase().slice(0, 8);
    await database.db.query(`INSERT INTO vouchers (code, value_cents, remaining_cents, expiration_date) VALUES ($1, $2, $2, now() + interval '30 days')`, [code, cents]);
    return code;
  }

  /** The reader's new cart with one published book in stock, shipped home to a saved address. */
  async function cartWithBook(): Promise<{ id: string; book: string }> {
    const [book] = (await api.get('/api/books/?published=true&out_of_stock=false&is_external=false&limit=1', auth())).body.results;
    const cart = (await api.post('/api/carts/', {}, { token })).body;
    expect((await api.post('/api/carts/products', { cart: cart.id, product: book.id, quantity: 1 }, { token })).status).toBeLessThan(300);
    const saved = (await api.get('/api/users/addresses/?shadow=false', auth())).body.results;
    const address =
      saved[0]?.id ??
      (
        await api.post(
          '/api/users/addresses/',
          { firstname: 'Camille', lastname: 'Lecteur', address: '1 rue Oberkampf', postal_code: '75011', city: 'Paris', country: 'FR' },
          { token },
        )
      ).body.id;
    expect((await api.patch(`/api/carts/${cart.id}/`, { shipping_address: address, billing_address: address }, { token })).status).toBe(200);
    return { id: cart.id, book: book.name };
  }

  const cartOf = async (id: string) => (await api.get(`/api/carts/${id}/?${EXPAND}`, auth())).body;

  /** Logs in through the login page, keeps the cart in the browser, then opens `path`. */
  async function logIn(page: Page, who: { email: string; password: string }, path: string, cartId?: string): Promise<void> {
    await page.goto(`${api.baseUrl}/exemplaire/login?returnUrl=${encodeURIComponent('/exemplaire/home')}`);
    await page.getByLabel('Adresse e-mail').fill(who.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/home`);
    if (cartId) await page.evaluate(`localStorage.setItem('cartId', ${JSON.stringify(cartId)})`);
    await page.goto(`${api.baseUrl}${path}`);
  }

  /** The money rows a screen shows in `container`, by key ('total', 'voucher-…', 'remaining'…), once `ready` shows. */
  async function figures(page: Page, container: string, ready: string): Promise<Record<string, string>> {
    await page.locator(`${container} [data-money="${ready}"]`).first().waitFor();
    const rows = await page
      .locator(`${container} [data-money]`)
      .evaluateAll((els) => els.map((el) => [el.getAttribute('data-money'), el.querySelector('dt')?.textContent ?? '', el.querySelector('dd')?.textContent ?? ''] as const));
    return Object.fromEntries(rows.map(([key, label, amount]) => [key, `${plain(label)} = ${plain(amount)}`]));
  }

  /** Fails on the accessibility rules the money rows and recaps break. */
  async function accessible(page: Page, selector: string): Promise<void> {
    expect(await axeViolations(page, selector)).toEqual([]);
  }

  it('takes a partial voucher off the same total on every screen, then shows the card paid the rest and nothing left', async () => {
    const { page } = v!;
    const cart = await cartWithBook();
    const code = await voucher(500);

    // The reader types the voucher in on the cart page
    await logIn(page, READER, '/exemplaire/checkout/cart', cart.id);
    await page.getByRole('heading', { level: 1, name: 'Votre panier' }).waitFor();
    await page.getByLabel("Code du bon d'achat").fill(code);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page.locator('.cart-vouchers__item').filter({ hasText: code }).waitFor();
    const open = await cartOf(cart.id);
    const [usage] = open.voucher_usages;
    expect(usage).toMatchObject({ amount: '5.00', voucher: { code } });
    expect(open.vouchers_amount).toBe('5.00');
    expect(open.total_after_vouchers).toBe((Number(open.total_price) - 5).toFixed(2));
    expect(open.remaining_to_pay).toBe(open.total_after_vouchers);

    // What every screen must say before payment: the API's figures
    const before = {
      'sub-total': `Sous-total = ${euro(open.sub_total_price)}`,
      delivery: `Livraison = ${fee(open.expedition_price)}`,
      total: `Total TTC = ${euro(open.total_price)}`,
      [`voucher-${usage.id}`]: `Bon d'achat ${code} = −${euro('5.00')}`,
      remaining: `Reste à payer = ${euro(open.total_after_vouchers)}`,
    };
    expect(await figures(page, '.cart-totals', 'remaining')).toEqual(before);
    await screenshots(page, 'money-cart', '.cart-totals');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The delivery step's summary box
    await page.getByRole('link', { name: 'Commander' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
    expect(await figures(page, '[data-testid="checkout-summary-box"]', 'remaining')).toEqual(before);
    await accessible(page, '[data-testid="checkout-summary-box"]');
    await screenshots(page, 'money-delivery', '[data-testid="checkout-summary-box"]');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The summary's payment card: the money on one side, the payment on the other
    await page.getByRole('link', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
    expect(await figures(page, '.checkout-section--pay', 'remaining')).toEqual(before);
    const card = await page.locator('.checkout-section--pay').boundingBox();
    const money = await page.locator('.checkout-section--pay .money-summary').boundingBox();
    const pay = await page.locator('.checkout-section--pay .checkout-pay').boundingBox();
    // side by side on a desktop, filling the card between them
    expect(money!.x).toBeLessThan(card!.x + card!.width / 4);
    expect(pay!.x).toBeGreaterThan(money!.x + money!.width);
    expect(pay!.x + pay!.width).toBeGreaterThan(card!.x + (card!.width * 3) / 4);
    await accessible(page, '.checkout-section--pay');
    await screenshots(page, 'money-summary', '.checkout-section--pay');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paid by card at the bank (once the CGV are accepted), back on the confirmation
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Commander avec obligation de paiement par carte bancaire' }).click();
    await page.waitForURL(`${stack.bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(ACCEPTED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/complete/${cart.id}`);
    await page.getByText(`Votre commande n°${open.reference} a bien été enregistrée, merci de votre confiance.`).waitFor({ timeout: 30_000 });

    // The API: the same total and voucher, nothing left to pay
    const paid = await cartOf(cart.id);
    expect(paid).toMatchObject({
      status: 2,
      paid: true,
      paid_with: 'credit-card',
      total_price: open.total_price,
      vouchers_amount: '5.00',
      total_after_vouchers: open.total_after_vouchers,
      remaining_to_pay: '0.00',
    });
    expect(paid.voucher_usages).toEqual([{ id: usage.id, amount: '5.00', voucher: expect.objectContaining({ code, remaining_amount: '0.00' }) }]);
    const after = {
      ...before,
      paid: `Payé par CB = ${euro(open.total_after_vouchers)}`,
      remaining: `Reste à payer = ${euro(0)}`,
    };

    // The confirmation recaps the order: lines, payment, invoice, money, and the way to the order
    expect(await figures(page, '.checkout-complete', 'paid')).toEqual(after);
    await page.getByRole('heading', { name: 'Récapitulatif de votre commande' }).waitFor();
    await page.getByRole('rowheader', { name: cart.book }).waitFor();
    await page.locator('.checkout-facts').getByText('CB', { exact: true }).waitFor();
    await page.getByRole('link', { name: `Télécharger la facture n°${paid.invoice_number}` }).waitFor();
    await accessible(page, '.checkout-complete');
    await screenshots(page, 'money-complete');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The order in the account, reached from the confirmation
    await page.getByRole('link', { name: 'Voir ma commande dans mon compte' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/compte/orders/${cart.id}`);
    expect(await figures(page, '.order-detail', 'paid')).toEqual(after);
    await accessible(page, '.order-detail__money');
    await screenshots(page, 'money-order', '.order-detail__money');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The mail says the same: total, the voucher's usage, what the card paid
    const mail = await stack.catcher.waitFor((m) => m.to.includes(READER.email) && m.subject.includes(open.reference), 20_000);
    const text = plain(mail.text);
    const mailEuros = (amount: string | number) => plain(EUROS_CENTS.format(Number(amount)));
    for (const fact of [
      `Total TTC : ${mailEuros(open.total_price)}`,
      `Bon d’achat ${code} : −${mailEuros(5)}`,
      `Payé par carte bancaire : ${mailEuros(open.total_after_vouchers)}`,
    ]) {
      expect(text).toContain(fact);
    }
    // and the invoice
    const pdf = await fetch(`${api.baseUrl}${paid.invoice_file}`, auth());
    const invoice = pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const fact of [`${code} (5,00\u202f€)`, 'Mode de paiement\u00a0: Carte bancaire', `dont carte bancaire\u00a0: ${open.total_after_vouchers.replace('.', ',')}\u202f€`]) {
      expect(invoice).toContain(fact);
    }

    // Staff's replay of the paid order, as of its last event: paid, nothing left
    const staff = await stack.visit();
    try {
      await logIn(staff.page, STAFF, `/exemplaire/arriere-boutique/commandes/${cart.id}`);
      await staff.page.getByRole('heading', { name: /^État après l'événement \d+ : Facture numérotée$/ }).waitFor();
      expect(await figures(staff.page, '.staff-state', 'paid')).toEqual(after);
      await accessible(staff.page, '.staff-state__money');
      await screenshots(staff.page, 'money-staff', '.staff-state__money');
      expect(staff.pageErrors).toEqual([]);
      expect(staff.outside).toEqual([]);
    } finally {
      await staff.close();
    }
  });

  it('shows a voucher larger than the order at the order total, validated with nothing to pay, and keeps the rest on the voucher', async () => {
    const { page } = v!;
    const cart = await cartWithBook();
    // A voucher worth one copy's order and 4,50 € more, typed in while the cart holds two copies
    const oneCopy = await cartOf(cart.id);
    const code = await voucher(Math.round(Number(oneCopy.total_price) * 100) + 450);
    expect((await api.put(`/api/cartlines/${oneCopy.cart_lines[0].id}`, { quantity: 2, dedications: [] }, { token })).status).toBe(200);

    await logIn(page, READER, '/exemplaire/checkout/cart', cart.id);
    await page.getByLabel("Code du bon d'achat").fill(code);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page.locator('.cart-vouchers__item').filter({ hasText: code }).waitFor();
    // the whole voucher is taken while two copies are in the cart
    expect((await cartOf(cart.id)).voucher_usages[0].amount).toBe((Number(oneCopy.total_price) + 4.5).toFixed(2));

    // When the reader goes back to one copy, the voucher takes the order's total only
    await page.getByLabel('Quantité').fill('1');
    await page
      .locator('.cart-totals [data-money="total"] dd')
      .filter({ hasText: euro(oneCopy.total_price) })
      .waitFor();
    const open = await cartOf(cart.id);
    const [usage] = open.voucher_usages;
    expect(open).toMatchObject({ vouchers_amount: open.total_price, total_after_vouchers: '0.00', remaining_to_pay: '0.00' });
    const before = {
      'sub-total': `Sous-total = ${euro(open.sub_total_price)}`,
      delivery: `Livraison = ${fee(open.expedition_price)}`,
      total: `Total TTC = ${euro(open.total_price)}`,
      [`voucher-${usage.id}`]: `Bon d'achat ${code} = −${euro(open.total_price)}`,
      remaining: `Reste à payer = ${euro(0)}`,
    };
    expect(await figures(page, '.cart-totals', 'remaining')).toEqual(before);

    await page.getByRole('link', { name: 'Commander' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
    expect(await figures(page, '[data-testid="checkout-summary-box"]', 'remaining')).toEqual(before);
    await page.getByRole('link', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
    expect(await figures(page, '.checkout-section--pay', 'remaining')).toEqual(before);
    await page.getByText("Vos bons d'achat couvrent toute la commande : il ne reste rien à payer.").waitFor();
    await screenshots(page, 'money-summary-voucher', '.checkout-section--pay');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Paid with the voucher alone, once the CGV are accepted
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Commander avec obligation de paiement par bons d’achat' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/complete/${cart.id}`);
    await page.getByText(`Votre commande n°${open.reference} a bien été enregistrée, merci de votre confiance.`).waitFor();
    expect(await figures(page, '.checkout-complete', 'remaining')).toEqual(before);
    await page.locator('.checkout-facts').getByText("Bon d'achat", { exact: true }).waitFor();
    await screenshots(page, 'money-complete-voucher');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The voucher kept what the order did not use; the order shows what it used
    const paid = await cartOf(cart.id);
    expect(paid).toMatchObject({ status: 2, paid_with: 'voucher', vouchers_amount: open.total_price, remaining_to_pay: '0.00' });
    expect(paid.voucher_usages).toEqual([{ id: usage.id, amount: open.total_price, voucher: expect.objectContaining({ code, remaining_amount: '4.50' }) }]);
    await page.getByRole('link', { name: 'Voir ma commande dans mon compte' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/compte/orders/${cart.id}`);
    expect(await figures(page, '.order-detail', 'remaining')).toEqual(before);
  });
  it('refunds a paid card order partly to the card and partly as a voucher: credit notes, bank, mails and history agree to the cent', async () => {
    const { page } = v!;
    const cart = await cartWithBook();
    const [line] = (await cartOf(cart.id)).cart_lines;
    expect((await api.put(`/api/cartlines/${line.id}`, { quantity: 2, dedications: [] }, { token })).status).toBe(200);

    // The reader pays two copies by card
    await logIn(page, READER, '/exemplaire/checkout/cart', cart.id);
    await page.getByRole('link', { name: 'Commander' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livraison' }).waitFor();
    await page.getByRole('link', { name: 'Continuer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }).waitFor();
    await acceptTerms(page);
    await page.getByRole('button', { name: 'Commander avec obligation de paiement par carte bancaire' }).click();
    await page.waitForURL(`${stack.bankUrl}/paiement.cgi`);
    await page.getByLabel('Numéro de carte').fill(ACCEPTED_CARD);
    await page.getByRole('button', { name: 'Payer' }).click();
    await page.waitForURL(`${api.baseUrl}/exemplaire/checkout/complete/${cart.id}`);
    const paid = await cartOf(cart.id);
    await page.getByText(`Votre commande n°${paid.reference} a bien été enregistrée, merci de votre confiance.`).waitFor({ timeout: 30_000 });
    // The line's total shared over its two copies as the refund does it (the first copy rounds half up).
    const lineCents = Math.round(Number(paid.cart_lines[0].total) * 100);
    const oneCopy = (Math.round(lineCents / 2) / 100).toFixed(2);
    const shipping = Number(paid.expedition_price).toFixed(2);
    const second = (Number(oneCopy) + Number(shipping)).toFixed(2);

    const staff = await stack.visit();
    try {
      const { page: office } = staff;
      await logIn(office, STAFF, `/exemplaire/arriere-boutique/commandes/${cart.id}`);
      const panel = office.locator('section.after-sale');
      await panel.getByRole('heading', { name: 'Remboursements et retours' }).waitFor();

      // One copy back to the card: the bank answers, the page says so
      const refund = panel.getByRole('form', { name: 'Rembourser' });
      await refund.getByLabel(`Exemplaires de « ${cart.book} » (0 à 2)`).fill('1');
      await refund.getByLabel('Motif (imprimé sur l’avoir)').fill('Livre abîmé');
      await refund.getByText(`À rembourser : ${euro(oneCopy)}`).waitFor();
      await refund.getByRole('button', { name: 'Rembourser' }).click();
      const ask = office.getByRole('dialog', { name: `Rembourser ${euro(oneCopy)} ?` });
      await ask.getByRole('button', { name: 'Rembourser' }).click();
      await panel.getByText(/^Remboursement de .* enregistré : avoir n° A\d{4}-\d{6}\.$/).waitFor();
      await panel.getByText(`Carte bancaire : ${euro(oneCopy)}, remboursé par la banque`).waitFor({ timeout: 20_000 });

      await screenshots(office, 'refunds-form', 'section.after-sale');
      await office.setViewportSize({ width: 1280, height: 900 });

      // The other copy and the shipping as a voucher
      const again = panel.getByRole('form', { name: 'Rembourser' });
      await again.getByLabel(`Exemplaires de « ${cart.book} » (0 à 1)`).fill('1');
      if (Number(shipping) > 0) await again.getByLabel(`Rembourser les frais de port (${euro(shipping)})`).check();
      await again.getByLabel('En bon d’achat sur le compte du client (valable un an)').check();
      await again.getByRole('button', { name: 'Rembourser' }).click();
      await office
        .getByRole('dialog', { name: `Rembourser ${euro(second)} ?` })
        .getByRole('button', { name: 'Rembourser' })
        .click();
      await panel.getByText(`Bon d’achat : ${euro(second)}`).waitFor();
      expect(await axeViolations(office, 'section.after-sale')).toEqual([]);
      await screenshots(office, 'refunds-staff', 'section.after-sale');
      await office.setViewportSize({ width: 1280, height: 900 });

      // The history shows both refunds with their credit notes and the bank's answer
      await office.getByRole('button', { name: /Réponse de la banque au remboursement par carte/ }).waitFor();
      await expectCount(office.locator('.staff-timeline__what', { hasText: /^Remboursement$/ }), 2);
      // and staff's trail of the order says who refunded what, in French
      const trail = office.locator('section.staff-audit', { has: office.getByRole('heading', { name: 'Actions de l’équipe sur la commande' }) });
      await expectCount(trail.getByText(/par equipe@exemplaire\.test \(remboursement\)/), 2);
      await trail.getByText(`sur la carte (vide) → ${plain(EUROS_CENTS.format(Number(oneCopy)))}`).waitFor();
      expect(staff.pageErrors).toEqual([]);
      expect(staff.outside).toEqual([]);
    } finally {
      await staff.close();
    }

    // The credit notes, the bank sandbox, the mails and the events agree to the cent
    const notes = (await api.get('/api/credit-notes/?limit=100', auth())).body.results.filter((n: { cart: string }) => n.cart === cart.id);
    expect(notes.map((n: { amount: string }) => n.amount).sort()).toEqual([oneCopy, second].sort());
    const bank = (await (await fetch(`${stack.bankUrl}/recredits`)).json()) as { amount_cents: number }[];
    expect(bank.map((r) => r.amount_cents)).toContain(Math.round(Number(oneCopy) * 100));
    // One mail per refund, each with its amount and credit note
    const mailEuros = (amount: string) => plain(EUROS_CENTS.format(Number(amount)));
    for (const [amount, note] of [oneCopy, second].map((a) => [a, notes.find((n: { amount: string }) => n.amount === a)] as const)) {
      const mail = await stack.catcher.waitFor(
        (m) =>
          m.to.includes(READER.email) &&
          m.subject === `Remboursement de votre commande n°${paid.reference} – Exemplaire` &&
          plain(m.text).includes(`Montant remboursé : ${mailEuros(amount)}`),
        20_000,
      );
      expect(plain(mail.text)).toContain(`Avoir : n°${note.number}`);
    }
    const events = (await api.get(`/api/staff/carts/${cart.id}/events/`, { headers: { authorization: `Bearer ${(await api.post('/api/token/', STAFF)).body.access}` } })).body as {
      type: string;
      data: any;
    }[];
    const refunded = events.filter((e) => e.type === 'OrderRefunded').map((e) => [e.data.amountCents, e.data.cardCents, e.data.voucherCents]);
    expect(refunded).toEqual([
      [Math.round(Number(oneCopy) * 100), Math.round(Number(oneCopy) * 100), 0],
      [Math.round(Number(second) * 100), 0, Math.round(Number(second) * 100)],
    ]);
  });
});
