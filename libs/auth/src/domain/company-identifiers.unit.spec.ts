import { isValidFrenchVatNumberText, isValidSiretText, normaliseSiret, normaliseVatNumber, siretOrNone, vatNumberMatchesSiret, vatNumberOrNone } from './company-identifiers';

// A SIREN passing Luhn (441 234 564), an establishment of it (NIC 0001 + key 7), and its VAT number.
const SIRET = '44123456400017';
const VAT = 'FR91441234564';

describe('a bookseller’s SIRET and VAT number', () => {
  it('accepts a SIRET whose key is right, typed with spaces', () => {
    expect(isValidSiretText(SIRET)).toBe(true);
    expect(isValidSiretText(' 441 234 564 00017 ')).toBe(true);
    expect(normaliseSiret('441 234\t564 00017')).toBe(SIRET);
  });

  it('refuses a SIRET with a wrong key, a wrong SIREN key or the wrong length', () => {
    expect(isValidSiretText('44123456400018')).toBe(false); // last digit off
    expect(isValidSiretText('44123456500006')).toBe(false); // passes Luhn as a whole, but its SIREN 441 234 565 does not
    expect(isValidSiretText('4412345640001')).toBe(false);
    expect(isValidSiretText('441234564000170')).toBe(false);
    expect(isValidSiretText('4412345640001A')).toBe(false);
    expect(isValidSiretText('')).toBe(false);
  });

  it('accepts the VAT number of a SIREN, typed with spaces and in lower case', () => {
    expect(isValidFrenchVatNumberText(VAT)).toBe(true);
    expect(isValidFrenchVatNumberText('fr 91 441 234 564')).toBe(true);
    expect(normaliseVatNumber('fr 91 441 234 564')).toBe(VAT);
    // the seller's own, as configured for the demo
    expect(isValidFrenchVatNumberText('FR65912345675')).toBe(true);
  });

  it('refuses a VAT number whose key is not the SIREN’s, or not French in form', () => {
    expect(isValidFrenchVatNumberText('FR92441234564')).toBe(false);
    expect(isValidFrenchVatNumberText('FR9144123456')).toBe(false);
    expect(isValidFrenchVatNumberText('DE91441234564')).toBe(false);
    expect(isValidFrenchVatNumberText('FRAB441234564')).toBe(false);
  });

  it('checks that the VAT number names the SIRET’s SIREN', () => {
    expect(vatNumberMatchesSiret(VAT, SIRET)).toBe(true);
    expect(vatNumberMatchesSiret('fr91 441 234 564', '441 234 564 00017')).toBe(true);
    // a valid VAT number of another SIREN (the seller's)
    expect(vatNumberMatchesSiret('FR65912345675', SIRET)).toBe(false);
  });

  it('stores an empty value as none', () => {
    expect(siretOrNone('  ')).toBeNull();
    expect(siretOrNone(null)).toBeNull();
    expect(vatNumberOrNone('')).toBeNull();
    expect(vatNumberOrNone(' fr91 441 234 564')).toBe(VAT);
  });
});
