import { describe, expect, it } from '@jest/globals';
import { companyForm, formatSiret, type Seller } from './seller';

const seller = { legal_form: 'SAS', share_capital: '10000.00' } as Seller;

describe('the seller as the legal pages write it', () => {
  it('groups the SIRET as INSEE prints it', () => {
    expect(formatSiret('91234567500017')).toBe('912 345 675 00017');
  });

  it('gives the legal form with the share capital in euros, cents only when there are some', () => {
    expect(companyForm(seller).replace(/\u202f|\u00a0/g, ' ')).toBe('SAS au capital de 10 000 €');
    expect(companyForm({ ...seller, share_capital: '7500.50' }).replace(/\u202f|\u00a0/g, ' ')).toBe('SAS au capital de 7 500,50 €');
  });
});
