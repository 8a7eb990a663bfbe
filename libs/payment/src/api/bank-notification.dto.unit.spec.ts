import { BankNotificationPipe } from './bank-notification.dto';

/** A notification as Monetico posts it (apps/bank-sim's buildNotification), MAC of any key. */
const posted = {
  TPE: '0000001',
  date: '05/03/2031_a_14:02:11',
  montant: '23.50EUR',
  reference: 'REF000000001',
  'texte-libre': '0b6f8e9a-5d1c-4c47-9a43-3f1d2b7c8e10',
  'code-retour': 'payetest',
  cvx: 'oui',
  vld: '1228',
  brand: 'VI',
  numauto: '',
  authentification: Buffer.from(JSON.stringify({ status: 'authentication_not_performed' })).toString('base64'),
  MAC: 'A'.repeat(40),
};

describe('bank notification fields', () => {
  const pipe = new BankNotificationPipe();

  it('passes every posted field on untouched, unknown ones included: the seal covers them all', async () => {
    expect(await pipe.transform({ ...posted, 'code-retour': ' payetest ' })).toEqual({ ...posted, 'code-retour': ' payetest ' });
    expect(await pipe.transform({ ...posted, 'texte-libre': '' })).toEqual({ ...posted, 'texte-libre': '' });
  });

  it('gives null (the bank is answered cdr=1) for fields the bank never sends', async () => {
    const { MAC: _mac, ...unsealed } = posted;
    for (const body of [
      unsealed,
      { ...posted, MAC: posted.MAC.slice(1) },
      { ...posted, reference: 'R'.repeat(13) },
      { ...posted, TPE: '' },
      { ...posted, montant: ['1.00EUR', '2.00EUR'] },
      { ...posted, motifrefus: 'x'.repeat(4097) },
      { ...posted, ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`champ${i}`, ''])) },
      'TPE=0000001',
      [posted],
      undefined,
    ]) {
      expect(await pipe.transform(body)).toBeNull();
    }
  });
});
