import { createServer, type Server } from 'node:http';
import type { AppConfig } from '@shop/common';
import { BankRecreditClient, buildPaymentForm, buildRecreditFields, isSealValid, parseRecreditAnswer, seal, type RecreditMerchant, type RecreditRequest } from '@shop/payment';
import { BankSim, buildNotification, centsOf, notificationDate, outcomeOf, type RecreditRecord } from './bank-sim';

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

  describe('recredits (card refunds)', () => {
    const merchant = { tpe, companyCode: 'exemplairetest', key };
    const refund = (r: Partial<RecreditRequest> & Pick<RecreditRequest, 'reference' | 'authorisation'>, by: RecreditMerchant = merchant) =>
      buildRecreditFields(by, { paidAt: new Date(), amountCents: 2350, refundCents: 1000, refundableCents: 2350, fileNumber: 'RMB000000001', at: new Date(), ...r });
    /** The shop's side: the client posts next to BANK_URL's payment page. */
    const client = () => new BankRecreditClient({ bankUrl: `${bankUrl}/paiement.cgi` } as AppConfig);
    const recredit = async (fields: Record<string, string>) => (await post('/recredit_paiement.cgi', fields)).text();
    const listed = async (reference: string) => ((await (await fetch(`${bankUrl}/recredits`)).json()) as RecreditRecord[]).filter((r) => r.reference === reference);

    it('refunds a payment made on the card page, with the numauto of its notification', async () => {
      const page = await (await post('/paiement.cgi', formFields('REFR00000001'))).text();
      await post('/paiement.cgi/valider', { session: sessionOf(page), carte: '4000000000000002', action: 'payer' });
      await waitFor(() => received.length === 1);
      const numauto = received[0].numauto;
      expect(numauto).toMatch(/^\d{6}$/);
      const res = await post('/recredit_paiement.cgi', refund({ reference: 'REFR00000001', authorisation: numauto, fileNumber: 'RMB000000001' }));
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toBe('version=1.0\nreference=REFR00000001\ncdr=1\nlib=recredit effectue\nnumero_dossier=RMB000000001\n');
      // The rest, through the shop's client.
      const rest = refund({ reference: 'REFR00000001', authorisation: numauto, fileNumber: 'RMB000000002', refundCents: 1350, refundableCents: 1350 });
      await expect(client().send(rest)).resolves.toEqual({ ok: true, code: '1', label: 'recredit effectue' });
      expect((await listed('REFR00000001')).map((r) => [r.numero_dossier, r.amount_cents])).toEqual([
        ['RMB000000001', 1000],
        ['RMB000000002', 1350],
      ]);
    });

    it('answers a repeated numero_dossier again without refunding twice', async () => {
      sim.rememberPayment('REFS00000001', 2350, '654321');
      const first = refund({ reference: 'REFS00000001', authorisation: '654321', fileNumber: 'RMB000000003', refundCents: 2000 });
      expect(parseRecreditAnswer(await recredit(first))).toMatchObject({ ok: true, code: '1' });
      // The same request retried (a new date, a new seal): done already.
      const again = refund({ reference: 'REFS00000001', authorisation: '654321', fileNumber: 'RMB000000003', refundCents: 2000, at: new Date(Date.now() + 5000) });
      await expect(client().send(again)).resolves.toEqual({ ok: true, code: '1', label: 'recredit effectue' });
      expect(await listed('REFS00000001')).toEqual([{ reference: 'REFS00000001', numero_dossier: 'RMB000000003', amount_cents: 2000, at: expect.any(String) }]);
      // Only 3.50 € are left.
      const more = refund({ reference: 'REFS00000001', authorisation: '654321', fileNumber: 'RMB000000004', refundCents: 351, refundableCents: 2350 });
      expect(parseRecreditAnswer(await recredit(more))).toEqual({ ok: false, code: '0', label: 'montant trop eleve' });
    });

    it('refuses too high or malformed an amount', async () => {
      sim.rememberPayment('REFT00000001', 1000, '111111');
      const tooHigh = refund({ reference: 'REFT00000001', authorisation: '111111', fileNumber: 'RMB000000005', amountCents: 2000, refundCents: 1001, refundableCents: 2000 });
      expect(await recredit(tooHigh)).toBe('version=1.0\nreference=REFT00000001\ncdr=0\nlib=montant trop eleve\nnumero_dossier=RMB000000005\n');
      // Sealed with the right key, but an amount without cents.
      const { MAC: _mac, ...fields } = refund({ reference: 'REFT00000001', authorisation: '111111', fileNumber: 'RMB000000006' });
      const malformed = { ...fields, montant_recredit: '10EUR' };
      expect(parseRecreditAnswer(await recredit({ ...malformed, MAC: seal(malformed, key) }))).toEqual({ ok: false, code: '0', label: 'montant trop eleve' });
      expect(await listed('REFT00000001')).toEqual([]);
      expect(['23.50EUR', '0.05EUR', '10EUR', '1.5EUR', ''].map(centsOf)).toEqual([2350, 5, null, null, null]);
    });

    it('refuses a bad seal, an unknown TPE, an unknown payment or a wrong authorisation', async () => {
      sim.rememberPayment('REFU00000001', 2350, '222222');
      const badSeal = refund({ reference: 'REFU00000001', authorisation: '222222', fileNumber: 'RMB000000007' }, { ...merchant, key: 'F'.repeat(40) });
      expect(parseRecreditAnswer(await recredit(badSeal))).toEqual({ ok: false, code: '-1', label: 'sceau invalide' });
      const otherTpe = refund({ reference: 'REFU00000001', authorisation: '222222', fileNumber: 'RMB000000007' }, { ...merchant, tpe: '0000002' });
      expect(parseRecreditAnswer(await recredit(otherTpe))).toMatchObject({ ok: false, code: '-1' });
      const wrongAuthorisation = refund({ reference: 'REFU00000001', authorisation: '333333', fileNumber: 'RMB000000007' });
      expect(parseRecreditAnswer(await recredit(wrongAuthorisation))).toEqual({ ok: false, code: '0', label: 'commande non trouvee' });
      const unknown = refund({ reference: 'REFU00000099', authorisation: '222222', fileNumber: 'RMB000000007' });
      await expect(client().send(unknown)).resolves.toEqual({ ok: false, code: '0', label: 'commande non trouvee' });
      expect(await listed('REFU00000001')).toEqual([]);
    });

    it('lists what the bank refunded', async () => {
      sim.rememberPayment('REFV00000001', 5000, '444444');
      for (const [fileNumber, refundCents] of [
        ['RMB000000008', 1200],
        ['RMB000000009', 800],
      ] as const) {
        expect(
          parseRecreditAnswer(await recredit(refund({ reference: 'REFV00000001', authorisation: '444444', fileNumber, amountCents: 5000, refundCents, refundableCents: 5000 }))),
        ).toMatchObject({ ok: true });
      }
      const res = await fetch(`${bankUrl}/recredits`);
      expect(res.headers.get('content-type')).toContain('application/json');
      const all = (await res.json()) as RecreditRecord[];
      expect(all.filter((r) => r.reference === 'REFV00000001')).toEqual([
        { reference: 'REFV00000001', numero_dossier: 'RMB000000008', amount_cents: 1200, at: expect.any(String) },
        { reference: 'REFV00000001', numero_dossier: 'RMB000000009', amount_cents: 800, at: expect.any(String) },
      ]);
      expect(all.every((r) => !Number.isNaN(Date.parse(r.at)))).toBe(true);
    });

    it("throws on the shop's side when the bank is unreachable or fails, for a retry", async () => {
      const failing = createServer((_req, res) => {
        res.writeHead(503, { 'content-type': 'text/plain' });
        res.end('indisponible');
      });
      await new Promise<void>((r) => failing.listen(0, '127.0.0.1', r));
      const address = failing.address();
      const failingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/test/paiement.cgi`;
      const fields = refund({ reference: 'REFW00000001', authorisation: '555555' });
      try {
        await expect(new BankRecreditClient({ bankUrl: failingUrl } as AppConfig).send(fields)).rejects.toThrow('HTTP 503');
      } finally {
        await new Promise((r) => failing.close(r));
      }
      // The same port, closed now: nobody answers.
      await expect(new BankRecreditClient({ bankUrl: failingUrl } as AppConfig).send(fields)).rejects.toThrow('injoignable');
    });
  });
});
