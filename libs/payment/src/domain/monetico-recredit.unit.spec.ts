import { buildRecreditFields, parseRecreditAnswer, recreditUrl } from './monetico-recredit';
import { isSealValid } from './monetico-seal';

const merchant = { tpe: '9344512', companyCode: 'exemplaire', key: '1036DEFD9175F29EE9337A1F284BDF781D5A4048' };
const refund = {
  reference: 'K7Q2X9AB01CD',
  authorisation: '123456',
  paidAt: new Date('2026-01-02T23:30:00Z'), // already 3 January in Paris (UTC+1)
  amountCents: 6273,
  refundCents: 1000,
  refundableCents: 6273,
  fileNumber: 'RMB000000042',
  at: new Date('2026-07-14T10:05:09Z'),
};

describe('Monetico recredit (card refund)', () => {
  it('posts next to the payment page', () => {
    expect(recreditUrl('https://p.monetico-services.com/test/paiement.cgi')).toBe('https://p.monetico-services.com/test/recredit_paiement.cgi');
    expect(recreditUrl('http://localhost:3001/paiement.cgi')).toBe('http://localhost:3001/recredit_paiement.cgi');
    expect(recreditUrl('https://banque.test/cgi/paiement.cgi?x=1#y')).toBe('https://banque.test/cgi/recredit_paiement.cgi');
  });

  it('gives every field of the protocol, amounts with their currency and dates in Paris time', () => {
    const fields = buildRecreditFields(merchant, refund);
    expect(fields).toEqual({
      TPE: '9344512',
      date: '14/07/2026:12:05:09',
      date_commande: '03/01/2026',
      date_remise: '03/01/2026',
      lgue: 'FR',
      montant: '62.73EUR',
      montant_possible: '62.73EUR',
      montant_recredit: '10.00EUR',
      num_autorisation: '123456',
      numero_dossier: 'RMB000000042',
      reference: 'K7Q2X9AB01CD',
      societe: 'exemplaire',
      version: '3.0',
      MAC: expect.stringMatching(/^[0-9A-F]{40}$/),
    });
    expect(buildRecreditFields(merchant, { ...refund, refundCents: 5, refundableCents: 5 })).toMatchObject({ montant_recredit: '0.05EUR', montant_possible: '0.05EUR' });
  });

  it('seals the fields as the bank checks them', () => {
    const fields = buildRecreditFields(merchant, refund);
    expect(isSealValid(fields, merchant.key)).toBe(true);
    expect(isSealValid({ ...fields, montant_recredit: '62.73EUR' }, merchant.key)).toBe(false);
  });

  it('refuses what the bank would refuse', () => {
    expect(() => buildRecreditFields(merchant, { ...refund, reference: 'TROP-LONGUE-REF' })).toThrow('1 à 12 caractères');
    expect(() => buildRecreditFields(merchant, { ...refund, fileNumber: '' })).toThrow('numéro de dossier');
    expect(() => buildRecreditFields(merchant, { ...refund, authorisation: '' })).toThrow("numéro d'autorisation");
    expect(() => buildRecreditFields(merchant, { ...refund, refundCents: 10.5 })).toThrow('centimes');
    expect(() => buildRecreditFields(merchant, { ...refund, refundCents: 0 })).toThrow('positif');
    expect(() => buildRecreditFields(merchant, { ...refund, refundCents: 3000, refundableCents: 2000 })).toThrow('reste remboursable');
    expect(() => buildRecreditFields(merchant, { ...refund, refundableCents: 7000 })).toThrow('montant payé');
  });

  it("reads the bank's answer, whatever its line ends", () => {
    expect(parseRecreditAnswer('version=1.0\nreference=K7Q2X9AB01CD\ncdr=1\nlib=recredit effectue\nnumero_dossier=RMB000000042\n')).toEqual({
      ok: true,
      code: '1',
      label: 'recredit effectue',
    });
    expect(parseRecreditAnswer('version=1.0\r\nreference=K7Q2X9AB01CD\r\ncdr=0\r\nlib=montant trop eleve\r\n')).toEqual({ ok: false, code: '0', label: 'montant trop eleve' });
    expect(parseRecreditAnswer('version=1.0\ncdr=-1\nlib=sceau invalide')).toEqual({ ok: false, code: '-1', label: 'sceau invalide' });
    expect(parseRecreditAnswer('cdr=1')).toEqual({ ok: true, code: '1', label: '' });
  });

  it('takes an answer without cdr for a refusal', () => {
    expect(parseRecreditAnswer('')).toEqual({ ok: false, code: '', label: 'réponse de la banque illisible' });
    expect(parseRecreditAnswer('<html><body>Erreur</body></html>')).toMatchObject({ ok: false, code: '' });
    expect(parseRecreditAnswer('version=1.0\nlib=erreur technique\n')).toEqual({ ok: false, code: '', label: 'erreur technique' });
  });
});
