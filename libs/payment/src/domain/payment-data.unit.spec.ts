import { buildPaymentForm } from './monetico-form';
import { isSealValid } from './monetico-seal';
import { bankJobId, bankPaymentData, newPaymentReference, notificationKind, referenceOfBankJobId } from './payment-data';

const merchant = { url: 'http://localhost:3001/paiement.cgi', tpe: '0000001', companyCode: 'exemplairetest', key: '0123456789ABCDEF0123456789ABCDEF01234567' };
const attempt = {
  reference: 'K7Q2X9AB01CD',
  amountCents: 2350,
  email: 'lecteur@exemplaire.test',
  at: new Date('2026-11-21T09:00:00Z'),
  freeText: '0b7c2a52-5c1e-4a8e-9a4b-2f4b1c9d8e7f',
  returnOkUrl: 'http://localhost:3000/exemplaire/checkout/complete/0b7c2a52-5c1e-4a8e-9a4b-2f4b1c9d8e7f',
  returnErrorUrl: 'http://localhost:3000/exemplaire/checkout/summary?fail=1',
  billing: { addressLine1: '5 rue des Écoles', city: 'Rennes', postalCode: '35000', country: 'FR' },
};

describe('bank payment data', () => {
  it('gives the fields of the spec, texte-libre as texte_libre, sealed with the key', () => {
    const data = bankPaymentData(buildPaymentForm(merchant, attempt));
    expect(Object.keys(data).sort()).toEqual(
      ['url', 'version', 'TPE', 'contexte_commande', 'date', 'montant', 'reference', 'MAC', 'url_retour_ok', 'url_retour_err', 'lgue', 'societe', 'mail', 'texte_libre'].sort(),
    );
    expect(data).toMatchObject({
      url: merchant.url,
      version: '3.0',
      TPE: '0000001',
      montant: '23.50EUR',
      date: '21/11/2026:10:00:00',
      lgue: 'FR',
      societe: 'exemplairetest',
      texte_libre: attempt.freeText,
    });
    // the browser posts the bank's field names: the seal holds over them
    const { url, texte_libre, ...rest } = data;
    expect(isSealValid({ ...rest, 'texte-libre': texte_libre }, merchant.key)).toBe(true);
    expect(isSealValid({ ...rest, 'texte-libre': texte_libre, montant: '1.00EUR' }, merchant.key)).toBe(false);
  });

  it('draws a new 12-character reference per attempt', () => {
    const refs = new Set(Array.from({ length: 200 }, newPaymentReference));
    expect(refs.size).toBe(200);
    for (const r of refs) expect(r).toMatch(/^[A-Z0-9]{12}$/);
  });

  it('names one job per reference and return code, without colons', () => {
    expect(bankJobId('K7Q2X9AB01CD', 'payetest')).toBe('bank-K7Q2X9AB01CD-payetest');
    expect(bankJobId('a:b', 'x y')).toBe('bank-a_b-x_y');
    expect(['paiement', 'payetest', 'Annulation', 'paiement_pf2'].map(notificationKind)).toEqual(['paid', 'paid', 'cancelled', 'other']);
  });

  it('reads the reference back from a job id when it can, else gives none', () => {
    for (const code of ['payetest', 'Annulation', 'paiement_pf2']) expect(referenceOfBankJobId(bankJobId('K7Q2X9AB01CD', code))).toBe('K7Q2X9AB01CD');
    expect(referenceOfBankJobId(bankJobId('ANCIEN1a2b3c', 'x y'))).toBe('ANCIEN1a2b3c');
    // a reference the shop never issues: changed by the id's filter, or longer than the bank allows
    expect(referenceOfBankJobId(bankJobId('a:b', 'payetest'))).toBeNull();
    expect(referenceOfBankJobId(bankJobId('K7Q2X9AB01CDX', 'payetest'))).toBeNull();
    expect(referenceOfBankJobId(undefined)).toBeNull();
    expect(referenceOfBankJobId('12')).toBeNull();
  });
});
