import { buildPaymentForm, moneticoAmount, moneticoDate } from './monetico-form';
import { isSealValid } from './monetico-seal';

const merchant = { url: 'https://banque.test/paiement.cgi', tpe: '9344512', companyCode: 'exemplaire', key: '1036DEFD9175F29EE9337A1F284BDF781D5A4048' };
const attempt = {
  reference: 'K7Q2X9AB01CD',
  amountCents: 4242,
  email: 'lecteur@exemplaire.test',
  at: new Date('2026-07-14T10:05:09Z'),
  freeText: 'cart-123',
  returnOkUrl: 'http://shop.test/exemplaire/checkout/complete/123',
  returnErrorUrl: 'http://shop.test/exemplaire/checkout/summary?fail=1',
  billing: { addressLine1: '12 rue des Lilas', city: 'Lyon', postalCode: '69003', country: 'FR' },
};

describe('Monetico payment form', () => {
  it('writes the date in Paris time and the amount with its currency', () => {
    expect(moneticoDate(new Date('2026-07-14T10:05:09Z'))).toBe('14/07/2026:12:05:09'); // summer: UTC+2
    expect(moneticoDate(new Date('2026-01-02T23:30:00Z'))).toBe('03/01/2026:00:30:00'); // winter: UTC+1
    expect([4242, 100, 5].map(moneticoAmount)).toEqual(['42.42EUR', '1.00EUR', '0.05EUR']);
  });

  it('gives every field of the spec, sealed so that the bank accepts it', () => {
    const form = buildPaymentForm(merchant, attempt);
    expect(Object.keys(form.fields).sort()).toEqual(
      ['MAC', 'TPE', 'contexte_commande', 'date', 'lgue', 'mail', 'montant', 'reference', 'societe', 'texte-libre', 'url_retour_err', 'url_retour_ok', 'version'].sort(),
    );
    expect(form.fields).toMatchObject({ version: '3.0', lgue: 'FR', montant: '42.42EUR', TPE: '9344512' });
    expect(JSON.parse(Buffer.from(form.fields.contexte_commande, 'base64').toString('utf8'))).toEqual({ billing: attempt.billing });
    expect(isSealValid(form.fields, merchant.key)).toBe(true);
  });

  it('refuses a reference the bank would not take and non-ASCII free text', () => {
    expect(() => buildPaymentForm(merchant, { ...attempt, reference: 'TROP-LONGUE-REF' })).toThrow('1 à 12 caractères');
    expect(() => buildPaymentForm(merchant, { ...attempt, freeText: 'panier n°1' })).toThrow('ASCII');
  });
});
