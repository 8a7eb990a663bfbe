import { createServer, type Server } from 'node:http';
import { buildPaymentForm, isSealValid } from '@shop/payment';
import { BankSim, buildNotification, notificationDate, outcomeOf } from './bank-sim';

const key = '0123456789ABCDEF0123456789ABCDEF01234567';
const tpe = '0000001';

describe('bank sandbox', () => {
  let shop: Server;
  let shopUrl: string;
  let received: Record<string, string>[] = [];
  /** The shop refuses the first notifications it gets: the bank must retry. */
  let refuseFirst = 0;
  let sim: BankSim;
  let bankUrl: string;

  const formFields = (reference: string, keyToSeal = key) =>
    buildPaymentForm(
      { url: '', tpe, companyCode: 'exemplairetest', key: keyToSeal },
      {
        reference,
        amountCents: 2350,
        email: 'lecteur@exemplaire.test',
        at: new Date(),
        freeText: 'panier-1',
        returnOkUrl: 'http://boutique.test/exemplaire/checkout/complete/panier-1',
        returnErrorUrl: 'http://boutique.test/exemplaire/checkout/summary?fail=1',
        billing: { addressLine1: '5 rue des Écoles', city: 'Rennes', postalCode: '35000', country: 'FR' },
      },
    ).fields;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(bankUrl + path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const sessionOf = (html: string) => /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(check()).toBe(true);
  };

  beforeAll(async () => {
    shop = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const fields = Object.fromEntries(new URLSearchParams(body));
        received.push(fields);
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(refuseFirst-- > 0 || !isSealValid(fields, key) ? 'version=2\ncdr=1\n' : 'version=2\ncdr=0\n');
      });
    });
    await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
    const address = shop.address();
    shopUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/payment/notification`;
    sim = new BankSim({ tpe, key, notificationUrl: shopUrl, slowDelayMs: 300, retryBaseMs: 20 });
    bankUrl = await sim.listen(0);
  });

  afterAll(async () => {
    await sim?.close();
    await new Promise((r) => shop?.close(r));
  });

  beforeEach(() => {
    received = [];
    refuseFirst = 0;
  });

  it('refuses a form with a bad seal with a French error page', async () => {
    const res = await post('/paiement.cgi', formFields('REFA00000001', 'F'.repeat(40)));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Paiement impossible');
    expect(received).toEqual([]);
  });

  it('pays with the accepting card: signed notification retried until acknowledged, browser back to url_retour_ok', async () => {
    const page = await post('/paiement.cgi', formFields('REFB00000001'));
    const html = await page.text();
    expect(html).toContain('23,50 €');
    expect(html).toContain('4000000000000002');
    refuseFirst = 2;
    const res = await post('/paiement.cgi/valider', { session: sessionOf(html), carte: '4000 0000 0000 0002', action: 'payer' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://boutique.test/exemplaire/checkout/complete/panier-1');
    await waitFor(() => received.length === 3);
    expect(received.every((n) => isSealValid(n, key))).toBe(true);
    expect(received[2]).toMatchObject({ TPE: tpe, reference: 'REFB00000001', montant: '23.50EUR', 'code-retour': 'payetest', 'texte-libre': 'panier-1' });
  });

  it('declines the refusing card (Annulation, url_retour_err) and notifies the slow card late', async () => {
    const declined = await post('/paiement.cgi/valider', {
      session: sessionOf(await (await post('/paiement.cgi', formFields('REFC00000001'))).text()),
      carte: '4000000000000119',
      action: 'payer',
    });
    expect(declined.headers.get('location')).toBe('http://boutique.test/exemplaire/checkout/summary?fail=1');
    await waitFor(() => received.length === 1);
    expect(received[0]).toMatchObject({ reference: 'REFC00000001', 'code-retour': 'Annulation' });
    const slow = await post('/paiement.cgi/valider', {
      session: sessionOf(await (await post('/paiement.cgi', formFields('REFD00000001'))).text()),
      carte: '4000000000000051',
      action: 'payer',
    });
    expect(slow.headers.get('location')).toContain('/checkout/complete/');
    expect(received).toHaveLength(1);
    await waitFor(() => received.length === 2);
    expect(received[1]).toMatchObject({ reference: 'REFD00000001', 'code-retour': 'payetest' });
  });

  it('signs its notification date as the bank writes it', () => {
    expect(notificationDate(new Date(2026, 10, 21, 9, 5, 3))).toBe('21/11/2026_a_09:05:03');
    expect(isSealValid(buildNotification({ TPE: tpe, montant: '1.00EUR', reference: 'R1', 'texte-libre': 'x' }, 'accept', key), key)).toBe(true);
    expect(['4000000000000002', '4000000000000119', '1234'].map(outcomeOf)).toEqual(['accept', 'decline', 'decline']);
  });
});
