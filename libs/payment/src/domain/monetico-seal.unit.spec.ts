import { isSealValid, seal, sealedString, usableKey } from './monetico-seal';

// Public test credentials and bank notifications published with an open-source Monetico client
// (its test suite checks these MACs): if we reproduce them, our sorting, joining and key
// derivation are the bank's.
const MERCHANT_KEY = '1036DEFD9175F29EE9337A1F284BDF781D5A4048';
const AUTH =
  'ewogICAiZGV0YWlscyIgOiB7CiAgICAgICJBUmVzIiA6ICJZIiwKICAgICAgImF1dGhlbnRpY2F0aW9uVmFsdWUiIDogIlFVRkNRa05EUkVSRlJVWkdRVUZDUWtORFJFUT0iLAogICAgICAibGlhYmlsaXR5U2hpZnQiIDogIlkiLAogICAgICAibWVyY2hhbnRQcmVmZXJlbmNlIiA6ICJub19wcmVmZXJlbmNlIiwKICAgICAgInRyYW5zYWN0aW9uSUQiIDogIjdjOTgyNTVhLWE5YzctNDYxYy1hZDEyLWM3NjM5MzczZDljYiIKICAgfSwKICAgInByb3RvY29sIiA6ICIzRFNlY3VyZSIsCiAgICJzdGF0dXMiIDogImF1dGhlbnRpY2F0ZWQiLAogICAidmVyc2lvbiIgOiAiMi4xLjAiCn0K';

const paidNotification: Record<string, string> = {
  authentification: AUTH,
  bincb: '000003',
  brand: 'MC',
  'code-retour': 'payetest',
  cvx: 'oui',
  hpancb: '6FF1313F3B6FE9B053B21CBDEE516603CB8CF01E',
  ipclient: '80.15.24.220',
  modepaiement: 'CB',
  numauto: '000000',
  originecb: 'FRA',
  originetr: 'FRA',
  vld: '1221',
  date: '23/07/2019_a_11:55:47',
  montant: '42.42EUR',
  reference: '12345678',
  'texte-libre': 'PHPUnit',
  TPE: '9344512',
  montantech: '50EUR',
  filtragevaleur: 'foobar',
  filtrage_etat: 'test',
  cbenregistree: '1',
  cbmasquee: '1234XXXXXXXXXXX1234',
  motifrefus: 'Interdit',
  filtragecause: '1',
  usage: 'credit',
  typecompte: 'particulier',
  ecard: 'non',
  MAC: '2D77EAC00BA7322FFDC3E3261E49614B252F3097',
};

const cancelledNotification: Record<string, string> = {
  TPE: '9344512',
  date: '10/06/2022_a_23:22:55',
  montant: '191.52EUR',
  reference: '4KKHUGNUNOGG',
  'texte-libre': 'PHP Unit',
  'code-retour': 'Annulation',
  cvx: 'oui',
  vld: '0924',
  brand: 'CB',
  motifrefus: '3DSecure',
  motifrefusautorisation: '-',
  usage: 'debit',
  typecompte: 'particulier',
  ecard: 'non',
  originecb: 'FRA',
  bincb: '000003',
  hpancb: '6FF1313F3B6FE9B053B21CBDEE516603CB8CF01E',
  ipclient: '127.0.0.1',
  originetr: 'FRA',
  modepaiement: 'CB',
  authentification: AUTH,
  MAC: 'D258E699FE4C52199557336C89B02C81D09244F6',
};

describe('Monetico seal', () => {
  it('derives the usable key from the 40-character merchant key', () => {
    // Last two characters '48' + '00': '4' is not a letter in F..`, and '8' is not 'M': kept as is.
    expect(usableKey(MERCHANT_KEY).toString('hex').toUpperCase()).toBe('1036DEFD9175F29EE9337A1F284BDF781D5A4048');
    // A letter between 'G' and '`' is shifted down by 23 ('G' → '0'), its follower kept.
    expect(usableKey('1036DEFD9175F29EE9337A1F284BDF781D5A40G8').toString('hex').toUpperCase()).toBe('1036DEFD9175F29EE9337A1F284BDF781D5A4008');
    // A following 'M' becomes a '0' after the first character.
    expect(usableKey('1036DEFD9175F29EE9337A1F284BDF781D5A404M').toString('hex').toUpperCase()).toBe('1036DEFD9175F29EE9337A1F284BDF781D5A4040');
  });

  it('sorts keys in byte order (capitals first) and leaves MAC out', () => {
    expect(sealedString({ b: '2', TPE: '1', a: '3', MAC: 'x', 'code-retour': 'paiement' })).toBe('TPE=1*a=3*b=2*code-retour=paiement');
  });

  it('reproduces the bank’s MAC of a paid test notification and of a cancellation', () => {
    expect(seal(paidNotification, MERCHANT_KEY)).toBe(paidNotification.MAC);
    expect(seal(cancelledNotification, MERCHANT_KEY)).toBe(cancelledNotification.MAC);
  });

  it('accepts a MAC whatever its case, and refuses any change to a field', () => {
    expect(isSealValid({ ...paidNotification, MAC: paidNotification.MAC.toLowerCase() }, MERCHANT_KEY)).toBe(true);
    expect(isSealValid({ ...paidNotification, montant: '4242.00EUR' }, MERCHANT_KEY)).toBe(false);
    expect(isSealValid({ ...paidNotification, MAC: '' }, MERCHANT_KEY)).toBe(false);
    expect(isSealValid(paidNotification, '1036DEFD9175F29EE9337A1F284BDF781D5A4049')).toBe(false);
  });

  it('refuses a malformed merchant key', () => {
    expect(() => usableKey('1234')).toThrow('40 caractères');
  });
});
